import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { call, rejection } from '../core/testing';
import { db, findUserByUsername } from '../db';
import { setScenarioState } from '../scenarios/state';

/*
 * Friend requests (page /account/friends, Decision 2): the seed gives the demo player one incoming and
 * one outgoing request; sending follows the receiver's community.friend_request setting (spec §3).
 */

const PASSWORD = 'Orbital!2026';

async function login(name: string) {
  await call(endpoints['auth.logout']).catch(() => undefined);
  return call(endpoints['auth.login'], { body: { login: name, password: PASSWORD, remember: false } });
}

const friendIdsOf = (id: number) => new Set(db.friendships.findMany((q) => q.where({ userId: id })).map((f) => f.friendId));
const send = (username: string) => call(endpoints['account.sendFriendRequest'], { body: { username } });
const friendsOf = async () => (await call(endpoints['account.friends'])).pagination.items.map((f) => f.username);

async function setFriendRequestPolicy(username: string, policy: 'all' | 'friends_of_friends' | 'none') {
  const user = findUserByUsername(username);
  if (!user) throw new Error(`no user ${username}`);
  await db.users.update((q) => q.where({ id: user.id }), {
    data(record) {
      record.settings.community.friend_request = policy;
    },
  });
}

describe('account.friendRequests', () => {
  it('the demo player has one incoming request (Vega Pilot) and one outgoing, as user cards', async () => {
    await login('player');
    const { incoming, outgoing } = await call(endpoints['account.friendRequests']);
    expect(incoming).toHaveLength(1);
    expect(outgoing).toHaveLength(1);
    expect(incoming[0]?.user.alias).toBe('Vega Pilot');
    expect(incoming[0]).toMatchObject({ uuid: expect.any(String), user: { username: expect.any(String), premium: expect.any(Boolean) }, date: { sent: expect.any(String) } });
    // Neither is already a friend.
    const friends = await friendsOf();
    expect(friends).not.toContain(incoming[0]?.user.username);
    expect(friends).not.toContain(outgoing[0]?.user.username);
  });

  it('needs a session; the empty scenario answers none', async () => {
    await expect(rejection(call(endpoints['account.friendRequests']))).resolves.toMatchObject({ code: 401 });
    await login('player');
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['account.friendRequests'])).resolves.toEqual({ incoming: [], outgoing: [] });
  });
});

describe('account.sendFriendRequest', () => {
  it('sends a request: the sender sees it outgoing, the receiver incoming with a notification', async () => {
    await login('player');
    const result = await send('Developer');
    expect(result.message).toBe('Friend request sent to Orbital Labs Dev.');
    expect(result.request.user.username).toBe('developer');
    const { outgoing } = await call(endpoints['account.friendRequests']);
    expect(outgoing.map((r) => r.user.username)).toContain('developer');

    await login('developer');
    const { incoming } = await call(endpoints['account.friendRequests']);
    expect(incoming).toEqual([expect.objectContaining({ uuid: result.request.uuid, user: expect.objectContaining({ username: 'player', alias: 'Player One' }) })]);
    const notifications = await call(endpoints['notifications.index']);
    expect(notifications.pagination.items[0]).toMatchObject({ title: 'New friend request', body: 'Player One wants to be your friend.', url: '/account/friends' });
  });

  it('refuses an unknown user, oneself, a friend and a request already pending either way, with sentences', async () => {
    await login('player');
    const { incoming, outgoing } = await call(endpoints['account.friendRequests']);
    await expect(rejection(send('nobody_here'))).resolves.toMatchObject({ code: 404, message: 'There is no player with the username "nobody_here".' });
    await expect(rejection(send('player'))).resolves.toMatchObject({ code: 422, message: 'You cannot send a friend request to yourself.' });
    await expect(rejection(send('premium'))).resolves.toMatchObject({ code: 409, message: 'Nova Prime is already your friend.' });
    await expect(rejection(send(outgoing[0]!.user.username))).resolves.toMatchObject({ code: 409, message: `You have already sent ${outgoing[0]!.user.alias} a friend request.` });
    await expect(rejection(send(incoming[0]!.user.username))).resolves.toMatchObject({
      code: 409,
      message: 'Vega Pilot has already sent you a friend request: accept it under Incoming Requests.',
    });
    await expect(call(endpoints['account.friendRequests'])).resolves.toEqual({ incoming, outgoing });
  });

  it("follows the receiver's friend_request setting: 'none' refuses everyone", async () => {
    await setFriendRequestPolicy('developer', 'none');
    await login('player');
    await expect(rejection(send('developer'))).resolves.toMatchObject({ code: 403, message: 'Orbital Labs Dev does not accept friend requests.' });
    expect(db.friendRequests.findMany((q) => q.where({ toId: 3 }))).toHaveLength(0);
  });

  it("'friends_of_friends' refuses a user without a friend in common and accepts one with", async () => {
    // A community user who is neither the player's friend nor shares a friend with the player.
    const mine = friendIdsOf(1);
    const pending = new Set(db.friendRequests.findMany().flatMap((r) => [r.fromId, r.toId]));
    const stranger = db.users
      .findMany((q) => q.where({ demo: false }))
      .find((u) => !mine.has(u.id) && !pending.has(u.id) && ![...friendIdsOf(u.id)].some((id) => mine.has(id)));
    if (!stranger) throw new Error('the seed has no stranger without a friend in common with the player');
    await setFriendRequestPolicy(stranger.username, 'friends_of_friends');
    await login('player');
    await expect(rejection(send(stranger.username))).resolves.toMatchObject({
      code: 403,
      message: `${stranger.alias} only accepts friend requests from friends of their friends.`,
    });
    // Once the player's friend premium is also the stranger's friend, they share one.
    const since = new Date().toISOString();
    await db.friendships.create({ userId: 2, friendId: stranger.id, since });
    await db.friendships.create({ userId: stranger.id, friendId: 2, since });
    await expect(send(stranger.username)).resolves.toMatchObject({ request: { user: { username: stranger.username } } });
  });

  it("'all' (the default) accepts anyone; an invalid username is refused by the contract", async () => {
    await login('premium');
    await expect(send('developer')).resolves.toMatchObject({ message: 'Friend request sent to Orbital Labs Dev.' });
    await expect(rejection(call(endpoints['account.sendFriendRequest'], { body: { username: 'a b' } }))).resolves.toMatchObject({ code: expect.any(Number) });
  });

  it('needs a session', async () => {
    await expect(rejection(send('developer'))).resolves.toMatchObject({ code: 401 });
  });
});

describe('accepting, declining, cancelling, removing', () => {
  it('accept: both become friends, the request is gone, each gets a friend activity entry', async () => {
    await login('player');
    const [request] = (await call(endpoints['account.friendRequests'])).incoming;
    const result = await call(endpoints['account.acceptFriendRequest'], { params: { uuid: request!.uuid } });
    expect(result.message).toBe('You and Vega Pilot are now friends.');
    expect(result.friend).toMatchObject({ username: request!.user.username, alias: 'Vega Pilot', online: expect.any(Boolean), date: { since: expect.any(String) } });
    expect((await call(endpoints['account.friendRequests'])).incoming).toEqual([]);
    expect(await friendsOf()).toContain(request!.user.username);
    const activity = await call(endpoints['account.activity']);
    expect(activity.pagination.items[0]).toMatchObject({ type: 'friend', title: 'Became friends with Vega Pilot', url: `/community/user/${request!.user.username}` });
    // Accepting twice: the request is no longer pending.
    await expect(rejection(call(endpoints['account.acceptFriendRequest'], { params: { uuid: request!.uuid } }))).resolves.toMatchObject({
      code: 404,
      message: 'This friend request is no longer pending.',
    });
  });

  it('a friend request sent by one user and accepted by the other makes them friends both ways', async () => {
    await login('player');
    const { request } = await send('developer');
    await login('developer');
    await call(endpoints['account.acceptFriendRequest'], { params: { uuid: request.uuid } });
    expect(await friendsOf()).toContain('player');
    await login('player');
    expect(await friendsOf()).toContain('developer');
    expect((await call(endpoints['account.friendRequests'])).outgoing.map((r) => r.user.username)).not.toContain('developer');
  });

  it('only the receiver may accept or decline, only the sender may cancel', async () => {
    await login('player');
    const { incoming, outgoing } = await call(endpoints['account.friendRequests']);
    // The player's own outgoing request cannot be accepted or declined by the player…
    await expect(rejection(call(endpoints['account.acceptFriendRequest'], { params: { uuid: outgoing[0]!.uuid } }))).resolves.toMatchObject({ code: 404 });
    await expect(rejection(call(endpoints['account.declineFriendRequest'], { params: { uuid: outgoing[0]!.uuid } }))).resolves.toMatchObject({ code: 404 });
    // …nor an incoming one cancelled.
    await expect(rejection(call(endpoints['account.cancelFriendRequest'], { params: { uuid: incoming[0]!.uuid } }))).resolves.toMatchObject({ code: 404 });
    await expect(call(endpoints['account.friendRequests'])).resolves.toEqual({ incoming, outgoing });
  });

  it('decline removes the incoming request without a friendship', async () => {
    await login('player');
    const [request] = (await call(endpoints['account.friendRequests'])).incoming;
    await expect(call(endpoints['account.declineFriendRequest'], { params: { uuid: request!.uuid } })).resolves.toEqual({
      message: 'You declined the friend request from Vega Pilot.',
    });
    expect((await call(endpoints['account.friendRequests'])).incoming).toEqual([]);
    expect(await friendsOf()).not.toContain(request!.user.username);
  });

  it('cancel withdraws the outgoing request', async () => {
    await login('player');
    const [request] = (await call(endpoints['account.friendRequests'])).outgoing;
    await expect(call(endpoints['account.cancelFriendRequest'], { params: { uuid: request!.uuid } })).resolves.toEqual({
      message: `Your friend request to ${request!.user.alias} was withdrawn.`,
    });
    expect((await call(endpoints['account.friendRequests'])).outgoing).toEqual([]);
  });

  it('remove ends the friendship for both; removing a non-friend is a 404 with a sentence', async () => {
    await login('player');
    await expect(call(endpoints['account.removeFriend'], { params: { user: 'premium' } })).resolves.toEqual({ message: 'Nova Prime was removed from your friends.' });
    expect(await friendsOf()).not.toContain('premium');
    await expect(rejection(call(endpoints['account.removeFriend'], { params: { user: 'premium' } }))).resolves.toMatchObject({
      code: 404,
      message: 'Nova Prime is not in your friends list.',
    });
    await login('premium');
    expect(await friendsOf()).not.toContain('player');
  });

  it('all need a session', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const promise of [
      call(endpoints['account.acceptFriendRequest'], { params: { uuid } }),
      call(endpoints['account.declineFriendRequest'], { params: { uuid } }),
      call(endpoints['account.cancelFriendRequest'], { params: { uuid } }),
      call(endpoints['account.removeFriend'], { params: { user: 'premium' } }),
    ]) {
      await expect(rejection(promise)).resolves.toMatchObject({ code: 401 });
    }
  });
});
