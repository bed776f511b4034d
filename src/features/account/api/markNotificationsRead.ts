import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { endpointMutationOptions } from '@/api/queryClient';

/** `notifications.markRead` with no uuids: the dashboard's 'Mark all read'; the dropdown's count follows (its entry is asked again). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['notifications.markRead']),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.notifications.all }),
  });
}
