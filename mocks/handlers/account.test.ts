import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { DEFAULT_USER_SETTINGS, usernameSchema } from '../../src/api/schemas';
import { call, rawFetch, rejection } from '../core/testing';
import { db } from '../db';
import { setScenarioState } from '../scenarios/state';
import { resetUsernameSuggestions } from './lib/accounts';

const PASSWORD = 'Orbital!2026';
const UNAUTHORIZED = 'You need to be logged in to do that. Please log in and try again.';

function login(name: string) {
  return call(endpoints['auth.login'], { body: { login: name, password: PASSWORD, remember: false } });
}

describe('account.uniqueUsername', () => {
  it('suggests the seed itself when it is free, else the seed with a number', async () => {
    await expect(call(endpoints['account.uniqueUsername'], { query: { username: 'Comet.Chaser@example.com' } })).resolves.toEqual({ username: 'comet.chaser' });
    await expect(call(endpoints['account.uniqueUsername'], { query: { username: 'player' } })).resolves.toEqual({ username: 'player1' });
  });

  it('without a seed, a free name from the word list, a different one per call', async () => {
    resetUsernameSuggestions();
    const first = await call(endpoints['account.uniqueUsername']);
    const second = await call(endpoints['account.uniqueUsername']);
    expect(first.username).toBe('swift_pilot');
    expect(second.username).not.toBe(first.username);
    for (const { username } of [first, second]) {
      expect(usernameSchema.safeParse(username).success).toBe(true);
      expect(db.users.findFirst((q) => q.where({ username }))).toBeUndefined();
    }
  });

  it('skips a taken word-list name and falls back to the word list for an unusable seed', async () => {
    resetUsernameSuggestions();
    await call(endpoints['auth.register'], { body: { email: 'swift@orbital.test', username: 'swift_pilot', password: 'Launch#2026', password_confirmation: 'Launch#2026' } });
    resetUsernameSuggestions();
    await expect(call(endpoints['account.uniqueUsername'], { query: { username: '!!' } })).resolves.toEqual({ username: 'swift_pilot1' });
  });
});

describe('account.summary', () => {
  it('answers alias, coins and username of the logged-in user', async () => {
    await login('player');
    await expect(call(endpoints['account.summary'])).resolves.toEqual({ alias: 'Player One', coins: 120, username: 'player' });
  });

  it('needs a session', async () => {
    await expect(rejection(call(endpoints['account.summary']))).resolves.toMatchObject({ code: 401, message: UNAUTHORIZED });
  });
});

describe('account.settings and account.updateSettings', () => {
  it('answers all settings (the player has the defaults of spec §3)', async () => {
    await login('player');
    await expect(call(endpoints['account.settings'])).resolves.toEqual(DEFAULT_USER_SETTINGS);
  });

  it('changes only the fields sent, answers every setting, and the change persists', async () => {
    await login('player');
    const updated = await call(endpoints['account.updateSettings'], {
      body: { privacy: { play_history: 'friends', followers: false }, notification: { weekly_digest: false } },
    });
    const expected = structuredClone(DEFAULT_USER_SETTINGS);
    expected.privacy.play_history = 'friends';
    expected.privacy.followers = false;
    expected.notification.weekly_digest = false;
    expect(updated).toEqual(expected);
    await expect(call(endpoints['account.settings'])).resolves.toEqual(expected);
    await expect(call(endpoints['auth.status'])).resolves.toMatchObject({ settings: expected });

    // A later change keeps the earlier one.
    const again = await call(endpoints['account.updateSettings'], { body: { security: { two_factor_auth: true } } });
    expect(again.privacy.play_history).toBe('friends');
    expect(again.security.two_factor_auth).toBe(true);
    // Other users are untouched.
    expect(db.users.findFirst((q) => q.where({ id: 3 }))?.settings.privacy.play_history).toBe('all');
  });

  it('an empty change answers the settings unchanged', async () => {
    await login('premium');
    const settings = await call(endpoints['account.updateSettings'], { body: {} });
    expect(settings.privacy.play_history).toBe('friends');
  });

  it('refuses a value outside a field\'s choices with a sentence', async () => {
    await login('player');
    const response = await rawFetch('/v1/private/user/account/settings', { method: 'PATCH', body: JSON.stringify({ privacy: { profile_visibility: 'everyone' } }) });
    expect(response.status).toBe(422);
    const json = (await response.json()) as { status: { message: string } };
    expect(json.status.message).toBe('The profile visibility must be one of: all, friends, none.');
    const wrongType = await rawFetch('/v1/private/user/account/settings', { method: 'PATCH', body: JSON.stringify({ media: { nav_sounds: 'yes' } }) });
    expect(((await wrongType.json()) as { status: { message: string } }).status.message).toBe('The nav sounds must be a boolean.');
    await expect(call(endpoints['account.settings'])).resolves.toEqual(DEFAULT_USER_SETTINGS);
  });

  it('both need a session', async () => {
    await expect(rejection(call(endpoints['account.settings']))).resolves.toMatchObject({ code: 401 });
    await expect(rejection(call(endpoints['account.updateSettings'], { body: { media: { nav_sounds: true } } }))).resolves.toMatchObject({ code: 401 });
  });
});

describe('account.friends', () => {
  it('lists the friends as user cards with online state and since, online first', async () => {
    await login('player');
    const { pagination } = await call(endpoints['account.friends']);
    expect(pagination.total).toBe(7);
    expect(pagination.per_page).toBe(12);
    expect(pagination.items.map((f) => f.username)).toContain('premium');
    const premium = pagination.items.find((f) => f.username === 'premium');
    expect(premium).toMatchObject({ alias: 'Nova Prime', premium: true, online: true, date: { since: expect.any(String) } });
    const online = pagination.items.map((f) => f.online);
    expect(online).toEqual(online.toSorted((a, b) => Number(b) - Number(a)));
  });

  it('paginates', async () => {
    await login('player');
    const page2 = await call(endpoints['account.friends'], { query: { page: 2 } });
    expect(page2.pagination).toMatchObject({ total: 7, current: 2, last: 1, items: [], from: null, to: null });
  });

  it('needs a session; the empty scenario answers no friends', async () => {
    await expect(rejection(call(endpoints['account.friends']))).resolves.toMatchObject({ code: 401 });
    await login('player');
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['account.friends'])).resolves.toMatchObject({ pagination: { total: 0, items: [] } });
  });
});

describe('account.achievements', () => {
  it('lists the achievements of the games played, unlocked first (latest first), with the counts', async () => {
    await login('player');
    const result = await call(endpoints['account.achievements']);
    expect(result.unlocked).toBe(3);
    expect(result.total).toBe(result.pagination.total);
    expect(result.total).toBeGreaterThan(3);
    const unlocked = result.pagination.items.slice(0, 3);
    expect(unlocked.every((a) => a.unlocked !== null)).toBe(true);
    expect(unlocked.map((a) => a.unlocked)).toEqual(unlocked.map((a) => a.unlocked).toSorted().toReversed());
    expect(result.pagination.items.slice(3).every((a) => a.unlocked === null)).toBe(true);
    const played = new Set(db.gameSessions.findMany((q) => q.where({ userId: 1 })).map((s) => s.gameSlug));
    expect(result.pagination.items.every((a) => played.has(a.game.slug))).toBe(true);
  });

  it('a new account has none', async () => {
    await call(endpoints['auth.register'], { body: { email: 'fresh@orbital.test', username: 'fresh', password: 'Launch#2026', password_confirmation: 'Launch#2026' } });
    await expect(call(endpoints['account.achievements'])).resolves.toMatchObject({ unlocked: 0, total: 0, pagination: { total: 0, items: [] } });
  });

  it('needs a session; the empty scenario answers nothing and zero counts', async () => {
    await expect(rejection(call(endpoints['account.achievements']))).resolves.toMatchObject({ code: 401 });
    await login('player');
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['account.achievements'])).resolves.toMatchObject({ unlocked: 0, total: 0, pagination: { items: [] } });
  });
});

describe('account.inventory', () => {
  it('lists the owned items with counts, latest acquired first', async () => {
    await login('player');
    const { pagination } = await call(endpoints['account.inventory']);
    expect(pagination.items.map((i) => [i.game.slug, i.slug, i.count])).toEqual([
      ['starfall-arena', 'comet-trail', 2],
      ['starfall-arena', 'starter-pack', 1],
    ]);
    expect(pagination.items[1]).toMatchObject({ price: 0, price_discounted: 0, date: { acquired: expect.any(String) } });
  });

  it('needs a session; the empty scenario answers no items', async () => {
    await expect(rejection(call(endpoints['account.inventory']))).resolves.toMatchObject({ code: 401 });
    await login('premium');
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['account.inventory'])).resolves.toMatchObject({ pagination: { total: 0, items: [] } });
  });
});

describe('account.activity', () => {
  it('lists the activity newest first, ten per page', async () => {
    await login('player');
    const { pagination } = await call(endpoints['account.activity']);
    expect(pagination.per_page).toBe(10);
    expect(pagination.total).toBe(db.activity.findMany((q) => q.where({ userId: 1 })).length);
    const dates = pagination.items.map((a) => a.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(pagination.items.map((a) => a.type)).toContain('played');
    // Only the API's fields: the owner id stays on the server.
    for (const item of pagination.items) expect(Object.keys(item).toSorted()).toEqual(['date', 'title', 'type', 'url', 'uuid']);
  });

  it('needs a session; the empty scenario answers nothing', async () => {
    await expect(rejection(call(endpoints['account.activity']))).resolves.toMatchObject({ code: 401 });
    await login('player');
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['account.activity'])).resolves.toMatchObject({ pagination: { total: 0, items: [] } });
  });
});

describe('account.history', () => {
  it('lists the recorded sessions newest first with the total time played', async () => {
    await login('player');
    const history = await call(endpoints['account.history']);
    const sessions = db.gameSessions.findMany((q) => q.where({ userId: 1 }));
    expect(history.pagination.total).toBe(sessions.length);
    expect(history.total_duration).toBe(sessions.reduce((sum, s) => sum + s.duration, 0));
    const started = history.pagination.items.map((h) => h.date.started);
    expect(started).toEqual(started.toSorted().toReversed());
    expect(history.pagination.items[0]?.game).toMatchObject({ slug: expect.any(String), title: expect.any(String) });
  });

  it('needs a session; the empty scenario answers nothing and zero time', async () => {
    await expect(rejection(call(endpoints['account.history']))).resolves.toMatchObject({ code: 401 });
    await login('player');
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['account.history'])).resolves.toMatchObject({ total_duration: 0, pagination: { total: 0, items: [] } });
  });
});
