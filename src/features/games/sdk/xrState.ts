import { useSyncExternalStore } from 'react';
import type { XrState } from './session';

/*
 * The running game's XR state (decision 13) as one tiny store: the game page's session writes it, anything
 * on the page (the overlay ads) reads it with `useGameXrState()`. 'idle' until the game reports a start.
 */

let current: XrState = 'idle';
const listeners = new Set<() => void>();

export function setGameXrState(state: XrState): void {
  if (state === current) return;
  current = state;
  for (const listener of listeners) listener();
}

export function getGameXrState(): XrState {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The game's XR state: idle, started, visible, visible-blurred, hidden or ended. */
export function useGameXrState(): XrState {
  return useSyncExternalStore(subscribe, getGameXrState, getGameXrState);
}
