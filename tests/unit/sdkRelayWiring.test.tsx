import '../setup/msw';
import { renderHook } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { useGameRelay, type GameRelayOptions } from '@/features/games/sdk/useGameRelay';
import { ensureDatabase } from '../../mocks/db';

/*
 * The relay on the game page (issue 12): it runs only for a build whose `sdk` flag is set, answers the
 * page's own game frame (a real jsdom iframe) on a games subdomain, and stops when the page unmounts.
 */

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await ensureDatabase();
});

const FEATURES = { multiplayer: false, achievement: true, save: true, leaderboard: true, inventory: true };
const gameOrigin = () => `${window.location.protocol}//games.${window.location.host}`;

let frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames) frame.remove();
  frames = [];
});

function setup(options: Omit<GameRelayOptions, 'features' | 'game'>) {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  frames.push(iframe);
  const frameWindow = iframe.contentWindow;
  if (!frameWindow) throw new Error('jsdom gives an attached iframe a window');
  const replies: [unknown, string][] = [];
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: unknown, origin: string) => {
    replies.push([message, origin]);
  }) as typeof frameWindow.postMessage);
  const hook = renderHook(
    (props: Omit<GameRelayOptions, 'features' | 'game'>) => {
      const frameRef = useRef(iframe);
      useGameRelay(frameRef, { game: 'starfall-arena', features: FEATURES, ...props });
    },
    { initialProps: options },
  );
  let n = 0;
  const send = (method: string) => {
    n += 1;
    window.dispatchEvent(new MessageEvent('message', { origin: gameOrigin(), source: frameWindow, data: { from: config.productId, v: 1, id: `m${n}`, method } }));
  };
  return { hook, replies, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/** A reply to a request (not an event such as handshake.pending). */
const isAnswer = ([message]: [unknown, string]) => (message as { ok?: unknown }).ok !== undefined;

describe('useGameRelay', () => {
  it('a build without the sdk flag: no relay, no reply', async () => {
    const { replies, send } = setup({ enabled: false });
    send('settings.get');
    await settle();
    expect(replies).toEqual([]);
  });

  it('a build with the sdk flag: the handshake is answered with the game\'s features, to the frame\'s origin', async () => {
    const { replies, send } = setup({ enabled: true });
    await vi.waitFor(
      () => {
        send('handshake');
        expect(replies.some(isAnswer)).toBe(true);
      },
      { timeout: 5000, interval: 200 },
    );
    expect(replies.find(isAnswer)).toEqual([
      { from: config.productId, v: 1, id: expect.any(String), ok: true, data: { v: 1, product: config.productName, features: FEATURES, loggedIn: false } },
      gameOrigin(),
    ]);
    // The handshakes before the relay's chunk was in were told to wait for it, and nothing else came.
    const before = replies.slice(0, replies.findIndex(isAnswer));
    expect(before).toEqual(before.map(() => [{ from: config.productId, v: 1, event: 'handshake.pending' }, gameOrigin()]));
  });

  it('stops answering when the page unmounts or the build loses the flag', async () => {
    const { hook, replies, send } = setup({ enabled: true });
    await vi.waitFor(
      () => {
        send('settings.get');
        expect(replies.length).toBeGreaterThan(0);
      },
      { timeout: 5000, interval: 200 },
    );
    hook.rerender({ enabled: false });
    await settle();
    const before = replies.length;
    send('settings.get');
    await settle();
    expect(replies).toHaveLength(before);
    hook.unmount();
  });
});

describe('the relay\'s chunk', () => {
  it('imports neither zod nor a schema module (issue 12: at most 5 kB gzip; ADR 0008)', () => {
    const files = import.meta.glob('/src/features/games/sdk/*.ts', { query: '?raw', import: 'default', eager: true });
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['/src/features/games/sdk/relay.ts', '/src/features/games/sdk/params.ts']));
    const valueImports = Object.entries(files).flatMap(([name, text]) =>
      [...String(text).matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)].map((m) => `${name} → ${m[1]}`),
    );
    expect(valueImports.filter((line) => /→ (zod|@\/api\/schemas\/(?!constants$).*)$/.test(line))).toEqual([]);
  });
});
