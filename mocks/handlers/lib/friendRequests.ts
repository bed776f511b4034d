/*
 * Friend requests of the account handlers (page /account/friends): who may ask whom (the receiver's
 * `community.friend_request` setting, spec §3), and what accepting, declining, cancelling and removing
 * change. Every refusal is a sentence the page shows as it is.
 */
import type { Friend, FriendRequest } from '../../../src/api/schemas';
import { MockError, notFound } from '../../core/errors';
import { db, findUserById, findUserByUsername, toUserCard, type FriendRequestRecord, type UserRecord } from '../../db';
import { publishNotification } from '../../realtime/events';
import { areFriends, friendIds, nowIso } from './accounts';

const conflict = (message: string) => new MockError(409, message, 'err_conflict');
const refused = (message: string) => new MockError(403, message, 'err_friend_request_refused');

export const FRIEND_REQUEST_GONE = 'This friend request is no longer pending.';

/** The request as the API shows it to `viewer`: the other user, and when it was sent. */
export function toFriendRequest(record: FriendRequestRecord, viewer: Pick<UserRecord, 'id'>): FriendRequest | null {
  const other = findUserById(record.fromId === viewer.id ? record.toId : record.fromId);
  return other ? { uuid: record.uuid, user: toUserCard(other), date: { sent: record.sent } } : null;
}

/** The pending requests of a user, newest first. */
export function pendingRequests(user: Pick<UserRecord, 'id'>): { incoming: FriendRequest[]; outgoing: FriendRequest[] } {
  const list = (records: FriendRequestRecord[]) =>
    records
      .toSorted((a, b) => b.sent.localeCompare(a.sent) || a.uuid.localeCompare(b.uuid))
      .map((r) => toFriendRequest(r, user))
      .filter((r): r is FriendRequest => r !== null);
  return {
    incoming: list(db.friendRequests.findMany((q) => q.where({ toId: user.id }))),
    outgoing: list(db.friendRequests.findMany((q) => q.where({ fromId: user.id }))),
  };
}

function pendingBetween(fromId: number, toId: number): FriendRequestRecord | undefined {
  return db.friendRequests.findFirst((q) => q.where({ fromId, toId }));
}

/** Whether the two users have a friend in common. */
function haveMutualFriend(a: number, b: number): boolean {
  const ofB = new Set(friendIds(b));
  return friendIds(a).some((id) => ofB.has(id));
}

/**
 * Sends a request from `sender` to the user named `username`, or throws the refusal: unknown user,
 * oneself, already friends, a request already pending either way, or the receiver's setting ('none'
 * refuses everyone; 'friends_of_friends' refuses users without a friend in common).
 */
export async function sendFriendRequest(sender: UserRecord, username: string): Promise<{ message: string; request: FriendRequest }> {
  const target = findUserByUsername(username.trim());
  if (!target) throw notFound(`There is no player with the username "${username.trim()}".`);
  if (target.id === sender.id) throw new MockError(422, 'You cannot send a friend request to yourself.', 'err_validation');
  if (areFriends(sender.id, target.id)) throw conflict(`${target.alias} is already your friend.`);
  if (pendingBetween(sender.id, target.id)) throw conflict(`You have already sent ${target.alias} a friend request.`);
  if (pendingBetween(target.id, sender.id)) throw conflict(`${target.alias} has already sent you a friend request: accept it under Incoming Requests.`);
  const policy = target.settings.community.friend_request;
  if (policy === 'none') throw refused(`${target.alias} does not accept friend requests.`);
  if (policy === 'friends_of_friends' && !haveMutualFriend(sender.id, target.id)) {
    throw refused(`${target.alias} only accepts friend requests from friends of their friends.`);
  }

  const record = await db.friendRequests.create({ uuid: crypto.randomUUID(), fromId: sender.id, toId: target.id, sent: nowIso() });
  const notification = await db.notifications.create({
    uuid: crypto.randomUUID(),
    userId: target.id,
    type: 'info',
    title: 'New friend request',
    body: `${sender.alias} wants to be your friend.`,
    url: '/account/friends',
    read: false,
    date: record.sent,
  });
  const { userId: _owner, ...shown } = notification;
  publishNotification(target.id, shown);
  return { message: `Friend request sent to ${target.alias}.`, request: { uuid: record.uuid, user: toUserCard(target), date: { sent: record.sent } } };
}

/** The pending request `uuid` sent to `receiver`, or the 404 sentence. */
function incomingRequest(receiver: UserRecord, uuid: string): { record: FriendRequestRecord; sender: UserRecord } {
  const record = db.friendRequests.findFirst((q) => q.where({ uuid, toId: receiver.id }));
  const sender = record ? findUserById(record.fromId) : undefined;
  if (!record || !sender) throw notFound(FRIEND_REQUEST_GONE);
  return { record, sender };
}

/** Accepts an incoming request: a friendship both ways, a 'friend' activity entry for each. */
export async function acceptFriendRequest(receiver: UserRecord, uuid: string): Promise<{ message: string; friend: Friend }> {
  const { record, sender } = incomingRequest(receiver, uuid);
  db.friendRequests.delete((q) => q.where({ uuid: record.uuid }));
  // A request the receiver had sent the other way is settled too.
  db.friendRequests.delete((q) => q.where({ fromId: receiver.id, toId: sender.id }));
  const since = nowIso();
  if (!areFriends(receiver.id, sender.id)) {
    await db.friendships.create({ userId: receiver.id, friendId: sender.id, since });
    await db.friendships.create({ userId: sender.id, friendId: receiver.id, since });
  }
  for (const [owner, other] of [
    [receiver, sender],
    [sender, receiver],
  ] as const) {
    await db.activity.create({
      uuid: crypto.randomUUID(),
      userId: owner.id,
      type: 'friend',
      title: `Became friends with ${other.alias}`,
      url: `/community/user/${other.username}`,
      date: since,
    });
  }
  return {
    message: `You and ${sender.alias} are now friends.`,
    friend: { ...toUserCard(sender), online: sender.online, date: { since } },
  };
}

export function declineFriendRequest(receiver: UserRecord, uuid: string): { message: string } {
  const { record, sender } = incomingRequest(receiver, uuid);
  db.friendRequests.delete((q) => q.where({ uuid: record.uuid }));
  return { message: `You declined the friend request from ${sender.alias}.` };
}

export function cancelFriendRequest(sender: UserRecord, uuid: string): { message: string } {
  const record = db.friendRequests.findFirst((q) => q.where({ uuid, fromId: sender.id }));
  const receiver = record ? findUserById(record.toId) : undefined;
  if (!record || !receiver) throw notFound(FRIEND_REQUEST_GONE);
  db.friendRequests.delete((q) => q.where({ uuid: record.uuid }));
  return { message: `Your friend request to ${receiver.alias} was withdrawn.` };
}

/** Ends a friendship for both users. */
export function removeFriend(user: UserRecord, username: string): { message: string } {
  const friend = findUserByUsername(username);
  if (!friend || !areFriends(user.id, friend.id)) throw notFound(`${friend?.alias ?? username} is not in your friends list.`);
  db.friendships.delete((q) => q.where({ userId: user.id, friendId: friend.id }));
  db.friendships.delete((q) => q.where({ userId: friend.id, friendId: user.id }));
  return { message: `${friend.alias} was removed from your friends.` };
}
