import { channels } from '@/api/schemas/constants';
import type { RealtimeEventName } from '@/api/schemas/realtime';
import { getCookie } from '../cookies';

/*
 * What the app subscribes to (spec §7 'Real-time', Decision 15). Pure data, no Echo: the client in
 * connect.ts turns it into subscriptions, tests read it.
 */

/**
 * The cookie that holds a guest's session id (spec §7: 'guest.announcement.{session id from a cookie}').
 * The backend sets it for guests (readable by scripts); without it a guest gets no connection.
 */
export const GUEST_SESSION_COOKIE = 'orbital_guest';

/** The guest's session id from its cookie, or undefined when there is none (or it is empty). */
export function readGuestSessionId(): string | undefined {
  const value = getCookie(GUEST_SESSION_COOKIE)?.trim();
  return value ? value : undefined;
}

/** Who is listening: a logged-in user (by account id), or a guest (by session id; undefined → read the cookie). */
export type RealtimeTarget = { user: { id: number } } | { guestSessionId?: string | null };

/** One channel to join and the events to listen for on it. */
export interface RealtimeSubscription {
  /** The channel name as Echo takes it: 'announcement.42' (Echo adds 'private-' for private channels). */
  channel: string;
  private: boolean;
  events: readonly RealtimeEventName[];
}

/** The wire name of a subscription's channel ('private-announcement.42', 'guest.announcement.abc'). */
export function wireChannelName(subscription: Pick<RealtimeSubscription, 'channel' | 'private'>): string {
  return subscription.private ? `private-${subscription.channel}` : subscription.channel;
}

/**
 * The subscriptions for a target:
 * - a user: private announcement.{id} (achievement.unlocked, notification.created, message.created) and
 *   private account.{id} (balance.updated);
 * - a guest with a session id: public guest.announcement.{session} (achievement.unlocked);
 * - a guest without one: none (no connection).
 */
export function subscriptionsFor(target: RealtimeTarget): RealtimeSubscription[] {
  if ('user' in target) {
    return [
      { channel: channels.announcement(target.user.id), private: true, events: ['achievement.unlocked', 'notification.created', 'message.created'] },
      { channel: channels.account(target.user.id), private: true, events: ['balance.updated'] },
    ];
  }
  const sessionId = target.guestSessionId === undefined ? readGuestSessionId() : target.guestSessionId?.trim() || undefined;
  if (sessionId === undefined) return [];
  return [{ channel: channels.guestAnnouncement(sessionId), private: false, events: ['achievement.unlocked'] }];
}
