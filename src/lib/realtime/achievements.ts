import type { AchievementUnlockedEvent } from '@/api/schemas/realtime';

/*
 * One unlock reaches the page twice when a game unlocks an achievement through the SDK: as the answer to
 * `achievements.unlock` (the game page) and as `achievement.unlocked` on the player's or the guest's
 * channel (the shell's realtime bridge). The two share this module so the player sees one toast, and the
 * game page hears the realtime events (to echo them to the game and celebrate) without a second
 * connection.
 */

/** How long an announced achievement (by title) is not toasted again: covers the answer/event race. */
export const ACHIEVEMENT_DEDUPE_MS = 10_000;

const toasted = new Map<string, number>();

/** The toast id of an achievement: a second toast of the same one replaces the first instead of stacking. */
export function achievementToastId(title: string): string {
  return `achievement:${title}`;
}

/**
 * Claims the toast of the achievement `title`: true for the first claim within ACHIEVEMENT_DEDUPE_MS
 * (the caller shows the toast and plays its sound), false for the copy that arrives second.
 * `now` is a monotonic clock (performance.now()).
 */
export function claimAchievementToast(title: string, now: number = performance.now()): boolean {
  for (const [key, at] of toasted) if (now - at >= ACHIEVEMENT_DEDUPE_MS) toasted.delete(key);
  if (toasted.has(title)) return false;
  toasted.set(title, now);
  return true;
}

type AchievementListener = (payload: AchievementUnlockedEvent) => void;
const listeners = new Set<AchievementListener>();

/** Listens to realtime `achievement.unlocked` events (the game page, while it is open); returns the unsubscribe. */
export function onRealtimeAchievement(listener: AchievementListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands a realtime `achievement.unlocked` to its listeners (the realtime bridge calls this). */
export function emitRealtimeAchievement(payload: AchievementUnlockedEvent): void {
  for (const listener of listeners) {
    try {
      listener(payload);
    } catch {
      // One broken listener must not cost the others (or the bridge's toast) the event.
    }
  }
}

/** Tests: forget the toasts claimed so far. */
export function resetAchievementAnnouncements(): void {
  toasted.clear();
}
