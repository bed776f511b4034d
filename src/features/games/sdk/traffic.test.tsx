import { renderHook } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, overrideConfig, resetConfig } from '@/config';
import type { RelayTraffic } from './relay';
import { getSdkTrafficSink, setSdkTrafficSink, type SdkTrafficSink } from './traffic';
import { useGameRelay } from './useGameRelay';

/*
 * The SDK traffic seam (the sandbox's inspector): a sink set before the game page starts its relay gets
 * that relay's traffic; with none set (production) the relay gets no traffic listener at all — but the
 * one that sends purchases made in the game to analytics, when analytics is on.
 */

// Every relay the hook creates, to see which traffic listeners it got.
const onTrafficCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('./relay', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./relay')>();
  return {
    ...actual,
    createRelay: (...args: Parameters<typeof actual.createRelay>) => {
      const relay = actual.createRelay(...args);
      const onTraffic = relay.onTraffic;
      relay.onTraffic = (listener) => {
        onTrafficCalls.count += 1;
        return onTraffic(listener);
      };
      return relay;
    },
  };
});

const FEATURES = { multiplayer: false, achievement: true, save: true, leaderboard: true, inventory: true };

let frames: HTMLIFrameElement[] = [];
afterEach(() => {
  resetConfig();
  setSdkTrafficSink(null);
  onTrafficCalls.count = 0;
  for (const frame of frames) frame.remove();
  frames = [];
});

function gamePage() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  frames.push(iframe);
  const frameWindow = iframe.contentWindow;
  if (!frameWindow) throw new Error('jsdom gives an attached iframe a window');
  const replies: unknown[] = [];
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: unknown) => {
    replies.push(message);
  }) as typeof frameWindow.postMessage);
  const hook = renderHook(() => {
    const frameRef = useRef(iframe);
    useGameRelay(frameRef, { enabled: true, game: 'starfall-arena', features: FEATURES });
  });
  let n = 0;
  const origin = `${window.location.protocol}//games.${window.location.host}`;
  const send = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { origin, source: frameWindow, data }));
  const call = (method: string) => {
    n += 1;
    send({ from: config.productId, v: 1, id: `m${n}`, method });
  };
  /** Calls settings.get until the lazily loaded relay answers. */
  const ready = () =>
    vi.waitFor(
      () => {
        call('settings.get');
        expect(replies.length).toBeGreaterThan(0);
      },
      { timeout: 5000, interval: 100 },
    );
  return { hook, replies, send, call, ready };
}

describe('the SDK traffic seam', () => {
  it('holds one sink, or none', () => {
    expect(getSdkTrafficSink()).toBeNull();
    const sink: SdkTrafficSink = { connect: () => () => {} };
    setSdkTrafficSink(sink);
    expect(getSdkTrafficSink()).toBe(sink);
    setSdkTrafficSink(null);
    expect(getSdkTrafficSink()).toBeNull();
  });

  it('a relay started with a sink set streams its traffic there: requests, replies, drops', async () => {
    const entries: RelayTraffic[] = [];
    const connect = vi.fn((game: string) => {
      expect(game).toBe('starfall-arena');
      return (entry: RelayTraffic) => void entries.push(entry);
    });
    setSdkTrafficSink({ connect });
    const page = gamePage();
    await page.ready();
    expect(connect).toHaveBeenCalledTimes(1);
    page.send({ from: 'someone-else', v: 1, id: 'forged', method: 'user.get' });
    await vi.waitFor(() => expect(entries.some((e) => e.kind === 'drop')).toBe(true));
    // The first request the relay saw (earlier ones came before its chunk loaded), then its reply.
    const first = entries.find((e) => e.kind === 'request');
    expect(first).toMatchObject({ kind: 'request', method: 'settings.get', id: expect.stringMatching(/^m\d+$/) });
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'reply', method: 'settings.get', id: first?.kind === 'request' ? first.id : '', ms: expect.any(Number) }),
        expect.objectContaining({ kind: 'drop', reason: 'from' }),
      ]),
    );
    page.hook.unmount();
  });

  it('without a sink and with analytics off (production by default) the relay gets no traffic listener: it pays nothing', async () => {
    overrideConfig({ analytics: { enabled: false } });
    const page = gamePage();
    await page.ready();
    expect(onTrafficCalls.count).toBe(0);
    page.hook.unmount();
  });

  it('with analytics on, one listener: the purchases made in the game (spec §7)', async () => {
    overrideConfig({ analytics: { enabled: true } });
    const page = gamePage();
    await page.ready();
    expect(onTrafficCalls.count).toBe(1);
    page.hook.unmount();
  });

  it('with a sink: exactly one listener per relay', async () => {
    overrideConfig({ analytics: { enabled: false } });
    setSdkTrafficSink({ connect: () => () => {} });
    const page = gamePage();
    await page.ready();
    expect(onTrafficCalls.count).toBe(1);
    page.hook.unmount();
  });

  it('imports nothing of the relay at run time (its chunk stays lazy)', () => {
    const files = import.meta.glob('/src/features/games/sdk/traffic.ts', { query: '?raw', import: 'default', eager: true });
    const text = String(files['/src/features/games/sdk/traffic.ts']);
    expect(text).toContain("from './relay'");
    const valueImports = [...text.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)].map((m) => m[1]);
    expect(valueImports).toEqual([]);
  });
});
