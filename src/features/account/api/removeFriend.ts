import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { dropFriend, refreshFriendLists } from './friendCache';

/*
 * `account.removeFriend` (DELETE .../friends/{user}). Runs as the confirmation dialog's action: the
 * dialog shows it working and stays open on failure (the 'Error' toast says why), so nothing changes
 * on screen before the server agrees; then the friend leaves the list.
 */
export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['account.removeFriend']),
    onSuccess: (_result, { params: { user } }) => {
      dropFriend(queryClient, String(user));
      return refreshFriendLists(queryClient);
    },
  });
}
