import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { accountKeys } from './keys';
import type { AchievementsResponse } from '@/api/schemas/account';
import { isStatusScreenError } from './errors';

/*
 * `account.achievements` (GET, ?page=N), page /account/achievement: the achievements of the games the
 * player played, unlocked first, with the counts (12 a page). Page 1 is asked without `page`, so it shares
 * its cache entry with the unpaged call (and the lists the friend mutations update).
 */

export const achievementsQueryOptions = (page = 1) => {
  const query = page > 1 ? { page } : undefined;
  return queryOptions({
    queryKey: accountKeys.achievements(query),
    queryFn: ({ signal }): Promise<AchievementsResponse> => callEndpoint(api(), endpoints['account.achievements'], { query, signal }),
    meta: { endpoint: 'account.achievements' },
  });
};

/** The page's primary data: 401/403/419/404 go to the status screens; a network failure or a 500 stays inline. */
export function useAchievements(page = 1) {
  return useQuery({ ...achievementsQueryOptions(page), placeholderData: keepPreviousData, throwOnError: isStatusScreenError });
}
