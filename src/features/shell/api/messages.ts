import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { MessagesResponse, UserMessage } from '@/api/schemas';

/** `messages.index`, first page: the header dropdown's list (newest first) and unread count. */
export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: keys.messages.index(),
    queryFn: ({ signal }) => callEndpoint(api(), endpoints['messages.index'], { signal }),
    // New ones arrive through realtime (message.created), so no refetch on a timer.
    staleTime: 60_000,
  });

/** The header's messages; only fetched for a logged-in user. */
export function useMessages(enabled: boolean) {
  return useQuery({ ...messagesQueryOptions(), enabled });
}

/** Prepends a message that arrived in real time (Decision 15) to the cached first page. */
export function addMessage(queryClient: QueryClient, message: UserMessage): void {
  queryClient.setQueryData<MessagesResponse>(keys.messages.index(), (current) => {
    if (!current) return current;
    if (current.pagination.items.some((item) => item.uuid === message.uuid)) return current;
    return {
      unread: current.unread + (message.read ? 0 : 1),
      pagination: {
        ...current.pagination,
        total: current.pagination.total + 1,
        items: [message, ...current.pagination.items],
      },
    };
  });
}
