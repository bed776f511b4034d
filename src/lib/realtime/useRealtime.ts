import { useEffect, useRef } from 'react';
import type { RealtimeEventPayload } from '@/api/schemas/realtime';
import type { RealtimeTarget } from './channels';
import { afterFirstScreen } from '@/lib/afterFirstScreen';
import type { ConnectRealtimeOptions, RealtimeConnection } from './connect';

/** Callbacks for the events the shell reacts to; any may be omitted. */
export interface RealtimeCallbacks {
  onAchievement?: (payload: RealtimeEventPayload<'achievement.unlocked'>) => void;
  onBalance?: (payload: RealtimeEventPayload<'balance.updated'>) => void;
  onNotification?: (payload: RealtimeEventPayload<'notification.created'>) => void;
  onMessage?: (payload: RealtimeEventPayload<'message.created'>) => void;
}

/** Marks "guest, read the session cookie" among the guest session values. */
const FROM_COOKIE = Symbol('guest session from cookie');

/**
 * Keeps a realtime connection open while mounted (from the first screen on, src/lib/afterFirstScreen.ts): for `target` (null = not known yet, no connection),
 * remade only when the user id or the guest session changes, closed on unmount. The callbacks may
 * change on every render without reconnecting; `options` (tests) are read when connecting.
 */
export function useRealtime(target: RealtimeTarget | null, callbacks: RealtimeCallbacks, options?: ConnectRealtimeOptions): void {
  const latest = useRef(callbacks);
  const latestOptions = useRef(options);
  useEffect(() => {
    latest.current = callbacks;
    latestOptions.current = options;
  });

  // Primitives, so that a new target object with the same identity does not reconnect.
  const userId = target !== null && 'user' in target ? target.user.id : null;
  const guestSession: string | null | typeof FROM_COOKIE | undefined =
    target === null || 'user' in target ? undefined : target.guestSessionId === undefined ? FROM_COOKIE : target.guestSessionId;

  useEffect(() => {
    let current: RealtimeTarget;
    if (userId !== null) current = { user: { id: userId } };
    else if (guestSession === FROM_COOKIE) current = {};
    else if (guestSession !== undefined) current = { guestSessionId: guestSession };
    else return undefined;
    // The client (and with it pusher-js, laravel-echo and the event schemas) loads after the first screen.
    let connection: RealtimeConnection | null = null;
    let closed = false;
    void afterFirstScreen()
      .then(() => import('./connect'))
      .then(({ connectRealtime }) => {
        if (closed) return;
        connection = connectRealtime(current, latestOptions.current);
        connection.onAchievement((payload) => latest.current.onAchievement?.(payload));
        connection.onBalance((payload) => latest.current.onBalance?.(payload));
        connection.onNotification((payload) => latest.current.onNotification?.(payload));
        connection.onMessage((payload) => latest.current.onMessage?.(payload));
      })
      .catch((error: unknown) => console.error('[realtime] Could not load the realtime client.', error));
    return () => {
      closed = true;
      connection?.disconnect();
    };
  }, [userId, guestSession]);
}
