import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';

/*
 * `messages.index`: the dashboard's messages list (where the header dropdown's
 * 'View All' leads). Its first page shares the dropdown's cache entry (no page in the key).
 */

export const messagesPageQueryOptions = (page: number) => {
  const query = page > 1 ? { page } : undefined;
  return queryOptions({
    queryKey: keys.messages.index(query),
    queryFn: ({ signal }) => callEndpoint(api(), endpoints['messages.index'], { query, signal }),
    meta: { endpoint: 'messages.index' },
  });
};

/** A secondary list of the dashboard: its failure stays inside its own section. */
export function useMessagesPage(page: number) {
  return useQuery({ ...messagesPageQueryOptions(page), placeholderData: keepPreviousData });
}
