import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { keys } from '@/api/keys';
import { endpointMutationOptions } from '@/api/queryClient';

/** `messages.markRead` with no uuids: the dashboard's 'Mark all read'; the dropdown's count follows. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['messages.markRead']),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.messages.all }),
  });
}
