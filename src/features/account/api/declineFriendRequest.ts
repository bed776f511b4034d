import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { toApiError } from '@/api/errors';
import { api } from '@/api/instance';
import { queryKeyFor } from '@/api/keys';
import type { FriendRequest } from '@/api/schemas/account';
import type { MessageData } from '@/api/schemas/common';
import { dropRequest, refreshFriendLists, restoreFriendLists, snapshotFriendLists } from './friendCache';

/*
 * `account.declineFriendRequest` (POST .../friends/requests/{uuid}/decline). Optimistic: the request leaves
 * 'Incoming Requests' at once; a failure puts it back (the 'Error' toast says why); then the lists are
 * fetched again.
 */

export function useDeclineFriendRequest() {
  const queryClient = useQueryClient();
  const endpoint = endpoints['account.declineFriendRequest'];
  return useMutation({
    mutationKey: queryKeyFor(endpoint),
    meta: { endpoint: endpoint.key },
    mutationFn: (request: FriendRequest): Promise<MessageData> =>
      callEndpoint(api(), endpoint, { params: { uuid: request.uuid } }).catch((error: unknown) => {
        throw toApiError(error, endpoint.key);
      }),
    onMutate: async (request) => {
      const snapshot = await snapshotFriendLists(queryClient);
      dropRequest(queryClient, 'incoming', request.uuid);
      return snapshot;
    },
    onError: (_error, _request, snapshot) => restoreFriendLists(queryClient, snapshot),
    onSettled: () => refreshFriendLists(queryClient),
  });
}
