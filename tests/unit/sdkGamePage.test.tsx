import '../setup/msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import { defaultGameFrameEnvironment, GameFrameEnvironmentContext } from '@/features/games/game-page/frameEnvironment';
import { GameFrame } from '@/features/games/game-page/GameFrame';
import { startEarlyRelay, VISITOR_MUTE_KEY } from '@/features/games/sdk/earlyRelay';
import { apiRelay, takeEarlyRelay } from '@/features/games/sdk/relay';
import { MUTE_STORAGE_KEY } from '@/features/games/sdk/useGameSettings';
import { GAME_LOADED_MARK, useGameLoading } from '@/features/games/sdk/useGameLoading';
import { loginKey, sendUserChanged, useGamePageEvents } from '@/features/games/sdk/useGamePageEvents';
import { pageContract, useGameRelay, type GameRelayOptions } from '@/features/games/sdk/useGameRelay';
import { setAnalyticsSink, type AnalyticsEvent } from '@/lib/analytics';
import { ensureDatabase } from '../../mocks/db';
import { server } from '../setup/msw';

/*
 * The game page's answers to the SDK (issue 12): the loading bar over the frame, the time to play, and
 * the relay calling the page's latest handlers (the page re-renders with new closures).
 */

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await ensureDatabase();
});

const FEATURES = { multiplayer: false, achievement: false, save: false, leaderboard: false, inventory: false };
const gameOrigin = () => `${window.location.protocol}//games.${window.location.host}`;

function QueryWrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

let events: AnalyticsEvent[] = [];
afterEach(() => {
  events = [];
  setAnalyticsSink(undefined);
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

describe('GameFrame with an SDK game loading', () => {
  it('shows a named progress bar over the loaded frame until progress is null', async () => {
    const env = { ...defaultGameFrameEnvironment, probe: () => Promise.resolve() };
    const ui = (progress: number | null) => (
      <DesignSystemProvider>
        <GameFrameEnvironmentContext value={env}>
          <GameFrame src="http://games.orbital.localhost:4173/starfall-arena/index.html" title="Starfall Arena" progress={progress} />
        </GameFrameEnvironmentContext>
      </DesignSystemProvider>
    );
    const view = render(ui(0.25));
    const bar = await screen.findByRole('progressbar', { name: 'Loading Starfall Arena' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    view.rerender(ui(0.8));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    view.rerender(ui(null));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('useGameLoading', () => {
  it('tracks progress, clears it on loaded and records the time to play once', () => {
    setAnalyticsSink({ send: (event) => events.push(event) });
    const mark = vi.spyOn(performance, 'mark');
    const { result } = renderHook(() => useGameLoading('starfall-arena'));
    expect(result.current.progress).toBeNull();
    act(() => result.current.loading(0.5));
    expect(result.current.progress).toBe(0.5);
    const at = performance.now();
    act(() => result.current.loaded(at));
    act(() => result.current.loaded(at + 50));
    expect(result.current.progress).toBeNull();
    expect(mark).toHaveBeenCalledWith(GAME_LOADED_MARK, expect.objectContaining({ startTime: at, detail: expect.objectContaining({ game: 'starfall-arena' }) }));
    const played = events.filter((e) => e.name === 'game_time_to_play');
    expect(played).toHaveLength(1);
    expect(played[0]?.payload).toMatchObject({ slug: 'starfall-arena', ms: expect.any(Number), since_document_ms: Math.round(at) });
    mark.mockRestore();
  });

  it('records the moment the game said it had loaded, even when the page heard it later', () => {
    setAnalyticsSink({ send: (event) => events.push(event) });
    const mark = vi.spyOn(performance, 'mark');
    const { result } = renderHook(() => useGameLoading('neon-drift'));
    // The early relay heard game.loaded before the page rendered (ADR 0012): the time before its render is 0.
    act(() => result.current.loaded(1));
    expect(mark).toHaveBeenCalledWith(GAME_LOADED_MARK, expect.objectContaining({ startTime: 1 }));
    expect(events.filter((e) => e.name === 'game_time_to_play').at(-1)?.payload).toMatchObject({ slug: 'neon-drift', ms: 0, since_document_ms: 1 });
    mark.mockRestore();
  });
});

describe('useGameRelay handlers', () => {
  it('the relay calls the page\'s latest handler, not the one it started with', async () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const frameWindow = iframe.contentWindow!;
    const replies: unknown[] = [];
    vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: unknown) => {
      replies.push(message);
    }) as typeof frameWindow.postMessage);
    const first = vi.fn();
    const second = vi.fn();
    const hook = renderHook(
      (props: Pick<GameRelayOptions, 'handlers'>) => {
        const frameRef = useRef(iframe);
        return useGameRelay(frameRef, { enabled: true, game: 'starfall-arena', features: FEATURES, ...props });
      },
      { initialProps: { handlers: { loading: first } } },
    );
    let n = 0;
    const send = (method: string, params?: unknown) => {
      n += 1;
      window.dispatchEvent(
        new MessageEvent('message', { origin: gameOrigin(), source: frameWindow, data: { from: config.productId, v: 1, id: `m${n}`, method, params } }),
      );
    };
    await vi.waitFor(
      () => {
        send('game.loading', { progress: 0.1 });
        expect(first).toHaveBeenCalledWith(0.1);
      },
      { timeout: 5000, interval: 200 },
    );
    hook.rerender({ handlers: { loading: second } });
    send('game.loading', { progress: 0.6 });
    await vi.waitFor(() => expect(second).toHaveBeenCalledWith(0.6), { timeout: 5000 });
    // The page → game sender posts to the frame's origin once the game has spoken.
    expect(hook.result.current('pause')).toBe(true);
    expect(replies).toContainEqual({ from: config.productId, v: 1, event: 'pause' });
    hook.unmount();
    expect(hook.result.current('pause')).toBe(false);
  });
});

describe('page → game events', () => {
  it('loginKey: unknown, logged out, or the account id', () => {
    expect(loginKey(undefined)).toBeUndefined();
    expect(loginKey(null)).toBe('out');
    expect(loginKey({ account: { id: 7 } })).toBe('7');
  });

  it('sendUserChanged sends the SDK user from the mock (a visitor)', async () => {
    const send = vi.fn(() => true);
    await sendUserChanged(send, api(), 'starfall-arena');
    expect(send).toHaveBeenCalledWith('user.changed', { loggedIn: false });
  });

  it('pause and resume follow the tab\'s visibility', () => {
    const send = vi.fn(() => true);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    const hook = renderHook(() => useGamePageEvents(send, 'starfall-arena', true), { wrapper: QueryWrapper });
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send.mock.calls).toEqual([['pause'], ['resume']]);
    hook.unmount();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });
});

describe('a modal over the game', () => {
  it('pauses the game while a modal dialog is open', async () => {
    const send = vi.fn(() => true);
    const hook = renderHook(() => useGamePageEvents(send, 'starfall-arena', true), { wrapper: QueryWrapper });
    const layer = document.createElement('div');
    layer.innerHTML = '<div role="dialog" aria-modal="true">Login Required</div>';
    document.body.append(layer);
    await vi.waitFor(() => expect(send.mock.calls).toEqual([['pause']]));
    layer.remove();
    await vi.waitFor(() => expect(send.mock.calls).toEqual([['pause'], ['resume']]));
    hook.unmount();
  });
});

/** The early-data script's start: the frame it made, the game's data, the sdk.user URL of the prerender's earlyRelayOptions. */
function startEarly(iframe: HTMLIFrameElement, onNeedsPage?: () => void) {
  startEarlyRelay({
    ...(onNeedsPage ? { onNeedsPage } : {}),
    frame: iframe,
    game: 'starfall-arena',
    features: FEATURES,
    productId: config.productId,
    productName: config.productName,
    userUrl: api().url(endpoints['sdk.user'].path.replace(':game', '{game}')).replace('{game}', 'starfall-arena'),
  });
}

function frameWithReplies() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const frameWindow = iframe.contentWindow!;
  const replies: { id?: string; ok?: boolean; data?: unknown }[] = [];
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: { id?: string }) => {
    replies.push(message);
  }) as typeof frameWindow.postMessage);
  const send = (id: string, method: string, params?: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { origin: gameOrigin(), source: frameWindow, data: { from: config.productId, v: 1, id, method, params } }));
  return { iframe, replies, send };
}

describe('a first visit: the relay the early-data script started (ADR 0012)', () => {
  it('answers the game before the app, and the page takes it over with what it heard', async () => {
    const { iframe, replies, send } = frameWithReplies();
    const userAsks: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/sdk/game/starfall-arena/user')) userAsks.push(request.url);
    };
    server.events.on('request:start', count);
    localStorage.setItem(MUTE_STORAGE_KEY, '1');
    const needsPage = vi.fn();
    startEarly(iframe, needsPage);
    send('h1', 'handshake', { sdk: '1.1.0' });
    await vi.waitFor(() => expect(replies.find((r) => r.id === 'h1')).toMatchObject({ ok: true, data: { product: config.productName, features: FEATURES, loggedIn: false } }), { timeout: 5000 });
    // A visitor's settings: the page's mute control, as this browser remembers it.
    expect(VISITOR_MUTE_KEY).toBe(MUTE_STORAGE_KEY);
    send('s1', 'settings.get');
    await vi.waitFor(() => expect(replies.find((r) => r.id === 's1')).toMatchObject({ ok: true, data: { muteAudio: true } }), { timeout: 5000 });
    localStorage.removeItem(MUTE_STORAGE_KEY);
    // The handshake, the game's user.get and the settings: one request for the player.
    send('u1', 'user.get');
    await vi.waitFor(() => expect(replies.find((r) => r.id === 'u1')).toMatchObject({ ok: true, data: { loggedIn: false } }), { timeout: 5000 });
    expect(userAsks).toHaveLength(1);
    server.events.removeListener('request:start', count);
    // All of that without the page: the app (which the script starts on this call) is not needed yet.
    expect(needsPage).not.toHaveBeenCalled();
    send('g1', 'game.loaded');
    await vi.waitFor(() => expect(replies.find((r) => r.id === 'g1')).toMatchObject({ ok: true }), { timeout: 5000 });
    expect(needsPage).toHaveBeenCalled();
    send('b1', 'leaderboards.stats');
    const heardAt = performance.now();
    expect(replies.some((r) => r.id === 'b1')).toBe(false);

    const loaded = vi.fn();
    const hook = renderHook(() => {
      const frameRef = useRef(iframe);
      return useGameRelay(frameRef, { enabled: true, game: 'starfall-arena', features: FEATURES, handlers: { loaded } });
    });
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(loaded.mock.calls[0]?.[0]).toBeLessThanOrEqual(heardAt);
    // The request it kept goes to the page's API; one relay answers (no second one started).
    await vi.waitFor(() => expect(replies.filter((r) => r.id === 'b1')).toEqual([expect.objectContaining({ ok: true })]), { timeout: 5000 });
    send('h2', 'handshake');
    await vi.waitFor(() => expect(replies.filter((r) => r.id === 'h2')).toHaveLength(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(replies.filter((r) => r.id === 'h2')).toHaveLength(1);
    hook.unmount();
  });

  it('a player\'s settings are the page\'s: settings.get waits for it, and the page hears the game\'s progress', async () => {
    await callEndpoint(api(), endpoints['auth.login'], { body: { login: 'player', password: 'Orbital!2026', remember: false } });
    try {
      const { iframe, replies, send } = frameWithReplies();
      const needsPage = vi.fn();
      startEarly(iframe, needsPage);
      send('u1', 'user.get');
      await vi.waitFor(() => expect(replies.find((r) => r.id === 'u1')).toMatchObject({ ok: true, data: { loggedIn: true, username: 'player' } }), { timeout: 5000 });
      expect(needsPage).not.toHaveBeenCalled();
      send('s1', 'settings.get');
      // A player's settings are the page's: the script starts the app now rather than after the game.
      await vi.waitFor(() => expect(needsPage).toHaveBeenCalled(), { timeout: 5000 });
      send('l1', 'game.loading', { progress: 0.7 });
      await vi.waitFor(() => expect(replies.find((r) => r.id === 'l1')).toMatchObject({ ok: true }), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(replies.some((r) => r.id === 's1')).toBe(false);
      const loading = vi.fn();
      const hook = renderHook(() => {
        const frameRef = useRef(iframe);
        return useGameRelay(frameRef, { enabled: true, game: 'starfall-arena', features: FEATURES, handlers: { loading, settings: () => ({ muteAudio: true, reducedMotion: false }) } });
      });
      await vi.waitFor(() => expect(loading).toHaveBeenCalledExactlyOnceWith(0.7), { timeout: 5000 });
      await vi.waitFor(() => expect(replies.find((r) => r.id === 's1')).toMatchObject({ ok: true, data: { muteAudio: true, reducedMotion: false } }), { timeout: 5000 });
      // Page → game events go through the relay it took over.
      expect(hook.result.current('pause')).toBe(true);
      expect(replies).toContainEqual({ from: config.productId, v: 1, event: 'pause' });
      hook.unmount();
    } finally {
      await callEndpoint(api(), endpoints['auth.logout'], {}).catch(() => undefined);
    }
  });

  it('a page whose frame is another one stops it and starts its own', async () => {
    const early = frameWithReplies();
    startEarly(early.iframe);
    const page = { frame: { contentWindow: null }, api: apiRelay(pageContract(), 'starfall-arena') };
    expect(takeEarlyRelay('starfall-arena', document.createElement('iframe'), page)).toBeNull();
    early.send('x1', 'handshake');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(early.replies).toEqual([]);
    startEarly(early.iframe);
    expect(takeEarlyRelay('neon-drift', early.iframe, page)).toBeNull();
    expect(takeEarlyRelay('starfall-arena', early.iframe, page)).toBeNull();
  });
});
