import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { endpointMutationOptions } from '@/api/queryClient';
import { addRequest, refreshFriendLists } from './friendCache';

/*
 * `account.sendFriendRequest` (POST .../friends/requests {username}). The server follows the receiver's
 * `community.friend_request` setting and refuses with a sentence; the 'Add Friend' form shows it beside
 * what was typed, so this mutation opts out of the global 'Error' toast. The new request joins
 * 'Outgoing Requests' from the reply.
 */
export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutationOptions(api(), endpoints['account.sendFriendRequest']),
    meta: { endpoint: 'account.sendFriendRequest', errorToast: false },
    onSuccess: ({ request }) => {
      addRequest(queryClient, 'outgoing', request);
      return refreshFriendLists(queryClient);
    },
  });
}
