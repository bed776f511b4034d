import { describe, expect, it, vi } from 'vitest';
import { MIDGAME_BREAK_INTERVAL_MS } from '@orbital/sdk/protocol';
import { createAdBreaks, type AdBreakDeps } from '@/features/games/sdk/adBreaks';
import { createRelay } from '@/features/games/sdk/relay';
import type { XrState } from '@/features/games/sdk/session';
import type { RelayReply } from '@/features/games/sdk/wire';

/*
 * The rules of a game's ad breaks (issue 16; docs/sdk/protocol.md › Ad breaks), on a fake clock and a fake
 * overlay ad: who gets the reward without an ad, the midgame interval, the XR guard, one break at a time,
 * and pause → ad → resume → answer.
 */

function setup(overrides: Partial<AdBreakDeps> = {}) {
  const log: string[] = [];
  let time = 1_000_000;
  let xr: XrState = 'idle';
  /** The ad on screen: resolve it to close the overlay. */
  let closeAd: ((result: { completed: boolean }) => void) | null = null;
  const deps: AdBreakDeps = {
    isPremium: () => false,
    adsDisabled: false,
    adsEnabled: () => true,
    xrState: () => xr,
    now: () => time,
    sendEvent: (name) => log.push(name),
    showAd: vi.fn((type) => {
      log.push(`ad:${type}`);
      return new Promise<{ completed: boolean }>((resolve) => (closeAd = resolve));
    }),
    ...overrides,
  };
  const adBreak = createAdBreaks(deps);
  return {
    deps,
    log,
    adBreak,
    advance: (ms: number) => (time += ms),
    setXr: (state: XrState) => (xr = state),
    /** Runs a break whose ad is watched to the end (`completed`) or not. */
    async watch(type: 'midgame' | 'rewarded', completed = true) {
      const answer = adBreak(type);
      await vi.waitFor(() => expect(closeAd).not.toBeNull());
      closeAd!({ completed });
      closeAd = null;
      return answer;
    },
  };
}

const NOTHING = { shown: false, rewarded: false };

describe('ads.break: who sees no ad', () => {
  it.each([
    ['a premium player', { isPremium: () => true }],
    ['a game with ads_disabled', { adsDisabled: true }],
    ['a build without ads (the flag off)', { adsEnabled: () => false }],
  ])('%s: a rewarded break is the reward without an ad, a midgame one nothing; no events', async (_, overrides) => {
    const { adBreak, log, deps } = setup(overrides);
    await expect(adBreak('rewarded')).resolves.toEqual({ shown: false, rewarded: true });
    await expect(adBreak('midgame')).resolves.toEqual(NOTHING);
    expect(log).toEqual([]);
    expect(deps.showAd).not.toHaveBeenCalled();
  });

  it('reads premium at each break (a player who buys it meanwhile)', async () => {
    let premium = false;
    const { adBreak, watch } = setup({ isPremium: () => premium });
    await expect(watch('rewarded')).resolves.toEqual({ shown: true, rewarded: true });
    premium = true;
    await expect(adBreak('rewarded')).resolves.toEqual({ shown: false, rewarded: true });
  });

  it('no overlay ad on the page (showAd absent): no ad, no reward, no events', async () => {
    const { adBreak, log } = setup({ showAd: undefined });
    await expect(adBreak('rewarded')).resolves.toEqual(NOTHING);
    await expect(adBreak('midgame')).resolves.toEqual(NOTHING);
    expect(log).toEqual([]);
  });
});

describe('ads.break: an ad shown', () => {
  it('pauses the game, shows the ad, resumes it, then answers', async () => {
    const { log, watch } = setup();
    const answer = await watch('rewarded');
    expect(answer).toEqual({ shown: true, rewarded: true });
    expect(log).toEqual(['pause', 'ad:rewarded', 'resume']);
  });

  it('answers only after the ad is gone', async () => {
    const { adBreak, log } = setup();
    let answered = false;
    void adBreak('midgame').then(() => (answered = true));
    await vi.waitFor(() => expect(log).toEqual(['pause', 'ad:midgame']));
    await Promise.resolve();
    expect(answered).toBe(false);
  });

  it('a midgame break is never rewarded', async () => {
    const { watch } = setup();
    await expect(watch('midgame')).resolves.toEqual({ shown: true, rewarded: false });
  });

  it('an ad that could not be shown (none, blocked, no consent): no reward, the game resumed', async () => {
    const { log, watch } = setup();
    await expect(watch('rewarded', false)).resolves.toEqual(NOTHING);
    expect(log).toEqual(['pause', 'ad:rewarded', 'resume']);
  });

  it('an overlay that fails: no reward, and the game is not left paused', async () => {
    const { adBreak, log } = setup({ showAd: () => Promise.reject(new Error('overlay failed')) });
    await expect(adBreak('rewarded')).resolves.toEqual(NOTHING);
    expect(log).toEqual(['pause', 'resume']);
  });

  it('no resume while the page covers the game (its own resume follows when uncovered)', async () => {
    const { log, watch } = setup({ covered: () => true });
    await watch('midgame');
    expect(log).toEqual(['pause', 'ad:midgame']);
  });
});

describe('ads.break: a midgame ad at most once every 3 minutes', () => {
  it('counts from the end of the last ad a break showed', async () => {
    const { adBreak, advance, watch, log } = setup();
    await expect(watch('midgame')).resolves.toEqual({ shown: true, rewarded: false });
    advance(MIDGAME_BREAK_INTERVAL_MS - 1);
    log.length = 0;
    await expect(adBreak('midgame')).resolves.toEqual(NOTHING);
    expect(log).toEqual([]);
    advance(1);
    await expect(watch('midgame')).resolves.toEqual({ shown: true, rewarded: false });
  });

  it('the interval is 3 minutes', () => {
    expect(MIDGAME_BREAK_INTERVAL_MS).toBe(180_000);
  });

  it('a rewarded ad restarts the wait for a midgame one, but is not limited itself', async () => {
    const { adBreak, advance, watch } = setup();
    await watch('rewarded');
    advance(60_000);
    await expect(adBreak('midgame')).resolves.toEqual(NOTHING);
    await expect(watch('rewarded')).resolves.toEqual({ shown: true, rewarded: true });
  });

  it('a break that showed no ad does not start the wait', async () => {
    const { watch } = setup();
    await watch('midgame', false);
    await expect(watch('midgame')).resolves.toEqual({ shown: true, rewarded: false });
  });
});

describe('ads.break: never in VR, one at a time', () => {
  it.each<XrState>(['started', 'visible'])('the game\'s XR state %s: no ad', async (state) => {
    const { adBreak, setXr, log } = setup();
    setXr(state);
    await expect(adBreak('rewarded')).resolves.toEqual(NOTHING);
    expect(log).toEqual([]);
  });

  it.each<XrState>(['idle', 'ended', 'hidden', 'visible-blurred'])('the game\'s XR state %s: the ad is shown', async (state) => {
    const { setXr, watch } = setup();
    setXr(state);
    await expect(watch('rewarded')).resolves.toEqual({ shown: true, rewarded: true });
  });

  it('a second break while one shows its ad is answered no ad at once', async () => {
    const { adBreak, watch, log } = setup();
    const first = watch('rewarded');
    await vi.waitFor(() => expect(log).toContain('ad:rewarded'));
    await expect(adBreak('rewarded')).resolves.toEqual(NOTHING);
    await expect(first).resolves.toEqual({ shown: true, rewarded: true });
    expect(log).toEqual(['pause', 'ad:rewarded', 'resume']);
  });
});

/** A relay with the page's `adBreak` handler (or the default), and a way to ask it for a break. */
function relayWith(adBreak?: (type: 'midgame' | 'rewarded') => Promise<{ shown: boolean; rewarded: boolean }>) {
  const posted: RelayReply[] = [];
  const frameWindow = { postMessage: (message: RelayReply) => posted.push(message) };
  const relay = createRelay({
    frame: { contentWindow: frameWindow },
    pageOrigin: 'http://orbital.localhost:5173',
    productId: 'orbital',
    api: { call: () => Promise.reject(new Error('no API here')), error: () => ({ code: 'server', message: 'no' }) },
    target: null,
    ...(adBreak ? { handlers: { adBreak } } : {}),
  });
  let n = 0;
  const ask = async (params: unknown) => {
    const id = `ad-${(n += 1)}`;
    relay.receive({ origin: 'http://games.orbital.localhost:5173', source: frameWindow, data: { from: 'orbital', v: 1, id, method: 'ads.break', params } });
    return vi.waitFor(() => posted.find((m) => m.id === id) ?? Promise.reject(new Error('no reply yet')), { timeout: 3000 });
  };
  return { relay, ask };
}

describe('ads.break through the relay', () => {
  it('is the page\'s: its handler answers with the validated type', async () => {
    const adBreak = vi.fn(async (type: 'midgame' | 'rewarded') => ({ shown: true, rewarded: type === 'rewarded' }));
    const { relay, ask } = relayWith(adBreak);
    await expect(ask({ type: 'rewarded' })).resolves.toMatchObject({ ok: true, data: { shown: true, rewarded: true } });
    expect(adBreak).toHaveBeenCalledWith('rewarded');
    await expect(ask({ type: 'preroll' })).resolves.toMatchObject({ ok: false, error: { code: 'invalid_params' } });
    expect(adBreak).toHaveBeenCalledTimes(1);
    relay.dispose();
  });

  it('without a page handler: no ad, no reward', async () => {
    const { relay, ask } = relayWith();
    await expect(ask({ type: 'rewarded' })).resolves.toMatchObject({ ok: true, data: NOTHING });
    relay.dispose();
  });
});
