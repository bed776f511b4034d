import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { accountKeys } from './keys';
import type { ActivityResponse } from '@/api/schemas/account';
import { isStatusScreenError } from './errors';

/*
 * `account.activity` (GET, ?page=N), page /account/activity: the player's recent actions, newest first (10
 * a page). Page 1 is asked without `page`, so it shares its cache entry with the unpaged call (and the
 * lists the friend mutations update).
 */

export const activityQueryOptions = (page = 1) => {
  const query = page > 1 ? { page } : undefined;
  return queryOptions({
    queryKey: accountKeys.activity(query),
    queryFn: ({ signal }): Promise<ActivityResponse> => callEndpoint(api(), endpoints['account.activity'], { query, signal }),
    meta: { endpoint: 'account.activity' },
  });
};

/** The page's primary data: 401/403/419/404 go to the status screens; a network failure or a 500 stays inline. */
export function useActivity(page = 1) {
  return useQuery({ ...activityQueryOptions(page), placeholderData: keepPreviousData, throwOnError: isStatusScreenError });
}
