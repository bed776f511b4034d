import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';

/*
 * `notifications.index`: the dashboard's notifications list (where the header dropdown's
 * 'View All' leads). Its first page shares the dropdown's cache entry (no page in the
 * key), so both show the same items and count.
 */

export const notificationsPageQueryOptions = (page: number) => {
  const query = page > 1 ? { page } : undefined;
  return queryOptions({
    queryKey: keys.notifications.index(query),
    queryFn: ({ signal }) => callEndpoint(api(), endpoints['notifications.index'], { query, signal }),
    meta: { endpoint: 'notifications.index' },
  });
};

/** A secondary list of the dashboard: its failure stays inside its own section. */
export function useNotificationsPage(page: number) {
  return useQuery({ ...notificationsPageQueryOptions(page), placeholderData: keepPreviousData });
}
