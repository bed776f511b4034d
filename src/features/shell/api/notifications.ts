import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import type { NotificationsResponse, UserNotification } from '@/api/schemas';

/** `notifications.index`, first page: the header dropdown's list (newest first) and unread count. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: keys.notifications.index(),
    queryFn: ({ signal }) => callEndpoint(api(), endpoints['notifications.index'], { signal }),
    // New ones arrive through realtime (notification.created), so no refetch on a timer.
    staleTime: 60_000,
  });

/** The header's notifications; only fetched for a logged-in user. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}

/** Prepends a notification that arrived in real time (Decision 15) to the cached first page. */
export function addNotification(queryClient: QueryClient, notification: UserNotification): void {
  queryClient.setQueryData<NotificationsResponse>(keys.notifications.index(), (current) => {
    if (!current) return current;
    if (current.pagination.items.some((item) => item.uuid === notification.uuid)) return current;
    return {
      unread: current.unread + (notification.read ? 0 : 1),
      pagination: {
        ...current.pagination,
        total: current.pagination.total + 1,
        items: [notification, ...current.pagination.items],
      },
    };
  });
}
