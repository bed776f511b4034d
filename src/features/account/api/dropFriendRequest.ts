import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { toApiError } from '@/api/errors';
import { api } from '@/api/instance';
import { queryKeyFor } from '@/api/keys';
import type { FriendRequest } from '@/api/schemas/account';
import { dropRequest, refreshFriendLists, restoreFriendLists, snapshotFriendLists } from './friendCache';

type AnswerKey = 'account.acceptFriendRequest' | 'account.declineFriendRequest' | 'account.cancelFriendRequest';

/**
 * A pending request answered by its uuid. Optimistic: `step` changes the cached lists at once; a failure
 * puts them back (the 'Error' toast says why); either way the lists are fetched again. Accept, decline
 * and cancel are this with their endpoint and step.
 */
export function useAnswerFriendRequest(key: AnswerKey, step: (queryClient: QueryClient, request: FriendRequest) => void) {
  const queryClient = useQueryClient();
  const endpoint = endpoints[key];
  return useMutation({
    mutationKey: queryKeyFor(endpoint),
    meta: { endpoint: endpoint.key },
    mutationFn: (request: FriendRequest) =>
      callEndpoint(api(), endpoint, { params: { uuid: request.uuid } }).catch((error: unknown) => {
        throw toApiError(error, endpoint.key);
      }),
    onMutate: async (request) => {
      const snapshot = await snapshotFriendLists(queryClient);
      step(queryClient, request);
      return snapshot;
    },
    onError: (_error, _request, snapshot) => restoreFriendLists(queryClient, snapshot),
    onSettled: () => refreshFriendLists(queryClient),
  });
}

/** A request declined (incoming) or withdrawn (outgoing): it leaves its list. */
export const useDropFriendRequest = (key: 'account.declineFriendRequest' | 'account.cancelFriendRequest', list: 'incoming' | 'outgoing') =>
  useAnswerFriendRequest(key, (queryClient, request) => dropRequest(queryClient, list, request.uuid));
