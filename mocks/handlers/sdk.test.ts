import '../../tests/setup/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { leaderboardResponseSchema, sdkInventoryPurchaseResponseSchema, sdkSaveLoadResponseSchema } from '../../src/api/schemas';
import { call, rawFetch, rejection } from '../core/testing';
import { db } from '../db';
import { realtimeServer } from '../realtime/protocol';
import { setScenarioState } from '../scenarios/state';

const PASSWORD = 'Orbital!2026';
const GAME = 'starfall-arena';
const UNAUTHORIZED = 'You need to be logged in to do that. Please log in and try again.';

async function login(username: 'player' | 'premium' | 'developer') {
  return (await call(endpoints['auth.login'], { body: { login: username, password: PASSWORD, remember: false } })).account;
}

function balanceOf(username: string): number | undefined {
  return db.users.findFirst((q) => q.where({ username }))?.balance;
}

interface WireFrame {
  event: string;
  channel?: string;
  data: string;
}

/** A realtime client subscribed to `channel` on the shared Pusher core: the events it receives. */
async function listen(channel: string) {
  const frames: WireFrame[] = [];
  const server = realtimeServer();
  const connection = server.connect({ send: (frame) => frames.push(JSON.parse(frame) as WireFrame) });
  const auth = channel.startsWith('private-') ? (await server.authorizeChannel(connection.socketId, channel)).auth : undefined;
  await connection.receive(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
  return {
    events: (name: string) => frames.filter((f) => f.event === name && f.channel === channel).map((f) => JSON.parse(f.data) as unknown),
  };
}

/** A raw call (for arguments the app's checked client would refuse to send); the data parsed with `schema`. */
async function raw<T>(path: string, schema: { parse: (v: unknown) => T }, init: RequestInit = {}): Promise<T> {
  const response = await rawFetch(path, init);
  const body = (await response.json()) as { status: { message: string }; data: unknown };
  expect({ status: response.status, message: body.status.message }).toEqual({ status: 200, message: 'OK' });
  return schema.parse(body.data);
}

const purchase = (item: string, count: number) => call(endpoints['sdk.inventoryPurchase'], { params: { game: GAME }, body: { item, count } });
const slotParams = (slot: number | string) => ({ game: GAME, slot });
const unlock = (achievement: string, game = GAME) => call(endpoints['sdk.achievementUnlock'], { params: { game }, body: { achievement } });

afterEach(() => realtimeServer().closeAll());

describe('SDK: every call needs an existing game', () => {
  it('answers 404 with a sentence for an unknown game', async () => {
    await login('player');
    const error = await rejection(call(endpoints['sdk.catalog'], { params: { game: 'no-such-game' } }));
    expect(error).toMatchObject({ code: 404, message: 'We could not find a game called "no-such-game".' });
    await expect(call(endpoints['sdk.user'], { params: { game: 'no-such-game' } })).rejects.toMatchObject({ code: 404 });
    await expect(call(endpoints['sdk.saves'], { params: { game: 'no-such-game' } })).rejects.toMatchObject({ code: 404 });
  });
});

describe('SDK: private calls without a session answer 401', () => {
  const params = { game: GAME };
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['sdk.inventory', () => call(endpoints['sdk.inventory'], { params })],
    ['sdk.inventoryPurchase', () => call(endpoints['sdk.inventoryPurchase'], { params, body: { item: 'starter-pack', count: 1 } })],
    ['sdk.leaderboardFriends', () => call(endpoints['sdk.leaderboardFriends'], { params })],
    ['sdk.leaderboardMy', () => call(endpoints['sdk.leaderboardMy'], { params })],
    ['sdk.leaderboardPostScore', () => call(endpoints['sdk.leaderboardPostScore'], { params, body: { score: 5 } })],
    ['sdk.saves', () => call(endpoints['sdk.saves'], { params })],
    ['sdk.saveLoad', () => call(endpoints['sdk.saveLoad'], { params: { game: GAME, slot: 1 } })],
    ['sdk.saveWrite', () => call(endpoints['sdk.saveWrite'], { params: { game: GAME, slot: 1 }, body: { data: 'x' } })],
    ['sdk.saveDelete', () => call(endpoints['sdk.saveDelete'], { params: { game: GAME, slot: 1 } })],
    ['sdk.savesClear', () => call(endpoints['sdk.savesClear'], { params })],
    ['sdk.marketing', () => call(endpoints['sdk.marketing'], { params })],
    ['sdk.marketingSubscribe', () => call(endpoints['sdk.marketingSubscribe'], { params })],
    ['sdk.marketingUnsubscribe', () => call(endpoints['sdk.marketingUnsubscribe'], { params })],
  ];
  it.each(cases)('%s', async (_key, run) => {
    const error = await rejection(run());
    expect(error).toMatchObject({ code: 401, message: UNAUTHORIZED });
  });
});

describe('sdk.user', () => {
  it('answers { loggedIn: false } for guests', async () => {
    await expect(call(endpoints['sdk.user'], { params: { game: GAME } })).resolves.toEqual({ loggedIn: false });
  });

  it('answers the player, with premium', async () => {
    await login('player');
    await expect(call(endpoints['sdk.user'], { params: { game: GAME } })).resolves.toMatchObject({ loggedIn: true, id: 1, username: 'player', alias: 'Player One', premium: false });
    await login('premium');
    await expect(call(endpoints['sdk.user'], { params: { game: GAME } })).resolves.toMatchObject({ loggedIn: true, id: 2, premium: true });
  });
});

describe('sdk.inventory / sdk.catalog / sdk.itemUrl', () => {
  it('lists the player\'s items of the game with counts', async () => {
    await login('player');
    const items = await call(endpoints['sdk.inventory'], { params: { game: GAME } });
    expect(items.map((i) => [i.slug, i.count])).toEqual([
      ['comet-trail', 2],
      ['starter-pack', 1],
    ]);
    expect(items[0]?.game).toEqual({ slug: GAME, title: 'Starfall Arena' });
  });

  it('inventory and catalog are empty under the empty scenario', async () => {
    await login('player');
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['sdk.inventory'], { params: { game: GAME } })).resolves.toEqual([]);
    await expect(call(endpoints['sdk.catalog'], { params: { game: GAME } })).resolves.toEqual([]);
  });

  it('the catalog lists the game\'s items, one on sale and one free, for guests too', async () => {
    const items = await call(endpoints['sdk.catalog'], { params: { game: GAME } });
    expect(items.map((i) => i.slug)).toEqual(['plasma-blade', 'starter-pack', 'nebula-armor', 'comet-trail', 'arena-pass']);
    expect(items[0]).toMatchObject({ price: 300, price_discounted: 180 });
    expect(items[1]).toMatchObject({ price: 0, price_discounted: 0 });
  });

  it('item url: the absolute catalog page of the item; 404 for an unknown item', async () => {
    const { url } = await call(endpoints['sdk.itemUrl'], { params: { game: GAME, item: 'plasma-blade' } });
    expect(url).toBe(`${window.location.origin}/arcade/games/starfall-arena/catalog/plasma-blade`);
    const error = await rejection(call(endpoints['sdk.itemUrl'], { params: { game: GAME, item: 'golden-sword' } }));
    expect(error).toMatchObject({ code: 404, message: 'Starfall Arena has no item called "golden-sword" for sale.' });
  });
});

describe('sdk.inventoryPurchase', () => {
  it('charges count × the discounted price, adds to the inventory and raises balance.updated', async () => {
    await login('developer'); // 500 coins
    const socket = await listen('private-account.3');
    const result = await purchase('plasma-blade', 2);
    expect(result.balance).toBe(140);
    expect(result.item).toMatchObject({ slug: 'plasma-blade', count: 2, price_discounted: 180 });
    expect(socket.events('balance.updated')).toEqual([{ total: 140 }]);
    const again = await purchase('comet-trail', 1);
    expect(again).toMatchObject({ balance: 20, item: { slug: 'comet-trail', count: 1 } });
    const owned = await call(endpoints['sdk.inventory'], { params: { game: GAME } });
    expect(owned.map((i) => [i.slug, i.count]).toSorted()).toEqual([
      ['comet-trail', 1],
      ['plasma-blade', 2],
    ]);
  });

  it('adds to an item already owned; a free item costs nothing', async () => {
    await login('player');
    const result = await purchase('starter-pack', 3);
    expect(result).toMatchObject({ balance: 120, item: { slug: 'starter-pack', count: 4 } });
  });

  it('refuses with a sentence when the coins are short, and changes nothing', async () => {
    await login('player'); // 120 coins, the blade costs 180
    const error = await rejection(purchase('plasma-blade', 1));
    expect(error.code).toBe(422);
    expect(error.message).toBe('Plasma Blade costs 180 coins, but your balance is 120 coins. Please buy more coins in the shop first.');
    const twice = await rejection(purchase('comet-trail', 2));
    expect(twice.message).toBe('2 × Comet Trail costs 240 coins, but your balance is 120 coins. Please buy more coins in the shop first.');
    expect(balanceOf('player')).toBe(120);
    expect(db.inventory.findFirst((q) => q.where({ userId: 1, itemSlug: 'plasma-blade' }))).toBeUndefined();
  });

  it('404 for an item the game does not sell', async () => {
    await login('player');
    await expect(purchase('golden-sword', 1)).rejects.toMatchObject({ code: 404, message: 'Starfall Arena has no item called "golden-sword" for sale.' });
  });

  it('a count that is not a positive integer buys one (spec §5)', async () => {
    await login('developer'); // 500 coins, the trail costs 120
    const path = '/v1/private/sdk/game/starfall-arena/inventory/purchase';
    const counts: unknown[] = [0, -2, 1.5, '3'];
    for (const [i, count] of counts.entries()) {
      const result = await raw(path, sdkInventoryPurchaseResponseSchema, { method: 'POST', body: JSON.stringify({ item: 'comet-trail', count }) });
      expect({ count, owned: result.item.count }).toEqual({ count, owned: i + 1 });
    }
    const missing = await raw(path, sdkInventoryPurchaseResponseSchema, { method: 'POST', body: JSON.stringify({ item: 'starter-pack' }) });
    expect(missing.item).toMatchObject({ slug: 'starter-pack', count: 1 });
    expect(balanceOf('developer')).toBe(500 - 4 * 120);
  });

  it('refuses more than 99 at a time', async () => {
    await login('developer');
    const response = await rawFetch('/v1/private/sdk/game/starfall-arena/inventory/purchase', { method: 'POST', body: JSON.stringify({ item: 'starter-pack', count: 100 }) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { status: { message: string } }).status.message).toBe('A game can buy at most 99 of an item at a time.');
  });
});

describe('sdk leaderboards', () => {
  it('get: default page 1 of 10 entries, best first, ranked', async () => {
    const board = await call(endpoints['sdk.leaderboard'], { params: { game: GAME } });
    expect(board).toMatchObject({ current: 1, per_page: 10, from: 1, to: 10, total: 26, last: 3 });
    expect(board.items.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const scores = board.items.map((e) => e.score);
    expect(scores).toEqual(scores.toSorted((a, b) => b - a));
  });

  it('get: page and per_page', async () => {
    const board = await call(endpoints['sdk.leaderboard'], { params: { game: GAME }, query: { page: 2, per_page: 5 } });
    expect(board).toMatchObject({ current: 2, per_page: 5, from: 6, to: 10 });
    expect(board.items.map((e) => e.rank)).toEqual([6, 7, 8, 9, 10]);
  });

  it('get: arguments that are not positive integers fall back to page 1 and 10 entries (spec §5)', async () => {
    for (const query of ['page=0&per_page=-3', 'page=1.5&per_page=abc', 'page=&per_page=0', 'page=-1']) {
      const board = await raw(`/v1/public/sdk/game/starfall-arena/leaderboard?${query}`, leaderboardResponseSchema);
      expect({ query, current: board.current, per_page: board.per_page }).toEqual({ query, current: 1, per_page: 10 });
    }
    const capped = await raw('/v1/public/sdk/game/starfall-arena/leaderboard?per_page=500', leaderboardResponseSchema);
    expect(capped.per_page).toBe(100);
    expect(capped.items).toHaveLength(26);
  });

  it('get: empty under the empty scenario; stats too', async () => {
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['sdk.leaderboard'], { params: { game: GAME } })).resolves.toMatchObject({ total: 0, items: [], from: null });
    await expect(call(endpoints['sdk.leaderboardStats'], { params: { game: GAME } })).resolves.toEqual({ players: 0, top: null, average: null });
  });

  it('friends: the player and their friends only, ranked among themselves', async () => {
    await login('player');
    const board = await call(endpoints['sdk.leaderboardFriends'], { params: { game: GAME } });
    const friends = new Set(db.friendships.findMany((q) => q.where({ userId: 1 })).map((f) => f.friendId));
    const usernames = board.items.map((e) => e.user.username);
    expect(usernames).toContain('player');
    expect(usernames).toContain('premium');
    for (const username of usernames) {
      const user = db.users.findFirst((q) => q.where({ username }));
      expect(user && (user.id === 1 || friends.has(user.id))).toBe(true);
    }
    expect(board.items.map((e) => e.rank)).toEqual(board.items.map((_, i) => i + 1));
    const defaults = await raw('/v1/private/sdk/game/starfall-arena/leaderboard/friends?per_page=0', leaderboardResponseSchema);
    expect(defaults.per_page).toBe(10);
  });

  it('my: the player\'s entry with their global rank; null without a score', async () => {
    await login('player');
    const mine = await call(endpoints['sdk.leaderboardMy'], { params: { game: GAME } });
    const board = await call(endpoints['sdk.leaderboard'], { params: { game: GAME }, query: { per_page: 100 } });
    expect(mine).toEqual(board.items.find((e) => e.user.username === 'player'));
    await login('developer');
    await expect(call(endpoints['sdk.leaderboardMy'], { params: { game: GAME } })).resolves.toBeNull();
  });

  it('postScore: keeps the best score per player', async () => {
    await login('developer');
    const first = await call(endpoints['sdk.leaderboardPostScore'], { params: { game: GAME }, body: { score: 50 } });
    expect(first.best).toBe(true);
    expect(first.entry).toMatchObject({ score: 50, rank: 27, user: { username: 'developer' } });
    const lower = await call(endpoints['sdk.leaderboardPostScore'], { params: { game: GAME }, body: { score: 10 } });
    expect(lower).toMatchObject({ best: false, entry: { score: 50 } });
    const top = await call(endpoints['sdk.leaderboardPostScore'], { params: { game: GAME }, body: { score: 1_000_000 } });
    expect(top).toMatchObject({ best: true, entry: { score: 1_000_000, rank: 1 } });
    expect(db.scores.findMany((q) => q.where({ userId: 3, gameSlug: GAME }))).toHaveLength(1);
    await expect(call(endpoints['sdk.leaderboardStats'], { params: { game: GAME } })).resolves.toMatchObject({ players: 27, top: 1_000_000 });
  });

  it('postScore: a score that is not an integer fails with a sentence', async () => {
    await login('developer');
    const response = await rawFetch('/v1/private/sdk/game/starfall-arena/leaderboard/score', { method: 'POST', body: JSON.stringify({ score: 'lots' }) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { status: { message: string } }).status.message).toBe('The score must be a number.');
  });

  it('stats: players, top and average of the best scores', async () => {
    const stats = await call(endpoints['sdk.leaderboardStats'], { params: { game: GAME } });
    const board = await call(endpoints['sdk.leaderboard'], { params: { game: GAME }, query: { per_page: 100 } });
    const scores = board.items.map((e) => e.score);
    expect(stats.players).toBe(26);
    expect(stats.top).toBe(Math.max(...scores));
    expect(stats.average).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 2);
  });
});

describe('sdk saves', () => {
  it('all: the used slots without data', async () => {
    await login('player');
    const saves = await call(endpoints['sdk.saves'], { params: { game: GAME } });
    expect(saves.map((s) => s.slot)).toEqual([1, 2]);
    expect(saves[0]).not.toHaveProperty('data');
    setScenarioState({ scenario: 'empty' });
    await expect(call(endpoints['sdk.saves'], { params: { game: GAME } })).resolves.toEqual([]);
  });

  it('round trip: write, load, list, delete, load fails', async () => {
    await login('player');
    const data = JSON.stringify({ level: 12, loadout: ['plasma-blade'] });
    const written = await call(endpoints['sdk.saveWrite'], { params: slotParams(3), body: { data } });
    expect(written).toMatchObject({ slot: 3, size: data.length });
    const loaded = await call(endpoints['sdk.saveLoad'], { params: slotParams(3) });
    expect(loaded).toEqual({ ...written, data });
    const replaced = await call(endpoints['sdk.saveWrite'], { params: slotParams(3), body: { data: '{"level":13}' } });
    expect(replaced.size).toBe(12);
    await expect(call(endpoints['sdk.saveLoad'], { params: slotParams(3) })).resolves.toMatchObject({ data: '{"level":13}' });
    expect((await call(endpoints['sdk.saves'], { params: { game: GAME } })).map((s) => s.slot)).toEqual([1, 2, 3]);

    await expect(call(endpoints['sdk.saveDelete'], { params: slotParams(3) })).resolves.toBeNull();
    const error = await rejection(call(endpoints['sdk.saveLoad'], { params: slotParams(3) }));
    expect(error).toMatchObject({ code: 404, message: 'Save slot 3 of Starfall Arena is empty.' });
    // Deleting an empty slot is not an error.
    await expect(call(endpoints['sdk.saveDelete'], { params: slotParams(3) })).resolves.toBeNull();
  });

  it('saves are per player and per game', async () => {
    await login('premium');
    await expect(call(endpoints['sdk.saves'], { params: { game: GAME } })).resolves.toEqual([]);
    await expect(call(endpoints['sdk.saveLoad'], { params: slotParams(1) })).rejects.toMatchObject({ code: 404 });
  });

  it('a slot that is not a positive integer means slot 1 (spec §5)', async () => {
    await login('player');
    const slot1 = await call(endpoints['sdk.saveLoad'], { params: slotParams(1) });
    for (const slot of ['0', '-4', '1.5', 'abc']) {
      const loaded = await raw(`/v1/private/sdk/game/starfall-arena/saves/${slot}`, sdkSaveLoadResponseSchema);
      expect({ slot, loaded }).toEqual({ slot, loaded: slot1 });
    }
    const written = await call(endpoints['sdk.saveWrite'], { params: slotParams('zero'), body: { data: 'new' } });
    expect(written.slot).toBe(1);
    await expect(call(endpoints['sdk.saveLoad'], { params: slotParams(1) })).resolves.toMatchObject({ data: 'new' });
  });

  it('clear empties every slot of this game only', async () => {
    await login('player');
    await expect(call(endpoints['sdk.savesClear'], { params: { game: GAME } })).resolves.toBeNull();
    await expect(call(endpoints['sdk.saves'], { params: { game: GAME } })).resolves.toEqual([]);
    await expect(call(endpoints['sdk.saves'], { params: { game: 'neon-drift' } })).resolves.toHaveLength(1);
  });

  it('a save that is not a string fails with a sentence', async () => {
    await login('player');
    const response = await rawFetch('/v1/private/sdk/game/starfall-arena/saves/1', { method: 'PUT', body: JSON.stringify({ data: { level: 1 } }) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { status: { message: string } }).status.message).toBe('The data must be a string.');
  });
});

describe('sdk marketing', () => {
  it('check, unsubscribe, subscribe (per developer of the game)', async () => {
    await login('player');
    const params = { game: GAME };
    await expect(call(endpoints['sdk.marketing'], { params })).resolves.toEqual({ subscribed: true });
    await expect(call(endpoints['sdk.marketingUnsubscribe'], { params })).resolves.toEqual({ subscribed: false });
    await expect(call(endpoints['sdk.marketing'], { params })).resolves.toEqual({ subscribed: false });
    // Neon Drift is by the same developer.
    await expect(call(endpoints['sdk.marketing'], { params: { game: 'neon-drift' } })).resolves.toEqual({ subscribed: false });
    await expect(call(endpoints['sdk.marketingSubscribe'], { params })).resolves.toEqual({ subscribed: true });
    await expect(call(endpoints['sdk.marketingSubscribe'], { params })).resolves.toEqual({ subscribed: true });
    expect(db.marketing.findMany((q) => q.where({ userId: 1 }))).toHaveLength(1);
  });

  it('another player starts unsubscribed', async () => {
    await login('premium');
    await expect(call(endpoints['sdk.marketing'], { params: { game: GAME } })).resolves.toEqual({ subscribed: false });
  });
});

describe('sdk.achievementUnlock', () => {
  it('unlocks once per user and raises achievement.unlocked on announcement.{id}', async () => {
    await login('player');
    const socket = await listen('private-announcement.1');
    const first = await unlock('blade-master');
    expect(first.unlocked_now).toBe(true);
    expect(first.achievement).toMatchObject({ slug: 'blade-master', title: 'Blade Master', desc: 'Parry twenty strikes in one match.' });
    const { slug: _slug, ...payload } = first.achievement;
    expect(socket.events('achievement.unlocked')).toEqual([payload]);

    const second = await unlock('blade-master');
    expect(second.unlocked_now).toBe(false);
    expect(socket.events('achievement.unlocked')).toHaveLength(1);
    expect(db.activity.findFirst((q) => q.where({ userId: 1, title: 'Unlocked Blade Master in Starfall Arena' }))).toBeDefined();
  });

  it('an achievement unlocked before is not announced again', async () => {
    await login('player'); // the seed unlocked First Blood for the player
    const socket = await listen('private-announcement.1');
    await expect(unlock('first-blood')).resolves.toMatchObject({ unlocked_now: false });
    expect(socket.events('achievement.unlocked')).toEqual([]);
  });

  it('guests get the toast on their guest channel (orbital_guest cookie)', async () => {
    document.cookie = 'orbital_guest=guest0123456789abcdef; Path=/';
    const socket = await listen('guest.announcement.guest0123456789abcdef');
    const unlocks = db.achievementUnlocks.count();
    const result = await unlock('first-blood');
    expect(result.unlocked_now).toBe(true);
    expect(socket.events('achievement.unlocked')).toEqual([expect.objectContaining({ title: 'First Blood', desc: 'Win your first duel in the arena.' })]);
    // Guests keep nothing: they are asked to log in or sign up to save it.
    expect(db.achievementUnlocks.count()).toBe(unlocks);
  });

  it('404 with a sentence for an achievement the game does not have', async () => {
    await login('player');
    const error = await rejection(unlock('win-everything'));
    expect(error).toMatchObject({ code: 404, message: 'Starfall Arena has no achievement called "win-everything".' });
  });

  it('a malformed slug fails the contract check', async () => {
    const response = await rawFetch('/v1/public/sdk/game/starfall-arena/achievements/unlock', { method: 'POST', body: JSON.stringify({ achievement: 'Blade Master' }) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { status: { message: string } }).status.message).toBe('A slug is lower-case letters and digits separated by single dashes.');
  });
});
