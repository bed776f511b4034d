import { useCallback, useState } from 'react';
import { useGameXrState } from '../sdk/xrState';

export interface GameOverlayState {
  /** Whether the overlay shows: the game's session ended and the player has not closed it since. */
  open: boolean;
  close: () => void;
}

/**
 * When the game overlay shows (spec §4 Game session: `end` … "then shows the game overlay"): from the
 * game's `end` (XR state 'ended') until the player closes it or the game starts a new session (any other
 * state, 'idle' included when the page switches games). Each new end opens it again.
 */
export function useGameOverlay(): GameOverlayState {
  const xr = useGameXrState();
  const [closed, setClosed] = useState(false);
  const [seen, setSeen] = useState(xr);
  // A new XR state forgets the last close (adjusting state while rendering, no extra effect pass).
  if (seen !== xr) {
    setSeen(xr);
    setClosed(false);
  }
  const close = useCallback(() => setClosed(true), []);
  return { open: xr === 'ended' && !closed, close };
}
