import { AUTH_BROADCAST_CHANNEL, authenticationEventSchema, type AuthenticationEvent } from '@/api/schemas/social';

/*
 * Decision 15: the social-login tab tells its opener about the authentication event over the
 * BroadcastChannel 'orbital-auth' (the session's own channel, 'orbital-session', only makes tabs recheck).
 */

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_BROADCAST_CHANNEL);
}

/** Tells the other tabs (the opener) that a social login or registration completed. */
export function broadcastAuthenticationEvent(event: AuthenticationEvent): void {
  const channel = openChannel();
  if (!channel) return;
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin.
  channel.postMessage(event);
  channel.close();
}

/** Calls `listener` for each well-formed authentication event another tab broadcasts; returns the unsubscribe. */
export function subscribeAuthenticationEvents(listener: (event: AuthenticationEvent) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.addEventListener('message', (message: MessageEvent<unknown>) => {
    const parsed = authenticationEventSchema.safeParse(message.data);
    if (parsed.success) listener(parsed.data);
  });
  return () => channel.close();
}
