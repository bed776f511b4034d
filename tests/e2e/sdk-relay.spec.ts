import { expect, test, type Page } from '@playwright/test';
import { callAll, GAME_PAGE, harnessFrame, request, serveHarness, type Reply } from './support-sdk';

/*
 * The SDK relay end to end (issue 12, "Tests that fail when it breaks"): a round trip for every method of
 * protocol v1, driven from inside the real game frame on the games origin (raw messages, no library), as a
 * visitor and as `player`: results, errors, and the spec's defaults for non-positive integers.
 */

/** Every reply is to the frame's request (same id), from the page's own origin, protocol v1. */
function expectWellFormed(page: Page, replies: Record<string, Reply>) {
  const site = new URL(page.url()).origin;
  for (const [id, reply] of Object.entries(replies)) {
    expect(reply, `a reply to ${id}`).not.toBeNull();
    expect(reply?.origin, `the origin of the reply to ${id}`).toBe(site);
    expect(reply?.data, `the reply to ${id}`).toMatchObject({ from: 'orbital', v: 1, id });
  }
}

const ok = (reply: Reply | undefined) => {
  expect(reply?.data.error, 'no error').toBeUndefined();
  expect(reply?.data.ok).toBe(true);
  return reply?.data.data as Record<string, unknown> & unknown[];
};

const error = (reply: Reply | undefined) => {
  expect(reply?.data.ok).toBe(false);
  return reply?.data.error as { code: string; message: string; status?: number };
};

/** The account methods: a visitor gets login_required for each. */
const ACCOUNT_CALLS: Array<[string, unknown?]> = [
  ['inventory.get'],
  ['inventory.purchase', { item: 'starter-pack' }],
  ['leaderboards.friends'],
  ['leaderboards.my'],
  ['leaderboards.postScore', { score: 10 }],
  ['saves.all'],
  ['saves.load', { slot: 1 }],
  ['saves.write', { slot: 1, data: 'x' }],
  ['saves.delete', { slot: 1 }],
  ['saves.clear'],
  ['marketing.check'],
  ['marketing.subscribe'],
  ['marketing.unsubscribe'],
];

test('a visitor: handshake, every method answered, login_required for account methods, errors and defaults', async ({ page, baseURL }) => {
  await serveHarness(page, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(GAME_PAGE);
  const frame = await harnessFrame(page);

  const calls = [
    request('hs', 'handshake', { sdk: 'e2e' }),
    { from: 'orbital', v: 2, id: 'hs-v2', method: 'handshake' },
    request('user', 'user.get'),
    request('catalog', 'inventory.catalog'),
    request('url', 'inventory.itemUrl', { item: 'plasma-blade' }),
    request('url-missing', 'inventory.itemUrl', { item: 'no-such-item' }),
    request('url-invalid', 'inventory.itemUrl', {}),
    request('board', 'leaderboards.get', { page: -1, size: 0 }),
    request('board-2', 'leaderboards.get', { page: 2, size: 3 }),
    request('board-too-big', 'leaderboards.get', { size: 101 }),
    request('stats', 'leaderboards.stats'),
    request('score-invalid', 'leaderboards.postScore', { score: 'lots' }),
    request('unlock', 'achievements.unlock', { achievement: 'collector' }),
    request('unlock-missing', 'achievements.unlock', { achievement: 'no-such-achievement' }),
    request('unlock-invalid', 'achievements.unlock', { achievement: 'Not A Slug' }),
    request('session', 'session.report', { state: 'start' }),
    request('session-invalid', 'session.report', { state: 'paused' }),
    request('loading', 'game.loading', { progress: 0.5 }),
    request('loading-invalid', 'game.loading', { progress: 2 }),
    request('loaded', 'game.loaded'),
    request('happy', 'game.happytime'),
    request('invite', 'game.inviteLink', { params: { room: 'r42' } }),
    request('invite-invalid', 'game.inviteLink', { params: { 'Bad Key': 'x' } }),
    request('settings', 'settings.get'),
    request('unknown', 'no.such.method'),
    request('params-not-object', 'user.get', 'nope'),
    ...ACCOUNT_CALLS.map(([method, params], i) => request(`account-${i}`, method, params)),
  ];
  const replies = await callAll(frame, calls);
  expectWellFormed(page, replies);

  const site = new URL(page.url()).origin;
  expect(ok(replies.hs)).toEqual({
    v: 1,
    product: 'Orbital',
    features: { multiplayer: expect.any(Boolean), achievement: true, save: true, leaderboard: true, inventory: true },
    loggedIn: false,
  });
  const v2 = error(replies['hs-v2']);
  expect(v2.code).toBe('unsupported_version');
  expect(v2.message).toContain('1');
  expect(replies['hs-v2']?.data.data).toBeUndefined();

  expect(ok(replies.user)).toEqual({ loggedIn: false });
  const catalog = ok(replies.catalog) as unknown as Array<{ slug: string; price_discounted: number; game: { slug: string } }>;
  expect(catalog.map((item) => item.slug).toSorted()).toEqual(['arena-pass', 'comet-trail', 'nebula-armor', 'plasma-blade', 'starter-pack']);
  expect(catalog.find((item) => item.slug === 'plasma-blade')).toMatchObject({ price: 300, price_discounted: 180, game: { slug: 'starfall-arena' } });
  expect(ok(replies.url)).toEqual({ url: `${site}/arcade/games/starfall-arena/catalog/plasma-blade` });
  expect(error(replies['url-missing'])).toMatchObject({ code: 'not_found', status: 404 });
  expect(error(replies['url-invalid'])).toMatchObject({ code: 'invalid_params', message: expect.stringContaining('"item"') });

  // Non-positive integers take the defaults: page 1, size 10 (the reply says so).
  expect(ok(replies.board)).toMatchObject({ current: 1, per_page: 10 });
  expect((ok(replies.board).items as unknown[]).length).toBeLessThanOrEqual(10);
  expect(ok(replies['board-2'])).toMatchObject({ current: 2, per_page: 3 });
  expect(error(replies['board-too-big'])).toMatchObject({ code: 'invalid_params', message: expect.stringContaining('"size"') });
  expect(ok(replies.stats)).toMatchObject({ players: expect.any(Number) });
  expect(error(replies['score-invalid'])).toMatchObject({ code: 'invalid_params', message: expect.stringContaining('"score"') });

  // A visitor's unlock is answered (kept for the session); an unknown one is not_found.
  expect(ok(replies.unlock)).toMatchObject({ achievement: { slug: 'collector', title: 'Collector' }, unlocked_now: true });
  expect(error(replies['unlock-missing'])).toMatchObject({ code: 'not_found', status: 404 });
  expect(error(replies['unlock-invalid'])).toMatchObject({ code: 'invalid_params', message: expect.stringContaining('"achievement"') });

  expect(ok(replies.session)).toBeNull();
  expect(error(replies['session-invalid'])).toMatchObject({ code: 'invalid_params', message: expect.stringContaining('"state"') });
  expect(ok(replies.loading)).toBeNull();
  expect(error(replies['loading-invalid'])).toMatchObject({ code: 'invalid_params', message: expect.stringContaining('"progress"') });
  expect(ok(replies.loaded)).toBeNull();
  expect(ok(replies.happy)).toBeNull();
  const invite = new URL(ok(replies.invite).url as unknown as string);
  expect(invite.origin).toBe(site);
  expect(invite.pathname).toBe(GAME_PAGE);
  expect(invite.searchParams.get('orbital_room')).toBe('r42');
  expect(invite.searchParams.has('room')).toBe(false);
  expect(error(replies['invite-invalid'])).toMatchObject({ code: 'invalid_params', message: expect.stringContaining('"params"') });
  expect(ok(replies.settings)).toEqual({ muteAudio: expect.any(Boolean), reducedMotion: expect.any(Boolean) });
  expect(error(replies.unknown)).toMatchObject({ code: 'unknown_method', message: expect.stringContaining('no.such.method') });
  expect(error(replies['params-not-object'])).toMatchObject({ code: 'invalid_params', message: expect.stringContaining('"params"') });

  ACCOUNT_CALLS.forEach(([method], i) => {
    expect(error(replies[`account-${i}`]), method).toMatchObject({ code: 'login_required', status: 401 });
  });

  // Exactly one reply per request: nothing answered twice.
  const ids = await frame.evaluate(() => (window.sdkReceived ?? []).map((m) => m.data.id).filter((id) => typeof id === 'string' && !id.startsWith('ready-')));
  expect(ids.toSorted()).toEqual(Object.keys(replies).toSorted());
  expect(errors).toEqual([]);
});

test('player: a round trip for every account method, with not_found, insufficient_funds, invalid_params and the defaults', async ({ page, baseURL }) => {
  await serveHarness(page, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${GAME_PAGE}?persona=player`);
  const frame = await harnessFrame(page);

  // One after the other: later calls read what earlier ones wrote.
  const replies = await callAll(frame, [
    request('hs', 'handshake'),
    request('user', 'user.get'),
    request('inventory', 'inventory.get'),
    request('buy-armor', 'inventory.purchase', { item: 'nebula-armor' }),
    request('buy-trails', 'inventory.purchase', { item: 'comet-trail', count: 2 }),
    request('buy-missing', 'inventory.purchase', { item: 'no-such-item' }),
    request('buy-invalid', 'inventory.purchase', { item: 'Not A Slug' }),
    request('buy-too-many', 'inventory.purchase', { item: 'starter-pack', count: 100 }),
    request('buy-free', 'inventory.purchase', { item: 'starter-pack', count: 0 }),
    request('inventory-after', 'inventory.get'),
    request('board', 'leaderboards.get', { page: -1, size: 0 }),
    request('friends', 'leaderboards.friends', { page: 0, size: -5 }),
    request('score', 'leaderboards.postScore', { score: 987654 }),
    request('score-lower', 'leaderboards.postScore', { score: 1 }),
    request('my', 'leaderboards.my'),
    request('stats', 'leaderboards.stats'),
    request('saves', 'saves.all'),
    request('load-default', 'saves.load', { slot: 0 }),
    request('load-2', 'saves.load', { slot: 2 }),
    request('load-empty', 'saves.load', { slot: 9 }),
    request('write', 'saves.write', { slot: 3, data: 'hello' }),
    request('write-invalid', 'saves.write', { slot: 3 }),
    request('load-3', 'saves.load', { slot: 3 }),
    request('delete', 'saves.delete', { slot: 3 }),
    request('load-3-after', 'saves.load', { slot: 3 }),
    request('clear', 'saves.clear'),
    request('saves-after', 'saves.all'),
    request('subscribe', 'marketing.subscribe'),
    request('check', 'marketing.check'),
    request('unsubscribe', 'marketing.unsubscribe'),
    request('check-after', 'marketing.check'),
    request('unlock', 'achievements.unlock', { achievement: 'collector' }),
    request('unlock-again', 'achievements.unlock', { achievement: 'collector' }),
    request('unlock-missing', 'achievements.unlock', { achievement: 'no-such-achievement' }),
    request('settings', 'settings.get'),
    request('invite', 'game.inviteLink', { params: { room: 'r1', team: 'blue' } }),
    request('session', 'session.report', { state: 'start' }),
    request('session-end', 'session.report', { state: 'end' }),
    request('unknown', 'saves.nuke'),
  ]);
  expectWellFormed(page, replies);

  expect(ok(replies.hs)).toMatchObject({ v: 1, product: 'Orbital', loggedIn: true });
  expect(ok(replies.user)).toMatchObject({ loggedIn: true, username: 'player', id: expect.any(Number), premium: false });

  const owned = (reply: Reply | undefined) => Object.fromEntries((ok(reply) as unknown as Array<{ slug: string; count: number }>).map((i) => [i.slug, i.count]));
  expect(owned(replies.inventory)).toEqual({ 'starter-pack': 1, 'comet-trail': 2 });
  // 120 coins: Nebula Armor costs 450; two Comet Trails cost 240.
  expect(error(replies['buy-armor'])).toMatchObject({ code: 'insufficient_funds', status: 422 });
  expect(error(replies['buy-trails'])).toMatchObject({ code: 'insufficient_funds', status: 422 });
  expect(error(replies['buy-missing'])).toMatchObject({ code: 'not_found', status: 404 });
  expect(error(replies['buy-invalid'])).toMatchObject({ code: 'invalid_params', message: expect.stringContaining('"item"') });
  expect(error(replies['buy-too-many'])).toMatchObject({ code: 'invalid_params', message: expect.stringContaining('"count"') });
  // count 0 is count 1; the free pack leaves the balance as it was.
  expect(ok(replies['buy-free'])).toMatchObject({ item: { slug: 'starter-pack', count: 2 }, balance: 120 });
  expect(owned(replies['inventory-after'])).toEqual({ 'starter-pack': 2, 'comet-trail': 2 });

  expect(ok(replies.board)).toMatchObject({ current: 1, per_page: 10 });
  expect(ok(replies.friends)).toMatchObject({ current: 1, per_page: 10 });
  expect(ok(replies.score)).toMatchObject({ best: true, entry: { rank: 1, score: 987654, user: { username: 'player' } } });
  expect(ok(replies['score-lower'])).toMatchObject({ best: false, entry: { score: 987654 } });
  expect(ok(replies.my)).toMatchObject({ rank: 1, score: 987654 });
  expect(ok(replies.stats)).toMatchObject({ top: 987654 });

  expect((ok(replies.saves) as unknown as Array<{ slot: number }>).map((s) => s.slot)).toEqual([1, 2]);
  // slot 0 reads slot 1.
  const slot1 = ok(replies['load-default']);
  expect(slot1.slot).toBe(1);
  expect(JSON.parse(slot1.data as unknown as string)).toMatchObject({ level: 7, wins: 23 });
  expect(ok(replies['load-2'])).toMatchObject({ slot: 2 });
  expect(error(replies['load-empty'])).toMatchObject({ code: 'not_found', status: 404 });
  expect(ok(replies.write)).toMatchObject({ slot: 3, size: 5 });
  expect(error(replies['write-invalid'])).toMatchObject({ code: 'invalid_params', message: expect.stringContaining('"data"') });
  expect(ok(replies['load-3'])).toMatchObject({ slot: 3, data: 'hello' });
  expect(ok(replies.delete)).toBeNull();
  expect(error(replies['load-3-after'])).toMatchObject({ code: 'not_found' });
  expect(ok(replies.clear)).toBeNull();
  expect(ok(replies['saves-after'])).toEqual([]);

  expect(ok(replies.subscribe)).toEqual({ subscribed: true });
  expect(ok(replies.check)).toEqual({ subscribed: true });
  expect(ok(replies.unsubscribe)).toEqual({ subscribed: false });
  expect(ok(replies['check-after'])).toEqual({ subscribed: false });

  expect(ok(replies.unlock)).toMatchObject({ achievement: { slug: 'collector', title: 'Collector' }, unlocked_now: true });
  expect(ok(replies['unlock-again'])).toMatchObject({ unlocked_now: false });
  expect(error(replies['unlock-missing'])).toMatchObject({ code: 'not_found', status: 404 });

  expect(ok(replies.settings)).toEqual({ muteAudio: expect.any(Boolean), reducedMotion: expect.any(Boolean) });
  const invite = new URL(ok(replies.invite).url as unknown as string);
  expect([invite.searchParams.get('orbital_room'), invite.searchParams.get('orbital_team')]).toEqual(['r1', 'blue']);
  expect(ok(replies.session)).toBeNull();
  expect(ok(replies['session-end'])).toBeNull();
  expect(error(replies.unknown)).toMatchObject({ code: 'unknown_method' });
  expect(errors).toEqual([]);
});
