import { useDropFriendRequest } from './dropFriendRequest';

/** `account.declineFriendRequest` (POST .../friends/requests/{uuid}/decline): declines an incoming request. */
export const useDeclineFriendRequest = () => useDropFriendRequest('account.declineFriendRequest', 'incoming');
