/**
 * @vitest-environment-options {"url":"http://games.orbital.localhost:5173/play/starfall/"}
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Orbital, OrbitalError, type XRSessionLike } from './index';
import type { RequestMessage } from './protocol';

/*
 * The game runs at games.orbital.localhost; its parent is a real jsdom window (an iframe's) standing in for
 * the game page at orbital.localhost. Replies are MessageEvents dispatched on the game's window with the
 * origin and source under test.
 */
const PAGE = 'http://orbital.localhost:5173';
const HANDSHAKE = { v: 1, product: 'Orbital', features: { multiplayer: false, achievement: true, save: true, leaderboard: true, inventory: true }, loggedIn: true };

let parentWindow: Window;
let otherWindow: Window;
let posted: Array<{ message: RequestMessage; target: string }>;
const instances: Orbital[] = [];

function frame(): Window {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  return iframe.contentWindow!;
}

beforeEach(() => {
  parentWindow = frame();
  otherWindow = frame();
  posted = [];
  Object.defineProperty(window, 'parent', { value: parentWindow, configurable: true });
  vi.spyOn(parentWindow, 'postMessage').mockImplementation(((message: RequestMessage, target: string) => {
    posted.push({ message, target });
  }) as typeof parentWindow.postMessage);
});

afterEach(() => {
  for (const o of instances.splice(0)) o.destroy();
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
  document.body.replaceChildren();
  vi.useRealTimers();
});

function send(data: unknown, { origin = PAGE, source = parentWindow as Window | null } = {}) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}
const reply = (id: string, data: unknown, options?: Parameters<typeof send>[1]) =>
  send({ from: 'orbital', v: 1, id, ok: true, data }, options);
const last = () => posted.at(-1)!;

async function connect(options = {}): Promise<Orbital> {
  const init = Orbital.init(options);
  reply(last().message.id, HANDSHAKE);
  const orbital = await init;
  instances.push(orbital);
  posted = [];
  return orbital;
}

describe('handshake', () => {
  it('posts the handshake with "*" (it carries nothing secret) and pins the replying parent origin', async () => {
    const init = Orbital.init();
    const hello = last();
    expect(hello.target).toBe('*');
    expect(hello.message).toEqual({ from: 'orbital', v: 1, id: expect.any(String), method: 'handshake', params: { sdk: '1.2.0' } });
    reply(hello.message.id, HANDSHAKE);
    const orbital = await init;
    instances.push(orbital);
    expect(orbital.mode).toBe('portal');
    expect(orbital.loggedIn).toBe(true);
    expect(orbital.features.save).toBe(true);

    void orbital.user.get();
    expect(last().target).toBe(PAGE);
    expect(last().message).toMatchObject({ from: 'orbital', v: 1, method: 'user.get' });
    expect(last().message).not.toHaveProperty('params');
  });

  it('ignores handshake replies from a wrong origin, a look-alike host, another window or with a wrong id', async () => {
    const init = Orbital.init({ handshakeTimeout: 5000 });
    const { id } = last().message;
    let done = false;
    void init.then(() => (done = true));
    reply(id, HANDSHAKE, { origin: 'https://evil.example' });
    reply(id, HANDSHAKE, { origin: 'http://evilorbital.localhost:5173' });
    reply(id, HANDSHAKE, { origin: 'http://games.orbital.localhost.evil.example' });
    reply(id, HANDSHAKE, { origin: 'null' });
    reply(id, HANDSHAKE, { source: otherWindow });
    reply(id, HANDSHAKE, { source: null });
    reply('someone-else', HANDSHAKE);
    send({ from: 'orbital', v: 2, id, ok: true, data: HANDSHAKE });
    send({ from: 'evil', v: 1, id, ok: true, data: HANDSHAKE });
    send('not an object');
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);

    reply(id, HANDSHAKE);
    instances.push(await init);
    expect(done).toBe(true);
  });

  it('speaks another product id when given one (the `from` of every message both ways); the default is orbital', async () => {
    const init = Orbital.init({ product: 'acme', handshakeTimeout: 5000 });
    const hello = last().message;
    expect(hello).toMatchObject({ from: 'acme', v: 1, method: 'handshake' });
    let done = false;
    void init.then(() => (done = true));
    reply(hello.id, HANDSHAKE); // from 'orbital': not this portal's
    await Promise.resolve();
    expect(done).toBe(false);
    send({ from: 'acme', v: 1, id: hello.id, ok: true, data: HANDSHAKE });
    const orbital = await init;
    instances.push(orbital);
    const user = orbital.user.get();
    const { message } = last();
    expect(message).toMatchObject({ from: 'acme', method: 'user.get' });
    reply(message.id, { loggedIn: false });
    send({ from: 'acme', v: 1, id: message.id, ok: true, data: { loggedIn: true, username: 'player' } });
    await expect(user).resolves.toEqual({ loggedIn: true, username: 'player' });
  });

  it('repeats the handshake every 250 ms until the page answers, and any of its ids is accepted', async () => {
    vi.useFakeTimers();
    const init = Orbital.init();
    const first = last().message.id;
    vi.advanceTimersByTime(600);
    const hellos = posted.filter((p) => p.message.method === 'handshake');
    expect(hellos).toHaveLength(3);
    expect(new Set(hellos.map((h) => h.message.id)).size).toBe(3);
    reply(first, HANDSHAKE);
    const orbital = await init;
    instances.push(orbital);
    vi.advanceTimersByTime(1000);
    expect(posted.filter((p) => p.message.method === 'handshake')).toHaveLength(3);
  });

  it('rejects with unsupported_version when the page does not speak version 1', async () => {
    const init = Orbital.init();
    send({ from: 'orbital', v: 1, id: last().message.id, ok: false, error: { code: 'unsupported_version', message: 'Supported versions: 2' } });
    const error = await init.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrbitalError);
    expect(error).toMatchObject({ code: 'unsupported_version', message: 'Supported versions: 2' });
  });

  it('falls back to local mode when no page answers in time', async () => {
    vi.useFakeTimers();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const init = Orbital.init({ handshakeTimeout: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    const orbital = await init;
    expect(orbital.mode).toBe('local');
    expect(info.mock.calls.flat().join(' ')).toMatch(/local mode/);
    // Late replies of the page are ignored once local mode runs.
    const count = posted.length;
    reply(posted[0]!.message.id, HANDSHAKE);
    expect(posted).toHaveLength(count);
  });

  it("waits another handshakeTimeout each time the page says its relay is starting (handshake.pending), and connects when it answers", async () => {
    vi.useFakeTimers();
    const init = Orbital.init({ handshakeTimeout: 1000 });
    for (let i = 0; i < 5; i += 1) {
      await vi.advanceTimersByTimeAsync(900);
      send({ from: 'orbital', v: 1, event: 'handshake.pending' });
    }
    // 4.5 s in, far past the timeout: still asking.
    await vi.advanceTimersByTimeAsync(900);
    expect(last().message.method).toBe('handshake');
    reply(last().message.id, HANDSHAKE);
    const orbital = await init;
    instances.push(orbital);
    expect(orbital.mode).toBe('portal');
  });

  it('takes handshake.pending only from the parent, at a parent domain, for its product and version; then gives up a handshakeTimeout after the last', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const init = Orbital.init({ handshakeTimeout: 1000 });
    const pending = { from: 'orbital', v: 1, event: 'handshake.pending' };
    await vi.advanceTimersByTimeAsync(900);
    send(pending, { origin: 'http://evilorbital.localhost:5173' });
    send(pending, { source: otherWindow });
    send({ ...pending, from: 'acme' });
    send({ ...pending, v: 2 });
    await vi.advanceTimersByTimeAsync(100);
    expect((await init).mode).toBe('local');
  });

  it('gives up a handshakeTimeout after the last handshake.pending when the relay never answers', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    let settled = false;
    const init = Orbital.init({ handshakeTimeout: 1000 }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(800);
    send({ from: 'orbital', v: 1, event: 'handshake.pending' });
    await vi.advanceTimersByTimeAsync(900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect((await init).mode).toBe('local');
  });
});

describe('calls', () => {
  it('resolves with the reply carrying the request id; ids are unique and at most 64 characters', async () => {
    const orbital = await connect();
    const a = orbital.leaderboards.postScore(1200);
    const b = orbital.saves.write(2, '{"level":3}');
    const [pa, pb] = posted;
    expect(pa!.message).toMatchObject({ method: 'leaderboards.postScore', params: { score: 1200 } });
    expect(pb!.message).toMatchObject({ method: 'saves.write', params: { slot: 2, data: '{"level":3}' } });
    expect(pa!.message.id).not.toBe(pb!.message.id);
    for (const p of posted) expect(p.message.id.length).toBeLessThanOrEqual(64);
    reply(pb!.message.id, { slot: 2 });
    reply(pa!.message.id, { best: true });
    await expect(a).resolves.toEqual({ best: true });
    await expect(b).resolves.toEqual({ slot: 2 });
  });

  it('ignores replies from another origin (even a parent domain), another window, the wrong from or version', async () => {
    const orbital = await connect();
    let result: unknown = 'pending';
    void orbital.user.get().then((r) => (result = r));
    const { id } = last().message;
    reply(id, 'from localhost', { origin: 'http://localhost:5173' });
    reply(id, 'from evil', { origin: 'https://evil.example' });
    reply(id, 'from another frame', { source: otherWindow });
    send({ from: 'orbital', v: 2, id, ok: true, data: 'v2' });
    send({ from: 'other', v: 1, id, ok: true, data: 'other' });
    send(null);
    await Promise.resolve();
    expect(result).toBe('pending');
    reply(id, { loggedIn: false });
    await vi.waitFor(() => expect(result).toEqual({ loggedIn: false }));
  });

  it('rejects with OrbitalError timeout after the configured timeout; a late reply changes nothing', async () => {
    vi.useFakeTimers();
    const orbital = await connect({ timeout: 3000 });
    const call = orbital.settings.get().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2999);
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error).toBeInstanceOf(OrbitalError);
    expect(error).toMatchObject({ code: 'timeout', message: expect.stringContaining('settings.get') });
    expect(() => reply(posted[0]!.message.id, {})).not.toThrow();
  });

  it('maps error replies to OrbitalError with code, message and status', async () => {
    const orbital = await connect();
    const buy = orbital.inventory.purchase('sword', 3).catch((e: unknown) => e);
    expect(last().message.params).toEqual({ item: 'sword', count: 3 });
    send({ from: 'orbital', v: 1, id: last().message.id, ok: false, error: { code: 'insufficient_funds', message: 'Not enough coins.', status: 422 } });
    const error = (await buy) as OrbitalError;
    expect(error).toBeInstanceOf(OrbitalError);
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message, error.status]).toEqual(['OrbitalError', 'insufficient_funds', 'Not enough coins.', 422]);

    const load = orbital.saves.load(9).catch((e: unknown) => e);
    send({ from: 'orbital', v: 1, id: last().message.id, ok: false });
    expect(await load).toMatchObject({ code: 'server', status: undefined });
  });

  it('validates invite-link params before sending: ≤ 10 keys [a-z0-9_]{1,32}, string values ≤ 200 characters', async () => {
    const orbital = await connect();
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v']));
    const bad: unknown[] = [many, { Room: 'a' }, { '': 'a' }, { ['k'.repeat(33)]: 'a' }, { room: 'x'.repeat(201) }, { room: 7 }, null, ['a']];
    for (const params of bad) {
      const error = await orbital.game.inviteLink(params as Record<string, string>).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'invalid_params' });
    }
    expect(posted).toHaveLength(0);

    const ok = { room: 'x'.repeat(200), ['k'.repeat(32)]: '', team_2: 'red' };
    void orbital.game.inviteLink(ok);
    expect(last().message).toMatchObject({ method: 'game.inviteLink', params: { params: ok } });
  });

  it('sends every namespace method under its protocol name', async () => {
    const orbital = await connect();
    const calls: Array<[() => Promise<unknown>, string, unknown]> = [
      [() => orbital.inventory.get(), 'inventory.get', undefined],
      [() => orbital.inventory.catalog(), 'inventory.catalog', undefined],
      [() => orbital.inventory.itemUrl('sword'), 'inventory.itemUrl', { item: 'sword' }],
      [() => orbital.inventory.purchase('sword'), 'inventory.purchase', { item: 'sword', count: 1 }],
      [() => orbital.leaderboards.get({ page: 2, size: 5 }), 'leaderboards.get', { page: 2, size: 5 }],
      [() => orbital.leaderboards.friends(), 'leaderboards.friends', {}],
      [() => orbital.leaderboards.my(), 'leaderboards.my', undefined],
      [() => orbital.leaderboards.stats(), 'leaderboards.stats', undefined],
      [() => orbital.saves.all(), 'saves.all', undefined],
      [() => orbital.saves.load(1), 'saves.load', { slot: 1 }],
      [() => orbital.saves.delete(1), 'saves.delete', { slot: 1 }],
      [() => orbital.saves.clear(), 'saves.clear', undefined],
      [() => orbital.marketing.check(), 'marketing.check', undefined],
      [() => orbital.marketing.subscribe(), 'marketing.subscribe', undefined],
      [() => orbital.marketing.unsubscribe(), 'marketing.unsubscribe', undefined],
      [() => orbital.achievements.unlock('first-blood'), 'achievements.unlock', { achievement: 'first-blood' }],
      [() => orbital.game.loading(0.5), 'game.loading', { progress: 0.5 }],
      [() => orbital.game.loading(7), 'game.loading', { progress: 1 }],
      [() => orbital.game.loaded(), 'game.loaded', undefined],
      [() => orbital.game.happytime(), 'game.happytime', undefined],
      [() => orbital.settings.get(), 'settings.get', undefined],
      [() => orbital.session.start(), 'session.report', { state: 'start' }],
      [() => orbital.session.end(), 'session.report', { state: 'end' }],
      [() => orbital.ads.break('midgame'), 'ads.break', { type: 'midgame' }],
    ];
    for (const [call, method, params] of calls) {
      void call();
      await Promise.resolve(); // ads.break posts after its checks' microtask
      expect(last().message.method).toBe(method);
      expect(last().message.params).toEqual(params);
      reply(last().message.id, null);
    }
  });
});

describe('destroy', () => {
  it('stops listening: pending and later calls time out, events reach no handler', async () => {
    vi.useFakeTimers();
    const orbital = await connect({ timeout: 1000 });
    const pause = vi.fn();
    orbital.on('pause', pause);
    const pending = orbital.user.get().catch((e: unknown) => e);
    const { id } = last().message;
    orbital.destroy();
    reply(id, { loggedIn: true });
    send({ from: 'orbital', v: 1, event: 'pause' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ code: 'timeout' });
    expect(pause).not.toHaveBeenCalled();
  });
});

describe('events', () => {
  it('delivers events to handlers until unsubscribed; ignores events from elsewhere; keeps loggedIn current', async () => {
    const orbital = await connect();
    const pause = vi.fn();
    const settings = vi.fn();
    const stop = orbital.on('pause', pause);
    orbital.on('settings.changed', settings);
    send({ from: 'orbital', v: 1, event: 'pause' });
    send({ from: 'orbital', v: 1, event: 'settings.changed', data: { muteAudio: true, reducedMotion: false } });
    send({ from: 'orbital', v: 1, event: 'pause' }, { origin: 'https://evil.example' });
    send({ from: 'orbital', v: 1, event: 'pause' }, { source: otherWindow });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(settings).toHaveBeenCalledWith({ muteAudio: true, reducedMotion: false });

    stop();
    send({ from: 'orbital', v: 1, event: 'pause' });
    expect(pause).toHaveBeenCalledTimes(1);

    send({ from: 'orbital', v: 1, event: 'user.changed', data: { loggedIn: false } });
    expect(orbital.loggedIn).toBe(false);
  });

  it('a throwing handler does not keep the others from running', async () => {
    const orbital = await connect();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    orbital.on('resume', () => {
      throw new Error('game bug');
    });
    orbital.on('resume', second);
    send({ from: 'orbital', v: 1, event: 'resume' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
  });
});

class FakeXRSession extends EventTarget implements XRSessionLike {
  visibilityState = 'visible';
  end = vi.fn(async () => {
    this.dispatchEvent(new Event('end'));
  });
  show(state: string) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

const states = () => posted.filter((p) => p.message.method === 'session.report').map((p) => (p.message.params as { state: string }).state);

describe('session.track (WebXR)', () => {
  it('reports xr-session-start, each visibility state and end, then stops listening', async () => {
    const orbital = await connect();
    const xr = new FakeXRSession();
    orbital.session.track(xr);
    xr.show('visible-blurred');
    xr.show('hidden');
    xr.show('visible');
    xr.show('something-new');
    xr.dispatchEvent(new Event('end'));
    xr.show('hidden');
    expect(states()).toEqual(['xr-session-start', 'visible-blurred', 'hidden', 'visible', 'end']);
  });

  it('ends the XR session when any call answers login_required while tracking, not after stop', async () => {
    const orbital = await connect();
    const xr = new FakeXRSession();
    const stop = orbital.session.track(xr);
    const save = orbital.saves.write(1, 'x').catch((e: unknown) => e);
    send({ from: 'orbital', v: 1, id: last().message.id, ok: false, error: { code: 'login_required', message: 'Log in', status: 401 } });
    expect(await save).toMatchObject({ code: 'login_required' });
    expect(xr.end).toHaveBeenCalledTimes(1);
    expect(states()).toEqual(['xr-session-start', 'end']);

    const again = new FakeXRSession();
    orbital.session.track(again)();
    const other = orbital.saves.all().catch((e: unknown) => e);
    send({ from: 'orbital', v: 1, id: last().message.id, ok: false, error: { code: 'login_required', message: 'Log in' } });
    await other;
    expect(again.end).not.toHaveBeenCalled();
    stop();
  });

  it('other errors do not end the XR session', async () => {
    const orbital = await connect();
    const xr = new FakeXRSession();
    orbital.session.track(xr);
    const call = orbital.saves.load(3).catch((e: unknown) => e);
    send({ from: 'orbital', v: 1, id: last().message.id, ok: false, error: { code: 'not_found', message: 'Empty', status: 404 } });
    await call;
    expect(xr.end).not.toHaveBeenCalled();
  });
});

/** The browser's transient activation as navigator.userActivation says it (null: no such API). */
const activation = (isActive: boolean | null) =>
  Object.defineProperty(navigator, 'userActivation', { value: isActive === null ? undefined : { isActive }, configurable: true });
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('ads.break', () => {
  afterEach(() => activation(null));

  it('refuses a rewarded break without the player\'s activation, without asking the page; midgame needs none', async () => {
    const orbital = await connect();
    activation(false);
    const error = await orbital.ads.break('rewarded').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrbitalError);
    expect(error).toMatchObject({ code: 'invalid_params', message: expect.stringContaining("player's action") });
    expect(posted).toHaveLength(0);

    void orbital.ads.break('midgame');
    await flush();
    expect(last().message).toMatchObject({ method: 'ads.break', params: { type: 'midgame' } });
    activation(true);
    const rewarded = orbital.ads.break('rewarded');
    await flush();
    expect(last().message).toMatchObject({ method: 'ads.break', params: { type: 'rewarded' } });
    reply(last().message.id, { shown: true, rewarded: true });
    await expect(rewarded).resolves.toEqual({ shown: true, rewarded: true });
  });

  it('asks without the check where the browser has no userActivation API', async () => {
    const orbital = await connect();
    void orbital.ads.break('rewarded');
    await flush();
    expect(last().message).toMatchObject({ method: 'ads.break', params: { type: 'rewarded' } });
  });

  it('waits 120 s for the answer, not the 10-s call timeout', async () => {
    vi.useFakeTimers();
    const orbital = await connect();
    const call = orbital.ads.break('midgame').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void call.then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ code: 'timeout', message: expect.stringContaining('ads.break') });
  });

  it('ends a tracked XR session and reports its end before asking for the break', async () => {
    const orbital = await connect();
    const xr = new FakeXRSession();
    // A browser may fire the session's 'end' event after end() resolves: the library reports it anyway.
    xr.end = vi.fn(async () => {});
    orbital.session.track(xr);
    void orbital.ads.break('midgame');
    await flush();
    expect(xr.end).toHaveBeenCalledTimes(1);
    expect(posted.map((p) => p.message.method)).toEqual(['session.report', 'session.report', 'ads.break']);
    expect(states()).toEqual(['xr-session-start', 'end']);
    xr.dispatchEvent(new Event('end'));
    expect(states()).toEqual(['xr-session-start', 'end']);

    void orbital.ads.break('midgame');
    await flush();
    expect(xr.end).toHaveBeenCalledTimes(1);
  });
});
