import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import type { ProfilePrivacyField, PublicProfile, Visibility } from '../../src/api/schemas';
import { call, rejection } from '../core/testing';
import { db } from '../db';
import { setScenarioState } from '../scenarios/state';

function login(name: string) {
  return call(endpoints['auth.login'], { body: { login: name, password: 'Orbital!2026', remember: false } });
}

const profile = (user: string) => call(endpoints['community.profile'], { params: { user } });

type Section = 'badges' | 'recent' | 'history' | 'achievements' | 'activity' | 'inventory' | 'friends';
const SECTIONS: readonly Section[] = ['badges', 'recent', 'history', 'achievements', 'activity', 'inventory', 'friends'];

/** Which sections the answer holds ('shown') and which it left out (null), by name. */
function visibleSections(seen: PublicProfile, names: readonly Section[] = SECTIONS): Record<string, 'shown' | null> {
  return Object.fromEntries(names.map((name) => [name, seen[name] === null ? null : 'shown']));
}
const all = (value: 'shown' | null, names: readonly Section[] = SECTIONS) => Object.fromEntries(names.map((name) => [name, value]));

async function setPrivacy(id: number, privacy: Partial<Record<ProfilePrivacyField, Visibility>>) {
  await db.users.update((q) => q.where({ id }), {
    data(user) {
      user.settings = { ...user.settings, privacy: { ...user.settings.privacy, ...privacy } };
    },
  });
}

/** A community user who is not a friend of `userId`. */
function stranger(userId: number): string {
  const friends = new Set(db.friendships.findMany((q) => q.where({ userId })).map((f) => f.friendId));
  const user = db.users.findMany().find((u) => u.id > 6 && !friends.has(u.id));
  if (!user) throw new Error('no stranger');
  return user.username;
}

describe('community.profile', () => {
  it('shows a public profile with stats, recent games and latest achievements (username in any case)', async () => {
    const { profile: player } = await profile('Player');
    expect(player).toMatchObject({ alias: 'Player One', username: 'player', premium: false, date: { joined: expect.any(String) } });
    expect(player.stats).toMatchObject({ games: 6, achievements: 3 });
    expect(player.stats.friends).toBe(db.friendships.findMany((q) => q.where({ userId: 1 })).length);
    expect(player.stats.reviews).toBe(db.reviews.findMany((q) => q.where({ authorUsername: 'player' })).length);
    expect(player.recent?.map((g) => g.slug)).toContain('starfall-arena');
    expect(player.achievements).toHaveLength(3);
    const unlocked = player.achievements?.map((a) => a.date.unlocked) ?? [];
    expect(unlocked).toEqual(unlocked.toSorted().toReversed());
  });

  it('a profile with every section public shows them all, and only the owner gets the privacy settings', async () => {
    const { profile: player } = await profile('player');
    expect(player.privacy).toBeNull();
    expect(visibleSections(player)).toEqual(all('shown'));
    expect(player.history?.[0]).toMatchObject({ game: { slug: expect.any(String), title: expect.any(String) }, duration: expect.any(Number) });
    expect(player.inventory?.map((i) => i.slug)).toEqual(['comet-trail', 'starter-pack']);
    await login('player');
    expect((await profile('player')).profile.privacy).toEqual({
      profile_visibility: 'all',
      play_history: 'all',
      badge_visibility: 'all',
      achievement_visibility: 'all',
      activity_visibility: 'all',
      friend_visibility: 'all',
      inventory_visibility: 'all',
    });
  });

  it('an unknown user is a 404 with a sentence', async () => {
    const error = await rejection(profile('nobody-here'));
    expect(error.code).toBe(404);
    expect(error.message).toBe('We could not find a player called "nobody-here".');
  });

  it('play history shared with friends: hidden from guests and strangers, shown to friends and the owner', async () => {
    // premium's play_history is 'friends' in the seed; player is premium's friend.
    await expect(profile('premium')).resolves.toMatchObject({ profile: { recent: null, premium: true } });
    expect((await profile('premium')).profile.achievements).not.toBeNull();
    await login(stranger(2));
    await expect(profile('premium')).resolves.toMatchObject({ profile: { recent: null } });
    await login('player');
    expect((await profile('premium')).profile.recent?.length).toBeGreaterThan(0);
    await login('premium');
    expect((await profile('premium')).profile.recent?.length).toBeGreaterThan(0);
  });

  it('achievements hidden from everyone but the owner with "none"', async () => {
    await setPrivacy(1, { achievement_visibility: 'none' });
    await login('premium');
    await expect(profile('player')).resolves.toMatchObject({ profile: { achievements: null } });
    await login('player');
    expect((await profile('player')).profile.achievements).toHaveLength(3);
  });

  it('a private profile is a 403 for others, and shows to its owner', async () => {
    await setPrivacy(1, { profile_visibility: 'none' });
    const guest = await rejection(profile('player'));
    expect(guest).toMatchObject({ code: 403, message: 'This player keeps their profile private.' });
    await login('premium');
    await expect(rejection(profile('player'))).resolves.toMatchObject({ code: 403 });
    await login('player');
    await expect(profile('player')).resolves.toMatchObject({ profile: { username: 'player' } });
  });

  it('a friends-only profile shows to friends and is a 403 for guests and strangers', async () => {
    await setPrivacy(1, { profile_visibility: 'friends' });
    await expect(rejection(profile('player'))).resolves.toMatchObject({ code: 403, message: 'This player shares their profile with friends only.' });
    await login(stranger(1));
    await expect(rejection(profile('player'))).resolves.toMatchObject({ code: 403 });
    await login('premium');
    await expect(profile('player')).resolves.toMatchObject({ profile: { username: 'player' } });
  });
});

/*
 * The demo's case (guide §3 fixtures): premium shares play history, inventory and friends with friends
 * only and keeps activity to themself; badges and achievements are public. `player` is premium's friend,
 * `developer` is not.
 */
describe('community.profile privacy per viewer (premium)', () => {
  const hidden: readonly Section[] = ['recent', 'history', 'inventory', 'friends', 'activity'];

  it('a visitor gets the public sections only: the hidden ones and their counts are null, no privacy', async () => {
    const { profile: seen } = await profile('premium');
    expect(visibleSections(seen, hidden)).toEqual(all(null, hidden));
    expect(seen.stats).toMatchObject({ games: null, friends: null, achievements: 5 });
    expect(seen.badges?.map((b) => b.kind)).toContain('premium');
    expect(seen.achievements).toHaveLength(5);
    expect(seen.privacy).toBeNull();
  });

  it('a logged-in stranger sees what a visitor sees', async () => {
    expect(db.friendships.findFirst((q) => q.where({ userId: 2, friendId: 3 }))).toBeUndefined();
    await login('developer');
    const { profile: seen } = await profile('premium');
    expect(visibleSections(seen, hidden)).toEqual(all(null, hidden));
    expect(seen.privacy).toBeNull();
  });

  it('a friend also gets the friends-only sections, not the owner-only activity', async () => {
    await login('player');
    const { profile: seen } = await profile('premium');
    expect(seen.history?.length).toBeGreaterThan(0);
    expect(seen.inventory?.map((i) => i.slug)).toEqual(['plasma-blade', 'starter-pack']);
    expect(seen.friends?.map((f) => f.username)).toContain('player');
    expect(seen.stats.friends).toBe(db.friendships.findMany((q) => q.where({ userId: 2 })).length);
    expect(seen.stats.games).toBe(4);
    expect(seen.activity).toBeNull();
    expect(seen.privacy).toBeNull();
  });

  it('the owner sees every section and who else sees each', async () => {
    await login('premium');
    const { profile: seen } = await profile('premium');
    expect(visibleSections(seen)).toEqual(all('shown'));
    expect(seen.privacy).toEqual({
      profile_visibility: 'all',
      play_history: 'friends',
      badge_visibility: 'all',
      achievement_visibility: 'all',
      activity_visibility: 'none',
      friend_visibility: 'friends',
      inventory_visibility: 'friends',
    });
  });

  it('public activity leaves purchases out (the account activity page has them)', async () => {
    await login('premium');
    const { profile: seen } = await profile('premium');
    expect(db.activity.findMany((q) => q.where({ userId: 2 })).some((a) => a.type === 'purchase')).toBe(true);
    expect(seen.activity?.length).toBeGreaterThan(0);
    expect(seen.activity?.some((a) => (a.type as string) === 'purchase')).toBe(false);
  });

  it('friends listed are the owner\'s friends, with the premium flag for the halo', async () => {
    await login('player');
    const { profile: seen } = await profile('premium');
    const friendNames = new Set(
      db.friendships.findMany((q) => q.where({ userId: 2 })).map((f) => db.users.findFirst((u) => u.where({ id: f.friendId }))?.username),
    );
    expect(seen.friends?.every((f) => friendNames.has(f.username))).toBe(true);
    expect(seen.friends?.find((f) => f.username === 'player')?.premium).toBe(false);
  });

  it('badges follow badge_visibility; a developer earns the developer badge', async () => {
    expect((await profile('developer')).profile.badges?.map((b) => b.kind)).toContain('developer');
    await setPrivacy(2, { badge_visibility: 'none' });
    await login('player');
    expect((await profile('premium')).profile.badges).toBeNull();
    await login('premium');
    expect((await profile('premium')).profile.badges?.map((b) => b.kind)).toContain('premium');
  });

  it('the empty scenario empties the sections the viewer may see and keeps the hidden ones null', async () => {
    setScenarioState({ scenario: 'empty' });
    const { profile: seen } = await profile('premium');
    expect(seen.badges).toEqual([]);
    expect(seen.achievements).toEqual([]);
    expect(seen.history).toBeNull();
    expect(seen.friends).toBeNull();
  });
});
