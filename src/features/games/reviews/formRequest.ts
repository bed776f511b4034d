import { useEffect, useEffectEvent } from 'react';
import { nowMs } from '@/lib/clock';

/*
 * Opening a game's review form from outside the reviews section (issue 12: the game overlay's review
 * button). The section is a lazy chunk whose reviews load on their own, so a request is kept until the
 * section for that game is ready to answer it — but not forever: a request nobody took within
 * REQUEST_TTL_MS (the section failed to load, the player left) must not open a form by surprise later.
 * Import this module directly, never through ./index (which would pull the section into the page's chunk).
 */

export const REQUEST_TTL_MS = 10_000;

let pending: { game: string; at: number } | null = null;
const listeners = new Set<() => void>();

/** Asks the reviews section of `game` to open its form (or point at the player's review) and focus it. */
export function requestReviewForm(game: string): void {
  pending = { game, at: nowMs() };
  for (const listener of listeners) listener();
}

/** Takes the pending request for `game`, if there is a fresh one. */
export function takeReviewFormRequest(game: string): boolean {
  if (pending === null || pending.game !== game) return false;
  const fresh = nowMs() - pending.at <= REQUEST_TTL_MS;
  pending = null;
  return fresh;
}

/**
 * The reviews section's side: calls `open` for each request for `game` once `ready` (its reviews are
 * there), including one made before the section was ready.
 */
export function useReviewFormRequest(game: string, ready: boolean, open: () => void): void {
  const onRequest = useEffectEvent(open);
  useEffect(() => {
    if (!ready) return undefined;
    const check = () => {
      if (takeReviewFormRequest(game)) onRequest();
    };
    check();
    listeners.add(check);
    return () => {
      listeners.delete(check);
    };
  }, [game, ready]);
}
