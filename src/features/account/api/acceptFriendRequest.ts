import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { toApiError } from '@/api/errors';
import { api } from '@/api/instance';
import { queryKeyFor } from '@/api/keys';
import type { AcceptFriendRequestResponse, FriendRequest } from '@/api/schemas/account';
import { addFriend, dropRequest, friendFromRequest, refreshFriendLists, restoreFriendLists, snapshotFriendLists } from './friendCache';

/*
 * `account.acceptFriendRequest` (POST .../friends/requests/{uuid}/accept). Optimistic: the request leaves
 * 'Incoming Requests' and its sender joins the friends at once; a failure puts both lists back (the
 * mutation cache shows the server's message in the 'Error' toast); either way the lists are fetched again.
 */

export function useAcceptFriendRequest() {
  const queryClient = useQueryClient();
  const endpoint = endpoints['account.acceptFriendRequest'];
  return useMutation({
    mutationKey: queryKeyFor(endpoint),
    meta: { endpoint: endpoint.key },
    mutationFn: (request: FriendRequest): Promise<AcceptFriendRequestResponse> =>
      callEndpoint(api(), endpoint, { params: { uuid: request.uuid } }).catch((error: unknown) => {
        throw toApiError(error, endpoint.key);
      }),
    onMutate: async (request) => {
      const snapshot = await snapshotFriendLists(queryClient);
      dropRequest(queryClient, 'incoming', request.uuid);
      addFriend(queryClient, friendFromRequest(request));
      return snapshot;
    },
    onError: (_error, _request, snapshot) => restoreFriendLists(queryClient, snapshot),
    onSettled: () => refreshFriendLists(queryClient),
  });
}
