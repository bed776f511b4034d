import { useEffect, useRef } from 'react';
import { api } from '@/api/instance';
import { useSession } from '@/lib/session';
import type { SessionState } from '@orbital/sdk/protocol';
import { createGameSession, type GameSession } from './session';
import { setGameXrState } from './xrState';

/*
 * The game page's session lifecycle (decision 13): one createGameSession per game, fed by the relay's
 * `sessionReport`, writing the page's XR state store (useGameXrState). When the game changes or the page
 * unmounts, a running session ends (its visible time so far) and the store goes back to 'idle'.
 */
export function useGameSession(game: string): (state: SessionState) => Promise<void> {
  const loggedIn = useSession().data != null;
  const loggedInRef = useRef(loggedIn);
  useEffect(() => {
    loggedInRef.current = loggedIn;
  }, [loggedIn]);

  const sessionRef = useRef<GameSession | null>(null);
  useEffect(() => {
    setGameXrState('idle');
    sessionRef.current = createGameSession({ game, api: api(), isLoggedIn: () => loggedInRef.current, onXrState: setGameXrState });
    return () => {
      // Leaving the game (another page, another game) mid-session ends it with the time played so far.
      const session = sessionRef.current;
      if (session?.state.active) void session.report('end');
      sessionRef.current = null;
      setGameXrState('idle');
    };
  }, [game]);

  // Reports arriving after the page left (or before it mounted) are answered and forgotten.
  return (state) => sessionRef.current?.report(state) ?? Promise.resolve();
}
