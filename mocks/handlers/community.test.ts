import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import type { Visibility } from '../../src/api/schemas';
import { call, rejection } from '../core/testing';
import { db } from '../db';

function login(name: string) {
  return call(endpoints['auth.login'], { body: { login: name, password: 'Orbital!2026', remember: false } });
}

const profile = (user: string) => call(endpoints['community.profile'], { params: { user } });

async function setPrivacy(id: number, privacy: Partial<Record<'profile_visibility' | 'play_history' | 'achievement_visibility', Visibility>>) {
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
