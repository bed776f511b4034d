import '../setup/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { apiRelay } from '@/features/games/sdk/dispatch';
import { trackGamePurchases } from '@/features/games/sdk/purchaseAnalytics';
import { eventLog, setAnalyticsSink } from '@/lib/analytics';
import { pageContract } from '@/features/games/sdk/useGameRelay';
import { createRelay, REFUSALS_PER_TASK, USER_FRESH_MS, type RelayHandlers, type RelayOptions, type RelayTraffic } from '@/features/games/sdk/relay';
import type { RelayReply } from '@/features/games/sdk/wire';
import { ensureDatabase } from '../../mocks/db';
import { server } from '../setup/msw';

/*
 * The relay end to end in jsdom, against the real mock backend (issue 12): requests from the game frame,
 * as a visitor and as `player`, their replies (posted to the frame's origin only, with the request's id),
 * the API errors as protocol codes, the page's own methods, events, traffic, the queue and a flood.
 * Real frames and real origins come in the end-to-end suite; here the frame is a stand-in window.
 */

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await ensureDatabase();
});

const GAME = 'starfall-arena';
/** The real clock, taken before any test fakes timers (fake timers fake performance.now and hrtime too). */
const realNow = performance.now.bind(performance);
const GAME_ORIGIN = 'http://games.orbital.localhost:5173';
const PAGE_ORIGIN = 'http://orbital.localhost:5173';

async function loginAs(login: 'player' | 'premium' | 'developer') {
  await callEndpoint(api(), endpoints['auth.login'], { body: { login, password: 'Orbital!2026', remember: false } });
}

let open: { dispose(): void }[] = [];
afterEach(() => {
  for (const relay of open) relay.dispose();
  open = [];
  vi.useRealTimers();
});

function setup(options: Partial<RelayOptions> = {}) {
  const posted: [RelayReply, string][] = [];
  const frameWindow = { postMessage: vi.fn((message: RelayReply, origin: string) => posted.push([message, origin])) };
  const relay = createRelay({
    frame: { contentWindow: frameWindow },
    pageOrigin: PAGE_ORIGIN,
    productId: 'orbital',
    api: apiRelay(pageContract(), GAME),
    target: null,
    ...options,
  });
  open.push(relay);
  const traffic: RelayTraffic[] = [];
  relay.onTraffic((entry) => traffic.push(entry));
  let next = 0;
  const send = (data: unknown, overrides: Record<string, unknown> = {}) =>
    relay.receive({ origin: GAME_ORIGIN, source: frameWindow, data, ...overrides });
  /** Sends a request and resolves with its reply. */
  async function ask(method: string, params?: unknown): Promise<RelayReply> {
    next += 1;
    const id = `req-${next}`;
    send(params === undefined ? { from: 'orbital', v: 1, id, method } : { from: 'orbital', v: 1, id, method, params });
    return vi.waitFor(() => {
      const reply = posted.find(([m]) => m.id === id);
      if (!reply) throw new Error(`no reply to ${id} (${method}) yet`);
      return reply[0];
    }, { timeout: 5000 });
  }
  return { relay, frameWindow, posted, traffic, send, ask };
}

const envelope = (code: number) =>
  HttpResponse.json({ status: { success: false, code, message: `Failure ${code}.` }, data: null }, { status: code });

const failure = (code: string, extra: Record<string, unknown> = {}) => ({ ok: false, error: { code, ...extra } });

describe('as a visitor', () => {
  it('user.get, the catalog and the leaderboard answer; the defaults apply to non-positive integers', async () => {
    const { ask } = setup();
    expect(await ask('user.get')).toEqual({ from: 'orbital', v: 1, id: 'req-1', ok: true, data: { loggedIn: false } });
    const catalog = await ask('inventory.catalog');
    expect(catalog).toMatchObject({ ok: true });
    expect((catalog as { data: { slug: string }[] }).data.map((i) => i.slug)).toContain('plasma-blade');
    expect(await ask('leaderboards.get', { page: 0, size: -3 })).toMatchObject({ ok: true, data: { current: 1, per_page: 10 } });
    expect(await ask('leaderboards.get', { page: 1, size: 2 })).toMatchObject({ ok: true, data: { per_page: 2 } });
  });

  it('a call that needs an account answers login_required (status 401) and asks the page for its login prompt', async () => {
    const loginRequired = vi.fn();
    const { ask } = setup({ handlers: { loginRequired } });
    expect(await ask('saves.all')).toMatchObject(failure('login_required', { status: 401 }));
    expect(await ask('inventory.purchase', { item: 'plasma-blade' })).toMatchObject(failure('login_required'));
    expect(loginRequired.mock.calls).toEqual([['saves.all'], ['inventory.purchase']]);
  });

  it('handshake: protocol version, product, features, logged out', async () => {
    const features = { multiplayer: true, achievement: true, save: true, leaderboard: true, inventory: false };
    const { ask } = setup({ defaults: { productName: 'Orbital', features } });
    expect(await ask('handshake', { sdk: '1.0.0' })).toEqual({
      from: 'orbital',
      v: 1,
      id: 'req-1',
      ok: true,
      data: { v: 1, product: 'Orbital', features, loggedIn: false },
    });
  });
});

describe('as player', () => {
  it('user.get, saves with default slots, leaderboard score', async () => {
    await loginAs('player');
    const { ask } = setup();
    expect(await ask('user.get')).toMatchObject({ ok: true, data: { loggedIn: true, username: 'player' } });
    expect(await ask('saves.write', { slot: -5, data: 'level=3' })).toMatchObject({ ok: true, data: { slot: 1, size: 7 } });
    expect(await ask('saves.load', { slot: 'one' })).toMatchObject({ ok: true, data: { slot: 1, data: 'level=3' } });
    expect(await ask('saves.delete', { slot: 0 })).toMatchObject({ ok: true, data: null });
    expect(await ask('saves.load')).toMatchObject(failure('not_found', { status: 404 }));
    expect(await ask('leaderboards.postScore', { score: 10 })).toMatchObject({ ok: true, data: { entry: { score: expect.any(Number) } } });
  });

  it('maps the API\'s errors: not_found, insufficient_funds, invalid_params, unknown_method', async () => {
    await loginAs('player'); // 120 coins; the Plasma Blade costs 180
    setAnalyticsSink(eventLog);
    eventLog.clear();
    onTestFinished(() => setAnalyticsSink(undefined));
    const { ask, relay } = setup();
    relay.onTraffic(trackGamePurchases(GAME));
    expect(await ask('inventory.itemUrl', { item: 'golden-sword' })).toMatchObject(failure('not_found', { status: 404 }));
    expect(await ask('achievements.unlock', { achievement: 'win-everything' })).toMatchObject(failure('not_found'));
    const poor = await ask('inventory.purchase', { item: 'plasma-blade', count: 0 });
    expect(poor).toMatchObject(failure('insufficient_funds', { status: 422 }));
    expect(poor).toMatchObject({ error: { message: 'Plasma Blade costs 180 coins, but your balance is 120 coins. Please buy more coins in the shop first.' } });
    expect(await ask('inventory.purchase', { item: 'starter-pack', count: -1 })).toMatchObject({ ok: true, data: { item: { slug: 'starter-pack' } } });
    // The purchase made from the game reaches analytics through the page's traffic listener (spec §7:
    // purchases), with the count the relay defaulted; the refused one does not.
    expect(eventLog.getEvents().filter((e) => e.name === 'purchase').map((e) => e.payload)).toEqual([
      { kind: 'item', amount: 1, via: 'game', game: GAME, item: 'starter-pack' },
    ]);
    expect(await ask('saves.write', { slot: 1, data: 42 })).toMatchObject(failure('invalid_params', { message: expect.stringContaining('"data"') }));
    expect(await ask('saves.nuke')).toMatchObject(failure('unknown_method', { message: 'Unknown method "saves.nuke".' }));
  });
});

describe('every API method, as player', () => {
  it.each<[string, unknown, unknown]>([
    ['user.get', undefined, { loggedIn: true }],
    ['inventory.get', undefined, expect.any(Array)],
    ['inventory.catalog', undefined, expect.any(Array)],
    ['inventory.itemUrl', { item: 'plasma-blade' }, { url: expect.stringMatching(/\/arcade\/games\/starfall-arena\/catalog\/plasma-blade$/) }],
    ['inventory.purchase', { item: 'starter-pack' }, { item: { slug: 'starter-pack' }, balance: 120 }],
    ['leaderboards.get', { page: 1, size: 3 }, { per_page: 3, current: 1 }],
    ['leaderboards.friends', undefined, { per_page: 10 }],
    ['leaderboards.my', undefined, { user: { username: 'player' } }],
    ['leaderboards.postScore', { score: 5 }, { best: expect.any(Boolean) }],
    ['leaderboards.stats', undefined, { players: expect.any(Number) }],
    ['saves.all', undefined, expect.any(Array)],
    ['saves.write', { slot: 3, data: '{}' }, { slot: 3, size: 2 }],
    ['saves.clear', undefined, null],
    ['marketing.check', undefined, { subscribed: expect.any(Boolean) }],
    ['marketing.subscribe', undefined, { subscribed: true }],
    ['marketing.unsubscribe', undefined, { subscribed: false }],
    ['achievements.unlock', { achievement: 'first-blood' }, { achievement: { slug: 'first-blood' }, unlocked_now: expect.any(Boolean) }],
  ])('%s', async (method, params, data) => {
    await loginAs('player');
    const { ask } = setup();
    expect(await ask(method, params)).toMatchObject({ ok: true, data });
  });
});

describe('transport errors', () => {
  const userPath = '*/v1/public/sdk/game/:game/user';

  it.each([
    [419, 'login_required'],
    [429, 'rate_limited'],
    [500, 'server'],
    [503, 'server'],
    [402, 'insufficient_funds'],
  ])('HTTP %i → %s', async (status, code) => {
    server.use(http.get(userPath, () => envelope(status)));
    const { ask } = setup();
    expect(await ask('user.get')).toMatchObject(failure(code, { status, message: `Failure ${status}.` }));
  });

  it('422: insufficient_funds only with the err_insufficient_funds marker, otherwise invalid_params', async () => {
    const purchasePath = '*/v1/private/sdk/game/:game/inventory/purchase';
    const marked = HttpResponse.json({ status: { success: false, code: 422, message: 'Too few coins.', debug: 'err_insufficient_funds' }, data: null }, { status: 422 });
    server.use(http.post(purchasePath, () => marked));
    const { ask } = setup();
    expect(await ask('inventory.purchase', { item: 'plasma-blade' })).toMatchObject(failure('insufficient_funds', { status: 422, message: 'Too few coins.' }));
    server.use(http.post(purchasePath, () => envelope(422)));
    expect(await ask('inventory.purchase', { item: 'plasma-blade' })).toMatchObject(failure('invalid_params', { status: 422, message: 'Failure 422.' }));
  });

  it('a network failure → network', async () => {
    server.use(http.get(userPath, () => HttpResponse.error()));
    const { ask } = setup();
    expect(await ask('user.get')).toMatchObject(failure('network'));
  });
});

/** Counts the API's sdk.user requests from now on. */
function countUserRequests() {
  const seen: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    if (/\/sdk\/game\/[^/]+\/user$/.test(new URL(request.url).pathname)) seen.push(request.url);
  };
  server.events.on('request:start', onRequest);
  return { count: () => seen.length, stop: () => server.events.removeListener('request:start', onRequest) };
}

describe('the user: one request for the asks of a game\'s start (issue 14, time to play)', () => {
  const userPath = '*/v1/public/sdk/game/:game/user';

  it('repeated handshakes and the user.get after them share one request', async () => {
    const requests = countUserRequests();
    const { ask } = setup();
    // The library repeats its handshake until the page answers; the game then asks for the user.
    const replies = await Promise.all([ask('handshake'), ask('handshake'), ask('handshake')]);
    expect(replies.map((r) => r.ok && (r.data as { loggedIn: boolean }).loggedIn)).toEqual([false, false, false]);
    expect(await ask('user.get')).toMatchObject({ ok: true, data: { loggedIn: false } });
    expect(requests.count()).toBe(1);
    requests.stop();
  });

  it('prefetchUser asks as the relay starts, and the game\'s first asks make no request of their own', async () => {
    const requests = countUserRequests();
    const { ask } = setup({ prefetchUser: true });
    await vi.waitFor(() => expect(requests.count()).toBe(1));
    expect(await ask('handshake')).toMatchObject({ ok: true, data: { loggedIn: false } });
    expect(await ask('user.get')).toMatchObject({ ok: true, data: { loggedIn: false } });
    expect(requests.count()).toBe(1);
    requests.stop();
  });

  it(`an answer older than ${USER_FRESH_MS} ms is asked again`, async () => {
    let now = 0;
    const clock = { now: () => now, setTimeout: (f: () => void, ms: number) => setTimeout(f, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) };
    const requests = countUserRequests();
    const { ask } = setup({ clock });
    await ask('user.get');
    now = USER_FRESH_MS - 1;
    await ask('user.get');
    expect(requests.count()).toBe(1);
    now = USER_FRESH_MS + 1;
    await loginAs('player');
    expect(await ask('user.get')).toMatchObject({ ok: true, data: { loggedIn: true, username: 'player' } });
    expect(requests.count()).toBe(2);
    requests.stop();
  });

  it('a failed answer is not kept: the next ask tries again', async () => {
    server.use(http.get(userPath, () => HttpResponse.error(), { once: true }));
    const { ask } = setup();
    expect(await ask('user.get')).toMatchObject(failure('network'));
    expect(await ask('user.get')).toMatchObject({ ok: true, data: { loggedIn: false } });
  });

  it('the page\'s user.changed replaces the answer at once', async () => {
    const { ask, relay } = setup();
    expect(await ask('user.get')).toMatchObject({ ok: true, data: { loggedIn: false } });
    await loginAs('player');
    const requests = countUserRequests();
    const user = { loggedIn: true, alias: 'Player One', username: 'player' };
    relay.sendEvent('user.changed', user);
    expect(await ask('user.get')).toMatchObject({ ok: true, data: user });
    expect(await ask('handshake')).toMatchObject({ ok: true, data: { loggedIn: true } });
    expect(requests.count()).toBe(0);
    requests.stop();
  });
});

describe('replies and events', () => {
  it('every reply goes to the frame\'s own origin, never \'*\', with the request\'s id', async () => {
    const { ask, posted } = setup();
    await ask('user.get');
    await ask('settings.get');
    await ask('saves.nuke');
    expect(posted.map(([m, origin]) => [m.id, origin])).toEqual([
      ['req-1', GAME_ORIGIN],
      ['req-2', GAME_ORIGIN],
      ['req-3', GAME_ORIGIN],
    ]);
  });

  it('forged messages get no reply and make no API call; the traffic says why', async () => {
    const onRequest = vi.fn();
    server.events.on('request:start', onRequest);
    const { send, posted, traffic, relay, ask } = setup();
    const request = { from: 'orbital', v: 1, id: 'f1', method: 'user.get' };
    send(request, { origin: 'http://evilorbital.localhost:5173' });
    send(request, { source: { postMessage: () => {} } });
    send([request]);
    send({ ...request, from: 'nebula' });
    send({ ...request, v: 2 });
    send({ ...request, id: 'x'.repeat(65) });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(posted).toEqual([]);
    expect(onRequest).not.toHaveBeenCalled();
    expect(traffic.map((t) => (t.kind === 'drop' ? t.reason : t.kind))).toEqual(['origin', 'source', 'shape', 'from', 'version', 'id']);
    expect(relay.sendEvent('pause')).toBe(false);
    server.events.removeListener('request:start', onRequest);
    expect(await ask('user.get')).toMatchObject({ ok: true });
  });

  it('a handshake with an unsupported v is answered unsupported_version', () => {
    const { send, posted } = setup();
    send({ from: 'orbital', v: 7, id: 'h1', method: 'handshake' });
    expect(posted).toEqual([
      [{ from: 'orbital', v: 1, id: 'h1', ok: false, error: { code: 'unsupported_version', message: expect.stringContaining('supports version 1') } }, GAME_ORIGIN],
    ]);
  });

  it('events go to the frame origin once the game has spoken; the traffic has requests, replies with ms, events', async () => {
    const { relay, ask, posted, traffic } = setup();
    expect(relay.sendEvent('pause')).toBe(false);
    await ask('settings.get');
    expect(relay.sendEvent('settings.changed', { muteAudio: true, reducedMotion: false })).toBe(true);
    expect(posted.at(-1)).toEqual([{ from: 'orbital', v: 1, event: 'settings.changed', data: { muteAudio: true, reducedMotion: false } }, GAME_ORIGIN]);
    expect(traffic.map((t) => t.kind)).toEqual(['event', 'request', 'reply', 'event']);
    expect(traffic[2]).toMatchObject({ kind: 'reply', id: 'req-1', method: 'settings.get', ms: expect.any(Number) });
    expect(traffic[3]).toMatchObject({ kind: 'event', event: 'settings.changed', delivered: true });
  });

  it('listens on its target window and stops on dispose', async () => {
    const target = new EventTarget();
    const { frameWindow, posted, relay } = setup({ target: target as unknown as Window });
    target.dispatchEvent(Object.assign(new Event('message'), { origin: GAME_ORIGIN, source: frameWindow, data: { from: 'orbital', v: 1, id: 'w1', method: 'settings.get' } }));
    await vi.waitFor(() => expect(posted.map(([m]) => m.id)).toEqual(['w1']));
    relay.dispose();
    target.dispatchEvent(Object.assign(new Event('message'), { origin: GAME_ORIGIN, source: frameWindow, data: { from: 'orbital', v: 1, id: 'w2', method: 'settings.get' } }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(posted.map(([m]) => m.id)).toEqual(['w1']);
  });
});

describe('the page\'s own methods', () => {
  it('go to the injected handlers', async () => {
    const handlers = {
      loading: vi.fn(),
      loaded: vi.fn(),
      happytime: vi.fn(),
      sessionReport: vi.fn(),
      settings: vi.fn(() => ({ muteAudio: true, reducedMotion: true })),
    } satisfies Partial<RelayHandlers>;
    const { ask } = setup({ handlers, defaults: { pageHref: () => `${PAGE_ORIGIN}/arcade/games/${GAME}?orbital_room=old`, frameParamPrefix: 'orbital_' } });
    expect(await ask('game.loading', { progress: 0.5 })).toMatchObject({ ok: true, data: null });
    expect(await ask('game.loaded')).toMatchObject({ ok: true });
    expect(await ask('game.happytime')).toMatchObject({ ok: true });
    expect(await ask('session.report', { state: 'xr-session-start' })).toMatchObject({ ok: true });
    expect(await ask('session.report', { state: 'paused' })).toMatchObject(failure('invalid_params'));
    expect(await ask('settings.get')).toMatchObject({ ok: true, data: { muteAudio: true, reducedMotion: true } });
    expect(await ask('game.inviteLink', { params: { room: 'r42' } })).toMatchObject({
      ok: true,
      data: { url: `${PAGE_ORIGIN}/arcade/games/${GAME}?orbital_room=r42` },
    });
    expect(handlers.loading).toHaveBeenCalledWith(0.5);
    expect(handlers.loaded).toHaveBeenCalledOnce();
    expect(handlers.happytime).toHaveBeenCalledOnce();
    expect(handlers.sessionReport).toHaveBeenCalledExactlyOnceWith('xr-session-start');
  });

  it('a handler that throws answers server, not an exception in the page', async () => {
    const { ask } = setup({ handlers: { loaded: () => { throw new Error('boom'); } } });
    expect(await ask('game.loaded')).toMatchObject(failure('server'));
  });
});

describe('achievements.unlock answers reach the page (toast, confetti, the echo)', () => {
  it('each successful answer, as the game gets it; not a failed one', async () => {
    await loginAs('player');
    const achievementUnlocked = vi.fn();
    const { ask } = setup({ handlers: { achievementUnlocked } });
    const first = await ask('achievements.unlock', { achievement: 'blade-master' });
    expect(first).toMatchObject({ ok: true, data: { unlocked_now: true, achievement: { slug: 'blade-master', title: 'Blade Master' } } });
    expect(await ask('achievements.unlock', { achievement: 'blade-master' })).toMatchObject({ ok: true, data: { unlocked_now: false } });
    expect(await ask('achievements.unlock', { achievement: 'win-everything' })).toMatchObject(failure('not_found'));
    expect(await ask('achievements.unlock', { achievement: 'Not A Slug' })).toMatchObject(failure('invalid_params'));
    expect(await ask('leaderboards.stats')).toMatchObject({ ok: true });
    expect(achievementUnlocked.mock.calls).toEqual([
      [(first as { data: unknown }).data],
      [expect.objectContaining({ unlocked_now: false, achievement: expect.objectContaining({ slug: 'blade-master' }) })],
    ]);
  });

  it('the page failing to celebrate still answers the game ok', async () => {
    const { ask } = setup({ handlers: { achievementUnlocked: () => { throw new Error('no confetti'); } } });
    expect(await ask('achievements.unlock', { achievement: 'collector' })).toMatchObject({ ok: true, data: { unlocked_now: true } });
  });
});

describe('the queue and a flood (decision 13)', () => {
  const clock = {
    now: () => Date.now(),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };

  it('drains 20 requests per 100 ms', async () => {
    vi.useFakeTimers();
    const { send, posted } = setup({ clock });
    for (let i = 0; i < 25; i += 1) send({ from: 'orbital', v: 1, id: `q${i}`, method: 'settings.get' });
    expect(posted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(posted).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(99);
    expect(posted).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted.map(([m]) => m.id)).toEqual(Array.from({ length: 25 }, (_, i) => `q${i}`));
  });

  it('10,000 requests: 256 queued, the rest answered rate_limited at once in batches between tasks; then it answers normally', async () => {
    vi.useFakeTimers();
    const { send, posted, ask } = setup({ clock });
    const started = realNow();
    for (let i = 0; i < 10_000; i += 1) send({ from: 'orbital', v: 1, id: `f${i}`, method: 'settings.get' });
    const elapsedMs = realNow() - started;
    // Each message event only checks and queues (~20 ms for all on a laptop): the flood never blocks the page.
    expect(elapsedMs).toBeLessThan(200);
    expect(posted).toHaveLength(0);
    // The refusals go out on zero-delay tasks, REFUSALS_PER_TASK at a time, so the page's own tasks run between them.
    const fakeStart = clock.now();
    const refusedSoFar = () => posted.filter(([m]) => !m.ok).length;
    const perTask: number[] = [];
    for (let before = 0; refusedSoFar() < 10_000 - 256 && perTask.length < 200; before = refusedSoFar()) {
      await vi.advanceTimersToNextTimerAsync();
      perTask.push(refusedSoFar() - before);
    }
    expect(Math.max(...perTask)).toBe(REFUSALS_PER_TASK);
    expect(perTask.filter((n) => n > 0).length).toBe(Math.ceil((10_000 - 256) / REFUSALS_PER_TASK));
    // All of them before the queue's second drain (100 ms): "at once", not rate-limited themselves.
    expect(clock.now() - fakeStart).toBeLessThan(100);
    const refused = posted.filter(([m]) => !m.ok);
    expect(refused).toHaveLength(10_000 - 256);
    expect(refused.every(([m, origin]) => !m.ok && m.error.code === 'rate_limited' && origin === GAME_ORIGIN)).toBe(true);
    expect(refused.map(([m]) => m.id)).toEqual(Array.from({ length: 10_000 - 256 }, (_, i) => `f${i + 256}`));
    await vi.advanceTimersByTimeAsync(1400);
    expect(posted).toHaveLength(10_000);
    expect(posted.filter(([m]) => m.ok).map(([m]) => m.id)).toEqual(Array.from({ length: 256 }, (_, i) => `f${i}`));
    vi.useRealTimers();
    expect(await ask('settings.get')).toMatchObject({ ok: true });
  });
});
