import { useDropFriendRequest } from './dropFriendRequest';

/** `account.cancelFriendRequest` (DELETE .../friends/requests/{uuid}): withdraws an outgoing request. */
export const useCancelFriendRequest = () => useDropFriendRequest('account.cancelFriendRequest', 'outgoing');
