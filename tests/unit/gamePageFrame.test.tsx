import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameBuild } from '@/api/schemas/game';
import { DesignSystemProvider } from '@/design-system/theme/ThemeProvider';
import { GameFrameEnvironmentContext, defaultGameFrameEnvironment, type GameFrameProbe } from '@/features/games/game-page/frameEnvironment';
import { chooseBuild, forwardedParams, gameFrameUrl } from '@/features/games/game-page/frameUrl';
import { GameFrame } from '@/features/games/game-page/GameFrame';
import { takeEarlyFrame } from '@/features/games/game-page/earlyFrame';
import { GamePageSkeleton } from '@/features/games/game-page/GamePageSkeleton';
import { withMoveBefore } from '../utils/moveBefore';

/*
 * The game page's frame (spec §2 Game page; Decisions 3 and 10): which build it plays, the URL it
 * loads, which query parameters go with it, and its states (waiting off screen, probing, loading,
 * loaded, failed with a retry).
 */

const GAMES = 'http://games.orbital.localhost:4173';
const builds: GameBuild[] = [
  { version: '1.1.0', url: '/starfall-arena/index.html?build=1.1.0', active: false, sdk: false },
  { version: '1.4.0', url: '/starfall-arena/index.html', active: true, sdk: true },
];

describe('chooseBuild', () => {
  it('plays the active build without a build query (or an empty one)', () => {
    expect(chooseBuild(builds, null)).toMatchObject({ build: { version: '1.4.0' }, unknownVersion: null });
    expect(chooseBuild(builds, '')).toMatchObject({ build: { version: '1.4.0' }, unknownVersion: null });
  });

  it('plays the build whose version the query names', () => {
    expect(chooseBuild(builds, '1.1.0')).toMatchObject({ build: { version: '1.1.0' }, active: { version: '1.4.0' }, unknownVersion: null });
  });

  it('falls back to the active build for an unknown version and reports it', () => {
    expect(chooseBuild(builds, '9.9.9')).toMatchObject({ build: { version: '1.4.0' }, unknownVersion: '9.9.9' });
    // Versions match exactly: no prefix or case games.
    expect(chooseBuild(builds, '1.1')).toMatchObject({ build: { version: '1.4.0' }, unknownVersion: '1.1' });
  });

  it('takes the last build when none is marked active', () => {
    const none = builds.map((b) => ({ ...b, active: false }));
    expect(chooseBuild(none, null).build.version).toBe('1.4.0');
  });
});

describe('forwardedParams', () => {
  it('keeps only the orbital_ parameters, raw, in order, repeats included', () => {
    expect(forwardedParams('?build=1.1.0&orbital_level=2&foo=1&orbital_level=3&xorbital_a=1', 'orbital_')).toEqual([
      'orbital_level=2',
      'orbital_level=3',
    ]);
  });

  it('forwards values byte for byte, whatever their encoding', () => {
    expect(forwardedParams('?orbital_name=a%20b%26c&orbital_plus=a+b&orbital_flag', 'orbital_')).toEqual([
      'orbital_name=a%20b%26c',
      'orbital_plus=a+b',
      'orbital_flag',
    ]);
  });

  it('matches the prefix on the decoded name and nothing else', () => {
    expect(forwardedParams('?orbital%5Fencoded=1&ORBITAL_upper=1&orbital=1&utm_source=x', 'orbital_')).toEqual(['orbital%5Fencoded=1']);
    expect(forwardedParams('', 'orbital_')).toEqual([]);
    expect(forwardedParams('?', 'orbital_')).toEqual([]);
  });

  it('also forwards xr=emulate (the sample games\' emulated headset, guide §3), and no other xr value', () => {
    expect(forwardedParams('?xr=emulate&orbital_room=7', 'orbital_')).toEqual(['xr=emulate', 'orbital_room=7']);
    expect(forwardedParams('?xr=real&xr=Emulate&xr=emulate%20&xrx=emulate', 'orbital_')).toEqual([]);
  });
});

describe('gameFrameUrl', () => {
  it("is the build's path on the games origin", () => {
    expect(gameFrameUrl('/starfall-arena/index.html', GAMES)).toBe(`${GAMES}/starfall-arena/index.html`);
  });

  it("appends forwarded parameters to the build's own query", () => {
    expect(gameFrameUrl('/starfall-arena/index.html?build=1.1.0', GAMES, ['orbital_level=2'])).toBe(
      `${GAMES}/starfall-arena/index.html?build=1.1.0&orbital_level=2`,
    );
    expect(gameFrameUrl('/starfall-arena/index.html', GAMES, ['orbital_name=a%20b%26c', 'orbital_x=1'])).toBe(
      `${GAMES}/starfall-arena/index.html?orbital_name=a%20b%26c&orbital_x=1`,
    );
    const url = new URL(gameFrameUrl('/g/index.html', GAMES, ['orbital_name=a%20b%26c']));
    expect(url.searchParams.get('orbital_name')).toBe('a b&c');
  });

  it('never leaves the games origin, whatever the build URL says', () => {
    expect(gameFrameUrl('https://evil.example/x.html?a=1', GAMES)).toBe(`${GAMES}/x.html?a=1`);
    expect(gameFrameUrl('//evil.example/x.html', GAMES)).toBe(`${GAMES}/x.html`);
    expect(gameFrameUrl('javascript:alert(1)', GAMES)).toBe(`${GAMES}/alert(1)`);
  });
});

/* ---------- the frame's states ---------- */

const SRC = `${GAMES}/starfall-arena/index.html`;

function renderFrame(probe: GameFrameProbe, extra: Partial<typeof defaultGameFrameEnvironment> = {}, ui?: ReactNode) {
  const env = { ...defaultGameFrameEnvironment, probe, ...extra };
  return render(
    <DesignSystemProvider>
      <GameFrameEnvironmentContext value={env}>{ui ?? <GameFrame src={SRC} title="Starfall Arena" poster={null} />}</GameFrameEnvironmentContext>
    </DesignSystemProvider>,
  );
}

const stage = () => screen.getByTestId('game-stage');
const frame = () => screen.queryByTitle('Starfall Arena (game)');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('GameFrame', () => {
  it('probes the URL, mounts the frame with allow, sandbox and title, and is loaded on load', async () => {
    const probe = vi.fn<GameFrameProbe>(() => Promise.resolve());
    renderFrame(probe);
    expect(probe).toHaveBeenCalledWith(SRC, expect.any(AbortSignal));
    const iframe = await screen.findByTitle('Starfall Arena (game)');
    expect(stage()).toHaveAttribute('data-state', 'loading');
    expect(iframe).toHaveAttribute('src', SRC);
    expect(iframe).toHaveAttribute('allow', 'xr-spatial-tracking; fullscreen; autoplay; gamepad');
    expect(iframe.getAttribute('sandbox')?.split(' ').toSorted()).toEqual(['allow-pointer-lock', 'allow-same-origin', 'allow-scripts']);
    expect(screen.getByRole('status', { name: 'Loading the game...' })).toBeInTheDocument();
    fireEvent.load(iframe);
    expect(stage()).toHaveAttribute('data-state', 'loaded');
    expect(stage()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('status', { name: 'Loading the game...' })).toBeNull();
  });

  it("shows the game's poster at once behind the loading state: the stage is the first screen's largest element (issue 14, LCP)", async () => {
    const poster = 'https://cdn.orbital.example/games/starfall-arena/hero.webp';
    const { container } = renderFrame(() => new Promise(() => undefined), {}, <GameFrame src={SRC} title="Starfall Arena" poster={poster} />);
    const image = container.querySelector(`img[src="${poster}"]`);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 66vw, 100vw');
    expect(image?.getAttribute('srcset')).toBeTruthy();
  });

  it('loads the frame while the probe is out (no round trip before the game starts), and shows it once both answered', async () => {
    let answer: (() => void) | undefined;
    const probe = vi.fn<GameFrameProbe>(() => new Promise<void>((resolve) => (answer = resolve)));
    renderFrame(probe);
    const iframe = await screen.findByTitle('Starfall Arena (game)');
    expect(stage()).toHaveAttribute('data-state', 'probing');
    fireEvent.load(iframe);
    expect(stage()).toHaveAttribute('data-state', 'probing');
    expect(screen.getByRole('status', { name: 'Loading the game...' })).toBeInTheDocument();
    await act(async () => answer?.());
    expect(stage()).toHaveAttribute('data-state', 'loaded');
    expect(frame()).toBe(iframe);
  });

  it('shows the error with a retry instead of a blank box when the probe fails, and retries', async () => {
    const user = userEvent.setup();
    const probe = vi.fn<GameFrameProbe>().mockRejectedValueOnce(new Error('404')).mockResolvedValue(undefined);
    renderFrame(probe);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This game could not be loaded.');
    expect(frame()).toBeNull();
    expect(stage()).toHaveAttribute('data-state', 'failed');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(probe).toHaveBeenCalledTimes(2);
    expect(await screen.findByTitle('Starfall Arena (game)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stage()).toHaveFocus();
  });

  it('fails when the frame never fires load within the timeout', async () => {
    vi.useFakeTimers();
    renderFrame(() => Promise.resolve(), { loadTimeoutMs: 5000 });
    await act(async () => {
      await Promise.resolve();
    });
    expect(stage()).toHaveAttribute('data-state', 'loading');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(stage()).toHaveAttribute('data-state', 'loading');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(stage()).toHaveAttribute('data-state', 'failed');
    expect(frame()).toBeNull();
  });

  it('fails when the probe does not answer within its timeout (the probe is aborted)', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const probe: GameFrameProbe = (_url, s) => {
      signal = s;
      return new Promise((_resolve, reject) => s.addEventListener('abort', () => reject(new Error('aborted'))));
    };
    renderFrame(probe, { probeTimeoutMs: 3000 });
    expect(stage()).toHaveAttribute('data-state', 'probing');
    await act(async () => {
      vi.advanceTimersByTime(3000);
      await Promise.resolve();
    });
    expect(signal?.aborted).toBe(true);
    expect(stage()).toHaveAttribute('data-state', 'failed');
  });

  it('asks for the game in the first commit when the stage is on screen in the first layout (no observer callback to wait for)', () => {
    // An observer that never calls back: only the first layout can start the game.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const box = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 120, 390, 219));
    const probe = vi.fn<GameFrameProbe>(() => new Promise(() => undefined));
    renderFrame(probe);
    expect(stage()).toHaveAttribute('data-state', 'probing');
    expect(probe).toHaveBeenCalledWith(SRC, expect.any(AbortSignal));
    expect(frame()).not.toBeNull();
    box.mockRestore();
  });

  it('waits until the stage is on screen before asking for the game', async () => {
    const observers: { callback: IntersectionObserverCallback; disconnect: () => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        callback: IntersectionObserverCallback;
        constructor(callback: IntersectionObserverCallback) {
          this.callback = callback;
          observers.push(this);
        }
        observe() {}
        disconnect() {}
      },
    );
    const probe = vi.fn<GameFrameProbe>(() => Promise.resolve());
    renderFrame(probe);
    expect(stage()).toHaveAttribute('data-state', 'waiting');
    expect(probe).not.toHaveBeenCalled();
    const observer = observers[0];
    act(() => observer?.callback([{ isIntersecting: false } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
    expect(probe).not.toHaveBeenCalled();
    act(() => observer?.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
    expect(probe).toHaveBeenCalledTimes(1);
    expect(await screen.findByTitle('Starfall Arena (game)')).toBeInTheDocument();
  });

  it('the production probe is a credential-less CORS HEAD that rejects a non-OK answer', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 404 })));
    vi.stubGlobal('fetch', fetchMock);
    const signal = new AbortController().signal;
    await expect(defaultGameFrameEnvironment.probe(SRC, signal)).rejects.toThrow('404');
    expect(fetchMock).toHaveBeenCalledWith(SRC, { method: 'HEAD', mode: 'cors', credentials: 'omit', cache: 'no-store', signal });
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response(null, { status: 200 })));
    await expect(defaultGameFrameEnvironment.probe(SRC, signal)).resolves.toBeUndefined();
  });
});

/* ---------- the frame a prerendered first visit started early (earlyFrame.ts) ---------- */

/** The frame as scripts/early-data.js leaves it: in the first screen's slot, started, maybe loaded. */
function startedFrame(src = SRC, loaded = false) {
  const element = document.createElement('iframe');
  element.src = src;
  element.dataset.earlyFrame = 'started';
  if (loaded) element.setAttribute('data-early-loaded', '');
  return element;
}

const earlyUi = (children: ReactNode) => (
  <DesignSystemProvider>
    <GameFrameEnvironmentContext value={{ ...defaultGameFrameEnvironment, probe: () => Promise.resolve() }}>{children}</GameFrameEnvironmentContext>
  </DesignSystemProvider>
);

describe("GameFrame and the page's skeleton with the early frame", () => {
  withMoveBefore();
  afterEach(() => document.body.replaceChildren());

  it('takes the frame over from the skeleton to the page: the same element, never a second one, moved across the swap', async () => {
    const { container, rerender } = render(earlyUi(<GamePageSkeleton />));
    const slot = container.querySelector('[data-early-frame]');
    const started = startedFrame();
    slot?.append(started);
    const frameRef = { current: null as HTMLIFrameElement | null };
    // The route's swap: the skeleton goes (parking the frame), the page's frame comes in the same commit.
    rerender(earlyUi(<GameFrame src={SRC} title="Starfall Arena" poster={null} frameRef={frameRef} />));
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(container.querySelector('iframe')).toBe(started);
    expect(started).toHaveAttribute('data-early-frame', 'taken');
    expect(started).toHaveAttribute('data-testid', 'game-frame');
    expect(started).toHaveAttribute('title', 'Starfall Arena (game)');
    expect(frameRef.current).toBe(started);
    await act(async () => undefined);
    expect(stage()).toHaveAttribute('data-state', 'loading');
    fireEvent.load(started);
    expect(stage()).toHaveAttribute('data-state', 'loaded');
  });

  it('counts a load that came before it took the frame over', async () => {
    document.body.append(startedFrame(SRC, true));
    render(earlyUi(<GameFrame src={SRC} title="Starfall Arena" poster={null} />));
    await act(async () => undefined);
    expect(stage()).toHaveAttribute('data-state', 'loaded');
  });

  it('takes over a frame that loaded before the swap as loaded, with no load event', async () => {
    const { container, rerender } = render(earlyUi(<GamePageSkeleton />));
    const started = startedFrame(SRC, true);
    container.querySelector('[data-early-frame]')?.append(started);
    rerender(earlyUi(<GameFrame src={SRC} title="Starfall Arena" poster={null} />));
    expect(container.querySelector('iframe')).toBe(started);
    await act(async () => undefined);
    expect(stage()).toHaveAttribute('data-state', 'loaded');
  });

  it("takeEarlyFrame: a load the page's state has not counted is reported at once, a counted one never again", () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    const onLoad = vi.fn();
    takeEarlyFrame(slot, startedFrame(SRC, true), onLoad);
    expect(onLoad).toHaveBeenCalledTimes(1);
    const counted = startedFrame(SRC, true);
    takeEarlyFrame(slot, counted, onLoad, true);
    fireEvent.load(counted);
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(counted.parentNode).toBe(slot);
    // Not loaded yet: reported on its load, once.
    const loading = startedFrame();
    takeEarlyFrame(slot, loading, onLoad, false);
    expect(onLoad).toHaveBeenCalledTimes(1);
    fireEvent.load(loading);
    fireEvent.load(loading);
    expect(onLoad).toHaveBeenCalledTimes(2);
  });

  it('removes an early frame of another URL and loads its own', async () => {
    const other = startedFrame(`${GAMES}/starfall-arena/index.html?build=1.1.0`);
    document.body.append(other);
    render(earlyUi(<GameFrame src={SRC} title="Starfall Arena" poster={null} />));
    expect(other.isConnected).toBe(false);
    const own = await screen.findByTitle('Starfall Arena (game)');
    expect(own).not.toBe(other);
    expect(own).toHaveAttribute('src', SRC);
  });

  it('a retry loads a frame of its own: the early one goes', async () => {
    const user = userEvent.setup();
    const started = startedFrame();
    document.body.append(started);
    const probe = vi.fn<GameFrameProbe>().mockRejectedValueOnce(new Error('404')).mockResolvedValue(undefined);
    render(
      <DesignSystemProvider>
        <GameFrameEnvironmentContext value={{ ...defaultGameFrameEnvironment, probe }}>
          <GameFrame src={SRC} title="Starfall Arena" poster={null} />
        </GameFrameEnvironmentContext>
      </DesignSystemProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(started.isConnected).toBe(false);
    expect(await screen.findByTitle('Starfall Arena (game)')).not.toBe(started);
  });

  it('drops the early frame when no stage takes it after the skeleton goes (another page, an error)', async () => {
    vi.useFakeTimers();
    const { container, rerender } = render(earlyUi(<GamePageSkeleton />));
    const started = startedFrame();
    container.querySelector('[data-early-frame]')?.append(started);
    rerender(earlyUi(<p>Oops!</p>));
    // Parked, hidden, for a stage of the same commit; none took it.
    expect(started.parentNode).toBe(document.body);
    expect(started.hidden).toBe(true);
    act(() => vi.runOnlyPendingTimers());
    expect(started.isConnected).toBe(false);
  });
});
