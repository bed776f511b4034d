/**
 * @vitest-environment-options {"url":"http://localhost:8080/my-game/?level=2"}
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Orbital as OrbitalClass, InitOptions } from './index';

/*
 * Local mode: the game runs on the developer's machine (top-level window, no Orbital frame). Each test
 * imports a fresh copy of the library so the "logs once" state starts clean.
 */
let Orbital: typeof OrbitalClass;
let info: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  vi.resetModules();
  ({ Orbital } = await import('./index'));
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
});

const init = (options: InitOptions = {}) => Orbital.init(options);
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: { code: string }) => e.code);

describe('local mode', () => {
  it('starts outside a frame without posting anything, and logs once however often it starts', async () => {
    const post = vi.spyOn(window, 'postMessage');
    const a = await init();
    const b = await init({ local: true });
    expect([a.mode, b.mode]).toEqual(['local', 'local']);
    expect(post).not.toHaveBeenCalled();
    expect(info.mock.calls).toEqual([['Orbital SDK: local mode']]);
  });

  it('local: true forces local mode inside a frame too', async () => {
    const parent = { postMessage: vi.fn() };
    Object.defineProperty(window, 'parent', { value: parent, configurable: true });
    const orbital = await init({ local: true });
    expect(orbital.mode).toBe('local');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('as a visitor: user.get says logged out, account methods answer login_required, public ones work', async () => {
    const orbital = await init({ local: { user: null } });
    expect(orbital.loggedIn).toBe(false);
    await expect(orbital.user.get()).resolves.toEqual({ loggedIn: false });
    for (const call of [
      orbital.saves.all(),
      orbital.saves.write(1, 'x'),
      orbital.inventory.get(),
      orbital.inventory.purchase('sword'),
      orbital.leaderboards.my(),
      orbital.leaderboards.postScore(5),
      orbital.leaderboards.friends(),
      orbital.marketing.check(),
    ]) {
      await expect(codeOf(call)).resolves.toBe('login_required');
    }
    expect((await orbital.inventory.catalog()).map((i) => i.slug)).toEqual(['sword', 'shield']);
    await expect(orbital.leaderboards.get()).resolves.toMatchObject({ total: 0, current: 1, per_page: 10, items: [] });
    await expect(orbital.achievements.unlock('first-blood')).resolves.toMatchObject({ unlocked_now: true });
  });

  it('logged in: the same shapes as the portal, with state kept in memory', async () => {
    const orbital = await init({ local: { user: { alias: 'Ada', username: 'ada' }, balance: 250 } });
    expect(orbital.loggedIn).toBe(true);
    expect(await orbital.user.get()).toEqual({
      loggedIn: true,
      id: 1,
      alias: 'Ada',
      username: 'ada',
      premium: false,
      avatar: { tn: null, sm: null, sd: null },
    });

    // Saves: write, list (without data), load, not_found for an empty slot, delete, clear.
    expect(await orbital.saves.write(2, '{"level":3}')).toMatchObject({ slot: 2, size: 11, date: { updated: expect.any(String) } });
    await orbital.saves.write(1, 'a');
    expect((await orbital.saves.all()).map((s) => [s.slot, 'data' in s])).toEqual([[1, false], [2, false]]);
    expect(await orbital.saves.load(2)).toMatchObject({ slot: 2, data: '{"level":3}' });
    await expect(codeOf(orbital.saves.load(3))).resolves.toBe('not_found');
    await orbital.saves.delete(2);
    await expect(codeOf(orbital.saves.load(2))).resolves.toBe('not_found');
    await orbital.saves.clear();
    expect(await orbital.saves.all()).toEqual([]);

    // Leaderboard: the personal best is kept; pages use the spec's defaults for non-positive integers.
    expect(await orbital.leaderboards.postScore(1200)).toMatchObject({ best: true, entry: { rank: 1, score: 1200, user: { alias: 'Ada' } } });
    expect(await orbital.leaderboards.postScore(800)).toMatchObject({ best: false, entry: { score: 1200 } });
    expect(await orbital.leaderboards.get({ page: -1, size: 0 })).toMatchObject({ total: 1, from: 1, to: 1, current: 1, per_page: 10 });
    expect(await orbital.leaderboards.stats()).toEqual({ players: 1, top: 1200, average: 1200 });
    expect(await orbital.leaderboards.my()).toMatchObject({ score: 1200 });

    // Inventory: coins are charged, too few coins answer insufficient_funds, unknown items not_found.
    expect(await orbital.inventory.purchase('sword', 2)).toMatchObject({ balance: 50, item: { slug: 'sword', count: 2 } });
    await expect(codeOf(orbital.inventory.purchase('shield'))).resolves.toBe('insufficient_funds');
    await expect(codeOf(orbital.inventory.purchase('nope'))).resolves.toBe('not_found');
    expect((await orbital.inventory.get()).map((i) => [i.slug, i.count])).toEqual([['sword', 2]]);
    expect(await orbital.inventory.itemUrl('shield')).toEqual({ url: 'http://localhost:8080/arcade/games/local-game/catalog/shield' });

    // Marketing, achievements, invite links, settings.
    expect(await orbital.marketing.subscribe()).toEqual({ subscribed: true });
    expect(await orbital.marketing.check()).toEqual({ subscribed: true });
    expect(await orbital.achievements.unlock('first-blood')).toMatchObject({ unlocked_now: true, achievement: { slug: 'first-blood' } });
    expect(await orbital.achievements.unlock('first-blood')).toMatchObject({ unlocked_now: false });
    expect(await orbital.game.inviteLink({ room: 'r 1' })).toEqual({ url: 'http://localhost:8080/my-game/?level=2&orbital_room=r+1' });
    await expect(codeOf(orbital.game.inviteLink({ Room: 'x' }))).resolves.toBe('invalid_params');
    expect(await orbital.settings.get()).toEqual({ muteAudio: false, reducedMotion: false });
    await expect(orbital.session.start()).resolves.toBeNull();
    await expect(orbital.game.loaded()).resolves.toBeNull();
  });

  it('answers after the configured latency', async () => {
    vi.useFakeTimers();
    const orbital = await init({ local: { latency: 300 } });
    let answer: unknown;
    void orbital.user.get().then((u) => (answer = u));
    await vi.advanceTimersByTimeAsync(299);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toMatchObject({ loggedIn: true });
  });

  it('fails the configured methods with the configured codes as OrbitalError', async () => {
    const orbital = await init({ local: { fail: { 'saves.write': 'server', 'user.get': 'network' } } });
    const error = await orbital.saves.write(1, 'x').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'OrbitalError', code: 'server' });
    await expect(codeOf(orbital.user.get())).resolves.toBe('network');
    await expect(codeOf(orbital.saves.all())).resolves.toBe('resolved');
  });

  it('the WebXR helper ends the session on login_required in local mode too', async () => {
    const orbital = await init({ local: { user: null } });
    const xr = Object.assign(new EventTarget(), { visibilityState: 'visible', end: vi.fn(async () => {}) });
    orbital.session.track(xr);
    await expect(codeOf(orbital.saves.write(1, 'x'))).resolves.toBe('login_required');
    expect(xr.end).toHaveBeenCalledTimes(1);
  });

  it('ads.break: no ad outside Orbital, the reward of a rewarded break after the latency; a midgame one is never rewarded', async () => {
    vi.useFakeTimers();
    const orbital = await init({ local: { latency: 200 } });
    let answer: unknown;
    void orbital.ads.break('rewarded').then((r) => (answer = r));
    await vi.advanceTimersByTimeAsync(199);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ shown: false, rewarded: true });
    const midgame = orbital.ads.break('midgame');
    await vi.advanceTimersByTimeAsync(200);
    await expect(midgame).resolves.toEqual({ shown: false, rewarded: false });
  });
});
