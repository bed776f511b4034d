import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Achievement, AchievementUnlockResult, NotificationSound } from '@orbital/sdk/protocol';
import type { AchievementUnlockedEvent } from '@/api/schemas/realtime';
import { useCelebration } from '@/design-system/components/Confetti';
import { useToast } from '@/design-system/components/Toast';
import { soundRecipes } from '@/features/shell/sounds';
import { shellStrings } from '@/features/shell/strings';
import { useNotificationSound } from '@/features/shell/useNotificationSound';
import { ACHIEVEMENT_DEDUPE_MS, achievementToastId, claimAchievementToast, onRealtimeAchievement } from '@/lib/realtime/achievements';
import { useSession } from '@/lib/session';
import { useLoginPrompt } from '../reactions/useLoginPrompt';
import { gameStrings } from '../strings';
import type { SendGameEvent } from './useGameRelay';

/*
 * Achievements and happy time on the game page (issue 12). The answer to a game's `achievements.unlock`
 * shows the achievement toast (title, desc, thumb, its sound; 60 s) with a 4 s confetti burst, echoes
 * `achievement.unlocked` to the game, and asks a visitor to log in or sign up to save it (spec §1). The
 * same unlock also arrives as the realtime `achievement.unlocked` (the shell's bridge toasts that one):
 * one toast (shared claim by title, src/lib/realtime/achievements.ts), one burst and one echo per
 * unlock. `game.happytime` celebrates at most once a minute. Confetti never plays under reduced motion
 * (the toast still shows).
 */

/** game.happytime: at most one celebration a minute (issue 12). */
export const HAPPYTIME_INTERVAL_MS = 60_000;
/** A visitor's 'log in to save it' prompt: at most once a minute, however many achievements a game hands out. */
export const ACHIEVEMENT_PROMPT_INTERVAL_MS = 60_000;

/** A gate that opens at most once per `intervalMs` of the monotonic clock `now`. */
export function createRateLimit(intervalMs: number, now: () => number = () => performance.now()): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    return true;
  };
}

/** True the first time `key` is seen within `windowMs` (then false until the window has passed). */
export function createDedupe(windowMs: number, now: () => number = () => performance.now()): (key: string) => boolean {
  const seen = new Map<string, number>();
  return (key) => {
    const at = now();
    for (const [k, t] of seen) if (at - t >= windowMs) seen.delete(k);
    if (seen.has(key)) return false;
    seen.set(key, at);
    return true;
  };
}

const isSound = (value: unknown): value is NotificationSound => typeof value === 'string' && Object.hasOwn(soundRecipes, value);

/** The achievement of an answer, exactly the protocol's fields (the echo carries nothing else); null when malformed. */
export function readAchievement(value: unknown): Achievement | null {
  if (typeof value !== 'object' || value === null) return null;
  const { slug, title, desc, thumb, sound } = value as Record<string, unknown>;
  if (typeof slug !== 'string' || typeof title !== 'string' || title === '') return null;
  return {
    slug,
    title,
    desc: typeof desc === 'string' ? desc : '',
    thumb: typeof thumb === 'string' && thumb !== '' ? thumb : null,
    sound: isSound(sound) ? sound : 'ding',
  };
}

export interface GameAchievements {
  /** RelayHandlers.achievementUnlocked: the answer to the game's `achievements.unlock`. */
  achievementUnlocked: (result: AchievementUnlockResult) => void;
  /** RelayHandlers.happytime: `game.happytime`. */
  happytime: () => void;
  /** The confetti layer: render it anywhere on the page (null while nothing plays). */
  confetti: ReactNode;
  /** Page → game: where echoes go (useAchievementEcho connects the relay's sender); returns the disconnect. */
  connect: (send: SendGameEvent) => () => void;
}

interface State {
  /** Achievements this game's answers named, by title: a realtime event (no slug) is echoed with its slug. */
  known: Map<string, Achievement>;
  celebrated: (title: string) => boolean;
  echoed: (title: string) => boolean;
  happy: () => boolean;
  prompt: () => boolean;
}

function createState(): State {
  return {
    known: new Map(),
    celebrated: createDedupe(ACHIEVEMENT_DEDUPE_MS),
    echoed: createDedupe(ACHIEVEMENT_DEDUPE_MS),
    happy: createRateLimit(HAPPYTIME_INTERVAL_MS),
    prompt: createRateLimit(ACHIEVEMENT_PROMPT_INTERVAL_MS),
  };
}

/** The game page's achievements and happy time; `enabled` is the build's `sdk` flag. */
export function useGameAchievements(enabled: boolean): GameAchievements {
  const toast = useToast();
  const play = useNotificationSound();
  const loginPrompt = useLoginPrompt();
  const visitor = useSession().data === null;
  const { celebrate, confetti } = useCelebration();
  const [state] = useState(createState);
  /** Page → game (the relay's sender, once useAchievementEcho connects it). */
  const sendRef = useRef<SendGameEvent | null>(null);

  // The latest closures, for handlers the relay holds on to.
  const latest = useRef({ toast, play, loginPrompt, visitor });
  useEffect(() => {
    latest.current = { toast, play, loginPrompt, visitor };
  });

  const achievementUnlocked = useCallback(
    (result: AchievementUnlockResult) => {
      const achievement = readAchievement((result as { achievement?: unknown } | null)?.achievement);
      if (!achievement) return;
      state.known.set(achievement.title, achievement);
      // Already unlocked before: nothing to announce.
      if (result.unlocked_now !== true) return;
      const { toast: show, play: sound, loginPrompt: askToLogin, visitor: isVisitor } = latest.current;
      const { title, desc, thumb } = achievement;
      if (claimAchievementToast(title)) {
        // Text only: a title with markup in it shows as the characters it is.
        show.achievement({ id: achievementToastId(title), title, desc, eyebrow: shellStrings.achievementUnlocked, ...(thumb ? { thumb } : {}) });
        sound(achievement.sound);
      }
      if (state.celebrated(title)) celebrate();
      // The echo follows the reply (the relay answers once this returns): an echo, not a preview of the answer.
      if (state.echoed(title)) setTimeout(() => sendRef.current?.('achievement.unlocked', achievement), 0);
      // Spec §1: a visitor keeps nothing; after the toast, ask them to log in or sign up to save it.
      if (isVisitor && state.prompt()) askToLogin(gameStrings.sdkAchievementSave);
    },
    [state, celebrate],
  );

  // The realtime copy while the game runs: the bridge toasts it; here the burst and the echo (when this
  // game's answer has named the achievement, so the echo carries its slug).
  useEffect(() => {
    if (!enabled) return undefined;
    return onRealtimeAchievement((payload: AchievementUnlockedEvent) => {
      if (state.celebrated(payload.title)) celebrate();
      const known = state.known.get(payload.title);
      if (known && state.echoed(payload.title)) {
        sendRef.current?.('achievement.unlocked', readAchievement({ ...payload, slug: known.slug }) ?? known);
      }
    });
  }, [enabled, state, celebrate]);

  const happytime = useCallback(() => {
    if (state.happy()) celebrate();
  }, [state, celebrate]);

  const connect = useCallback(
    (send: SendGameEvent) => {
      sendRef.current = send;
      return () => {
        if (sendRef.current === send) sendRef.current = null;
      };
    },
    [],
  );

  return { achievementUnlocked, happytime, confetti, connect };
}

/** Connects the relay's page → game sender to the page's achievements (the echo of each unlock). */
export function useAchievementEcho(send: SendGameEvent, achievements: Pick<GameAchievements, 'connect'>): void {
  const { connect } = achievements;
  useEffect(() => connect(send), [connect, send]);
}
