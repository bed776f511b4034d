import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { accountKeys } from './keys';
import type { FriendRequestsResponse } from '@/api/schemas/account';
import { isStatusScreenError } from './errors';

/*
 * `account.friendRequests` (GET /v1/private/user/account/friends/requests): the pending friend requests of
 * page /account/friends, incoming and outgoing. The accept, decline, cancel and send mutations change this
 * cache entry (friendCache.ts).
 */

export const friendRequestsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.friendRequests(),
    queryFn: ({ signal }): Promise<FriendRequestsResponse> => callEndpoint(api(), endpoints['account.friendRequests'], { signal }),
    meta: { endpoint: 'account.friendRequests' },
  });

/** Primary data of the friends page: 401/403/419 go to the status screens; a network failure or a 500 stays inline. */
export function useFriendRequests() {
  return useQuery({ ...friendRequestsQueryOptions(), throwOnError: isStatusScreenError });
}
