import { useAnswerFriendRequest } from './dropFriendRequest';
import { addFriend, dropRequest, friendFromRequest } from './friendCache';

/*
 * `account.acceptFriendRequest` (POST .../friends/requests/{uuid}/accept). Optimistic: the request leaves
 * 'Incoming Requests' and its sender joins the friends at once; a failure puts both lists back (the
 * mutation cache shows the server's message in the 'Error' toast); either way the lists are fetched again.
 */

export const useAcceptFriendRequest = () =>
  useAnswerFriendRequest('account.acceptFriendRequest', (queryClient, request) => {
    dropRequest(queryClient, 'incoming', request.uuid);
    addFriend(queryClient, friendFromRequest(request));
  });
