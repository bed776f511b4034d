import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { toApiError } from '@/api/errors';
import { api } from '@/api/instance';
import { queryKeyFor } from '@/api/keys';
import type { FriendRequest } from '@/api/schemas/account';
import type { MessageData } from '@/api/schemas/common';
import { dropRequest, refreshFriendLists, restoreFriendLists, snapshotFriendLists } from './friendCache';

/**
 * A pending request answered by its uuid (declined if incoming, withdrawn if outgoing). Optimistic: it
 * leaves its list at once; a failure puts it back (the 'Error' toast says why); then the lists are fetched
 * again. useDeclineFriendRequest and useCancelFriendRequest are this with their endpoint and list.
 */
export function useDropFriendRequest(key: 'account.declineFriendRequest' | 'account.cancelFriendRequest', list: 'incoming' | 'outgoing') {
  const queryClient = useQueryClient();
  const endpoint = endpoints[key];
  return useMutation({
    mutationKey: queryKeyFor(endpoint),
    meta: { endpoint: endpoint.key },
    mutationFn: (request: FriendRequest): Promise<MessageData> =>
      callEndpoint(api(), endpoint, { params: { uuid: request.uuid } }).catch((error: unknown) => {
        throw toApiError(error, endpoint.key);
      }),
    onMutate: async (request) => {
      const snapshot = await snapshotFriendLists(queryClient);
      dropRequest(queryClient, list, request.uuid);
      return snapshot;
    },
    onError: (_error, _request, snapshot) => restoreFriendLists(queryClient, snapshot),
    onSettled: () => refreshFriendLists(queryClient),
  });
}
