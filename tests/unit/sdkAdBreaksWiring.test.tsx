import { renderHook } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, overrideConfig, resetConfig } from '@/config';
import { useGameRelay, type GameAdOptions } from '@/features/games/sdk/useGameRelay';
import { setGameXrState } from '@/features/games/sdk/xrState';

/*
 * The game page's ad breaks as wired by useGameRelay (issue 16): a game's `ads.break` reaches the page's
 * overlay ad (`ads.showAd`) between `pause` and `resume`, with the page's premium flag and the build's ads
 * flag; the rules themselves are tests/unit/sdkAdBreaks.test.ts's.
 */

const FEATURES = { multiplayer: false, achievement: false, save: false, leaderboard: false, inventory: false };

let frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames) frame.remove();
  frames = [];
  resetConfig();
  setGameXrState('idle');
});

function gamePage(ads?: GameAdOptions) {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  frames.push(iframe);
  const frameWindow = iframe.contentWindow!;
  const posted: Array<{ id?: string; event?: string; ok?: boolean; data?: unknown }> = [];
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: (typeof posted)[number]) => {
    posted.push(message);
  }) as typeof frameWindow.postMessage);
  renderHook(() => {
    const frameRef = useRef(iframe);
    useGameRelay(frameRef, { enabled: true, game: 'starfall-arena', features: FEATURES, ...(ads ? { ads } : {}) });
  });
  const origin = `${window.location.protocol}//games.${window.location.host}`;
  let n = 0;
  const send = (id: string, method: string, params?: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { origin, source: frameWindow, data: { from: config.productId, v: 1, id, method, params } }));
  const replyTo = (id: string) =>
    vi.waitFor(
      () => {
        const reply = posted.find((m) => m.id === id);
        if (!reply) throw new Error(`no reply to ${id} yet`);
        return reply;
      },
      { timeout: 5000, interval: 20 },
    );
  /** Sends one request (once the lazily loaded relay answers: settings.get until then) and waits for its reply. */
  const ask = async (method: string, params?: unknown) => {
    await vi.waitFor(
      () => {
        send(`ready${(n += 1)}`, 'settings.get');
        expect(posted.some((m) => m.id?.startsWith('ready'))).toBe(true);
      },
      { timeout: 5000, interval: 150 },
    );
    const id = `w${(n += 1)}`;
    send(id, method, params);
    return replyTo(id);
  };
  return { posted, ask };
}

describe('the game page\'s ad breaks', () => {
  it('pause → the page\'s overlay ad → resume → { shown, rewarded }', async () => {
    overrideConfig({ ads: { enabled: true } });
    const order: string[] = [];
    const page = gamePage({
      premium: false,
      adsDisabled: false,
      showAd: async (type) => {
        order.push(...page.posted.filter((m) => m.event).map((m) => m.event!), `ad:${type}`);
        return { completed: true };
      },
    });
    const reply = await page.ask('ads.break', { type: 'rewarded' });
    expect(reply).toMatchObject({ ok: true, data: { shown: true, rewarded: true } });
    expect(order).toEqual(['pause', 'ad:rewarded']);
    const events = page.posted.filter((m) => m.event).map((m) => m.event);
    expect(events).toEqual(['pause', 'resume']);
    expect(page.posted.findIndex((m) => m.event === 'resume')).toBeLessThan(page.posted.indexOf(reply));
  });

  it('a premium player gets the reward without the ad', async () => {
    overrideConfig({ ads: { enabled: true } });
    const showAd = vi.fn(async () => ({ completed: true }));
    const page = gamePage({ premium: true, adsDisabled: false, showAd });
    await expect(page.ask('ads.break', { type: 'rewarded' })).resolves.toMatchObject({ ok: true, data: { shown: false, rewarded: true } });
    expect(showAd).not.toHaveBeenCalled();
  });

  it('the ads flag off: the reward without the ad', async () => {
    overrideConfig({ ads: { enabled: false } });
    const showAd = vi.fn(async () => ({ completed: true }));
    const page = gamePage({ premium: false, adsDisabled: false, showAd });
    await expect(page.ask('ads.break', { type: 'rewarded' })).resolves.toMatchObject({ ok: true, data: { shown: false, rewarded: true } });
    expect(showAd).not.toHaveBeenCalled();
  });

  it('in VR (the page\'s XR state visible): no ad; no overlay wired: no ad either', async () => {
    overrideConfig({ ads: { enabled: true } });
    const showAd = vi.fn(async () => ({ completed: true }));
    setGameXrState('visible');
    const vr = gamePage({ premium: false, adsDisabled: false, showAd });
    await expect(vr.ask('ads.break', { type: 'midgame' })).resolves.toMatchObject({ ok: true, data: { shown: false, rewarded: false } });
    expect(showAd).not.toHaveBeenCalled();
    setGameXrState('ended');
    const bare = gamePage();
    await expect(bare.ask('ads.break', { type: 'rewarded' })).resolves.toMatchObject({ ok: true, data: { shown: false, rewarded: false } });
  });
});
