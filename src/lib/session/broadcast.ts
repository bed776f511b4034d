/*
 * Spec §4: login, logout and register are broadcast to the other tabs, which recheck the auth status.
 * One BroadcastChannel named 'orbital-session' (the social-login tab uses its own, 'orbital-auth').
 */

export const SESSION_CHANNEL = 'orbital-session';

export type SessionEvent = 'login' | 'logout' | 'register';

interface SessionMessage {
  type: SessionEvent;
}

const EVENTS: readonly string[] = ['login', 'logout', 'register'] satisfies SessionEvent[];

function isSessionMessage(value: unknown): value is SessionMessage {
  return typeof value === 'object' && value !== null && EVENTS.includes((value as { type?: unknown }).type as string);
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}

/** Tells the other tabs of this browser that the session changed. A tab never hears its own message. */
export function broadcastSessionEvent(type: SessionEvent): void {
  const channel = openChannel();
  if (!channel) return;
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin.
  channel.postMessage({ type } satisfies SessionMessage);
  channel.close();
}

/** Calls `listener` for each session event another tab broadcasts; returns the unsubscribe. */
export function subscribeSessionEvents(listener: (type: SessionEvent) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isSessionMessage(event.data)) listener(event.data.type);
  });
  return () => channel.close();
}
