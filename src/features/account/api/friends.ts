import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { accountKeys } from './keys';
import type { FriendsResponse } from '@/api/schemas/account';
import { isStatusScreenError } from './errors';

/*
 * `account.friends` (GET, ?page=N), page /account/friends: the friends, online first (12 a page). Page 1 is
 * asked without `page`, so it shares its cache entry with the unpaged call (and the lists the friend
 * mutations update).
 */

export const friendsQueryOptions = (page = 1) => {
  const query = page > 1 ? { page } : undefined;
  return queryOptions({
    queryKey: accountKeys.friends(query),
    queryFn: ({ signal }): Promise<FriendsResponse> => callEndpoint(api(), endpoints['account.friends'], { query, signal }),
    meta: { endpoint: 'account.friends' },
  });
};

/** The page's primary data: 401/403/419/404 go to the status screens; a network failure or a 500 stays inline. */
export function useFriends(page = 1) {
  return useQuery({ ...friendsQueryOptions(page), placeholderData: keepPreviousData, throwOnError: isStatusScreenError });
}
