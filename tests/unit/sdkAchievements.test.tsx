import '../setup/msw';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { MotionConfig } from 'motion/react';
import { useCallback, useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AchievementUnlockResult } from '@orbital/sdk/protocol';
import {
  createDedupe,
  createRateLimit,
  HAPPYTIME_INTERVAL_MS,
  readAchievement,
  useAchievementEcho,
  useGameAchievements,
  type GameAchievements,
} from '@/features/games/sdk/useGameAchievements';
import { playSound } from '@/features/shell/sounds';
import { claimAchievementToast, emitRealtimeAchievement, resetAchievementAnnouncements } from '@/lib/realtime/achievements';
import { ensureDatabase } from '../../mocks/db';
import { loginAs, renderGamePanel } from './support/gamePanelHarness';

/*
 * Achievements and happy time on the game page (issue 12): the answer to achievements.unlock shows the
 * achievement toast with its sound and a confetti burst and is echoed to the game; the realtime copy of
 * the same unlock adds nothing (one toast, one burst, one echo); a visitor is asked to log in or sign up
 * to save it (spec §1); happy time celebrates at most once a minute; reduced motion keeps the toast and
 * drops the confetti.
 */

vi.mock('@/features/shell/sounds', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/shell/sounds')>()),
  playSound: vi.fn(() => true),
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await ensureDatabase();
});

/** A 2D context that records nothing useful: enough for the confetti to run in jsdom. */
const fakeContext = () =>
  Object.fromEntries(['setTransform', 'clearRect', 'fillRect', 'beginPath', 'arc', 'fill'].map((name) => [name, () => {}]));

beforeEach(() => {
  resetAchievementAnnouncements();
  vi.mocked(playSound).mockClear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => fakeContext()) as never);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const BLADE_MASTER = {
  slug: 'blade-master',
  title: 'Blade Master',
  desc: 'Parry twenty strikes in one match.',
  thumb: '/media/achievements/blade-master.png',
  sound: 'strong',
} as const;
const unlocked = (achievement: object = BLADE_MASTER, now = true) => ({ achievement, unlocked_now: now }) as AchievementUnlockResult;

let page: GameAchievements | null = null;
let echoes: [string, unknown][] = [];

/** The hook as the game page uses it, with a recording page → game sender. */
function Probe() {
  const achievements = useGameAchievements(true);
  const send = useCallback((event: string, data?: unknown) => {
    echoes.push([event, data]);
    return true;
  }, []);
  useAchievementEcho(send, achievements);
  useEffect(() => {
    page = achievements;
  });
  return achievements.confetti;
}

async function renderPage(options: { reduceMotion?: boolean } = {}) {
  page = null;
  echoes = [];
  renderGamePanel(() => (options.reduceMotion ? <MotionConfig reducedMotion="always"><Probe /></MotionConfig> : <Probe />));
  await waitFor(() => expect(page).not.toBeNull());
  return page as unknown as GameAchievements;
}

const confettiLayers = () => document.querySelectorAll('[data-confetti]');
const achievementToasts = () => screen.queryAllByRole('status').filter((t) => t.textContent?.includes('Achievement Unlocked'));

describe('as player', () => {
  beforeEach(async () => {
    await loginAs('player');
  });

  it('the answer: one toast (title, desc, thumb) with the achievement\'s sound, one burst, the echo with the protocol\'s fields', async () => {
    await renderPage();
    act(() => page?.achievementUnlocked(unlocked({ ...BLADE_MASTER, extra: 'not for the game' })));
    await waitFor(() => expect(achievementToasts()).toHaveLength(1));
    const card = within(achievementToasts()[0] as HTMLElement);
    expect(card.getByText('Blade Master')).toBeInTheDocument();
    expect(card.getByText('Parry twenty strikes in one match.')).toBeInTheDocument();
    expect((achievementToasts()[0] as HTMLElement).querySelector('img')).toHaveAttribute('src', BLADE_MASTER.thumb);
    expect(playSound).toHaveBeenCalledExactlyOnceWith('strong');
    await waitFor(() => expect(confettiLayers()).toHaveLength(1));
    await waitFor(() => expect(echoes).toEqual([['achievement.unlocked', BLADE_MASTER]]));

    // The realtime copy of the same unlock: the bridge finds the toast claimed, the page neither bursts nor echoes again.
    act(() => emitRealtimeAchievement({ title: BLADE_MASTER.title, desc: BLADE_MASTER.desc, thumb: BLADE_MASTER.thumb, sound: 'strong' }));
    expect(claimAchievementToast(BLADE_MASTER.title)).toBe(false);
    expect(echoes).toHaveLength(1);
    expect(confettiLayers()).toHaveLength(1);
    expect(achievementToasts()).toHaveLength(1);
    expect(playSound).toHaveBeenCalledOnce();
    // A second answer for it (a double call) adds nothing either.
    act(() => page?.achievementUnlocked(unlocked()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(achievementToasts()).toHaveLength(1);
    expect(echoes).toHaveLength(1);
    // A player is not asked to log in.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the realtime copy first (the bridge toasts it): one burst, and the echo once the answer names its slug', async () => {
    await renderPage();
    const payload = { title: 'Collector', desc: 'Own five items.', thumb: null, sound: 'ding' } as const;
    // What the realtime bridge does: claim the toast, hand the event on.
    expect(claimAchievementToast(payload.title)).toBe(true);
    act(() => emitRealtimeAchievement(payload));
    await waitFor(() => expect(confettiLayers()).toHaveLength(1));
    expect(echoes).toEqual([]);
    act(() => page?.achievementUnlocked(unlocked({ slug: 'collector', ...payload })));
    await waitFor(() => expect(echoes).toEqual([['achievement.unlocked', { slug: 'collector', ...payload }]]));
    // The bridge's toast is the one toast: the page adds none and plays no second sound.
    expect(achievementToasts()).toHaveLength(0);
    expect(playSound).not.toHaveBeenCalled();
    expect(confettiLayers()).toHaveLength(1);
  });

  it('unlocked_now false (already unlocked): no toast, no sound, no confetti, no echo', async () => {
    await renderPage();
    act(() => page?.achievementUnlocked(unlocked(BLADE_MASTER, false)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(achievementToasts()).toHaveLength(0);
    expect(playSound).not.toHaveBeenCalled();
    expect(confettiLayers()).toHaveLength(0);
    expect(echoes).toEqual([]);
  });

  it('a malformed answer is ignored without an exception', async () => {
    await renderPage();
    expect(() => act(() => page?.achievementUnlocked(null as unknown as AchievementUnlockResult))).not.toThrow();
    expect(() => act(() => page?.achievementUnlocked(unlocked({ slug: 'x' })))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(echoes).toEqual([]);
  });

  it('a title with markup shows as text (no element from it)', async () => {
    await renderPage();
    const title = '<img src=x onerror="window.__pwned=1">Pwn';
    act(() => page?.achievementUnlocked(unlocked({ ...BLADE_MASTER, slug: 'pwn', title, desc: '<b>bold</b>' })));
    await waitFor(() => expect(achievementToasts()).toHaveLength(1));
    const toast = achievementToasts()[0] as HTMLElement;
    expect(within(toast).getByText(title)).toBeInTheDocument();
    expect(within(toast).getByText('<b>bold</b>')).toBeInTheDocument();
    expect(toast.querySelector('img[src="x"], b')).toBeNull();
  });

  it('under reduced motion the toast and the echo stay, the confetti does not play', async () => {
    await renderPage({ reduceMotion: true });
    act(() => page?.achievementUnlocked(unlocked()));
    await waitFor(() => expect(achievementToasts()).toHaveLength(1));
    await waitFor(() => expect(echoes).toHaveLength(1));
    act(() => page?.happytime());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(confettiLayers()).toHaveLength(0);
  });
});

describe('as a visitor', () => {
  it('after the toast, the \'Login Required\' prompt asks them to log in or sign up to save it; not again within a minute', async () => {
    await renderPage();
    act(() => page?.achievementUnlocked(unlocked({ ...BLADE_MASTER, slug: 'first-blood', title: 'First Blood' })));
    await waitFor(() => expect(achievementToasts()).toHaveLength(1));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent(/log in or sign up to save it/i);
    await waitFor(() => expect(echoes).toHaveLength(1));
    // Another achievement at once: its toast, but no second prompt queued behind the first.
    act(() => page?.achievementUnlocked(unlocked({ ...BLADE_MASTER, slug: 'collector', title: 'Collector' })));
    await waitFor(() => expect(achievementToasts()).toHaveLength(2));
    await userClose(dialog);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** Closes the prompt with Escape and waits for it to leave. */
async function userClose(dialog: HTMLElement) {
  act(() => {
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('happy time', () => {
  it('celebrates at most once a minute (not again after the burst, again after a minute)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderPage();
    act(() => page?.happytime());
    await vi.waitFor(() => expect(confettiLayers()).toHaveLength(1));
    act(() => page?.happytime());
    act(() => vi.advanceTimersByTime(4100));
    expect(confettiLayers()).toHaveLength(0);
    // The burst is over, but the minute is not.
    act(() => page?.happytime());
    act(() => vi.advanceTimersByTime(200));
    expect(confettiLayers()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(HAPPYTIME_INTERVAL_MS));
    act(() => page?.happytime());
    await vi.waitFor(() => expect(confettiLayers()).toHaveLength(1));
  });

  it('an achievement is not held back by the happy-time limit', async () => {
    await loginAs('player');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderPage();
    act(() => page?.happytime());
    await vi.waitFor(() => expect(confettiLayers()).toHaveLength(1));
    act(() => vi.advanceTimersByTime(4100));
    expect(confettiLayers()).toHaveLength(0);
    act(() => page?.achievementUnlocked(unlocked()));
    await vi.waitFor(() => expect(confettiLayers()).toHaveLength(1));
  });
});

describe('the pieces', () => {
  it('createRateLimit opens once per interval', () => {
    let now = 0;
    const gate = createRateLimit(60_000, () => now);
    expect(gate()).toBe(true);
    now = 59_999;
    expect(gate()).toBe(false);
    now = 60_000;
    expect(gate()).toBe(true);
    now = 60_001;
    expect(gate()).toBe(false);
  });

  it('createDedupe: first sighting of a key within the window', () => {
    let now = 0;
    const first = createDedupe(10_000, () => now);
    expect(first('a')).toBe(true);
    expect(first('a')).toBe(false);
    expect(first('b')).toBe(true);
    now = 9_999;
    expect(first('a')).toBe(false);
    now = 10_000;
    expect(first('a')).toBe(true);
  });

  it('readAchievement keeps exactly the protocol\'s fields; an unknown sound is the ding; no title is nothing', () => {
    expect(readAchievement({ ...BLADE_MASTER, html: '<b>' })).toEqual(BLADE_MASTER);
    expect(readAchievement({ ...BLADE_MASTER, sound: 'airhorn', thumb: '' })).toEqual({ ...BLADE_MASTER, sound: 'ding', thumb: null });
    expect(readAchievement({ ...BLADE_MASTER, title: '' })).toBeNull();
    expect(readAchievement({ title: 'No slug' })).toBeNull();
    expect(readAchievement('Blade Master')).toBeNull();
  });
});
