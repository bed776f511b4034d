import { useEffect, useRef } from 'react';
import type { ApiClient } from '@/api/client';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { useSession } from '@/lib/session';
import { isGameCovered } from './covered';
import type { SendGameEvent } from './useGameRelay';

/*
 * Page → game events (issue 12): `user.changed` with the SDK's user when the player logs in or out (or
 * another account takes over) while the game runs, `pause`/`resume` when the tab is hidden or shown or a
 * modal dialog (login prompt, auth modal, reports) or the game overlay opens over the game and closes again.
 * The relay delivers them only once the game has spoken (sendEvent is false before).
 */

/** Who is logged in: 'out', or the account id; undefined until the session is known. */
export function loginKey(session: { account: { id: number } } | null | undefined): string | undefined {
  if (session === undefined) return undefined;
  return session === null ? 'out' : String(session.account.id);
}

/** Sends `user.changed` with the game's view of the user (sdk.user); a failed look-up sends nothing. */
export async function sendUserChanged(send: SendGameEvent, client: ApiClient, game: string): Promise<void> {
  try {
    const user = await callEndpoint(client, endpoints['sdk.user'], { params: { game } });
    send('user.changed', user);
  } catch {
    // Offline or the API failed: the game keeps its user until it asks (user.get).
  }
}

export function useGamePageEvents(send: SendGameEvent, game: string, enabled: boolean, overlay = false): void {
  const session = useSession();
  const key = session.isFetched ? loginKey(session.data) : undefined;
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (key === undefined) return;
    const before = previous.current;
    previous.current = key;
    if (!enabled || before === undefined || before === key) return;
    void sendUserChanged(send, api(), game);
  }, [key, enabled, send, game]);

  // The page's game overlay (after a session) covers the game too, though it is no modal dialog.
  const overlayRef = useRef(overlay);
  const updateRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    overlayRef.current = overlay;
    updateRef.current?.();
  }, [overlay]);

  useEffect(() => {
    if (!enabled) return undefined;
    const coveredNow = () => overlayRef.current || isGameCovered();
    let paused = coveredNow();
    const update = () => {
      const covered = coveredNow();
      if (covered === paused) return;
      paused = covered;
      send(covered ? 'pause' : 'resume');
    };
    updateRef.current = update;
    document.addEventListener('visibilitychange', update);
    // Modals portal into document.body: watch its children for one opening or closing.
    const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(update);
    observer?.observe(document.body, { childList: true });
    return () => {
      updateRef.current = null;
      document.removeEventListener('visibilitychange', update);
      observer?.disconnect();
    };
  }, [enabled, send]);
}
