import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { accountKeys } from './keys';
import type { HistoryResponse } from '@/api/schemas/account';
import { isStatusScreenError } from './errors';

/*
 * `account.history` (GET, ?page=N), page /account/history: the recorded play sessions, newest first, and
 * the total time played (10 a page). Page 1 is asked without `page`, so it shares its cache entry with the
 * unpaged call (and the lists the friend mutations update).
 */

export const historyQueryOptions = (page = 1) => {
  const query = page > 1 ? { page } : undefined;
  return queryOptions({
    queryKey: accountKeys.history(query),
    queryFn: ({ signal }): Promise<HistoryResponse> => callEndpoint(api(), endpoints['account.history'], { query, signal }),
    meta: { endpoint: 'account.history' },
  });
};

/** The page's primary data: 401/403/419/404 go to the status screens; a network failure or a 500 stays inline. */
export function useHistory(page = 1) {
  return useQuery({ ...historyQueryOptions(page), placeholderData: keepPreviousData, throwOnError: isStatusScreenError });
}
