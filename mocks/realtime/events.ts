import type { UserMessage, UserNotification } from '@/api/schemas/account';
import {
  channels,
  realtimeEvents,
  type AchievementUnlockedEvent,
  type RealtimeEventName,
  type RealtimeEventPayload,
} from '@/api/schemas/realtime';
import { publish } from './protocol';

/*
 * Typed publishers for the mock handlers and the sandbox panel. Each payload is checked with the
 * event's schema from src/api/schemas/realtime.ts before it is sent (a bad payload is a bug in the
 * mock and throws), and goes to the exact channel name the client subscribes to:
 *
 *   achievement.unlocked   private-announcement.{userId}  or  guest.announcement.{sessionId}
 *   notification.created   private-announcement.{userId}
 *   message.created        private-announcement.{userId}
 *   balance.updated        private-account.{userId}
 *
 * Each returns the number of connections reached (0 when nobody listens — not an error).
 */

/** The wire names of the channels (Echo's `private('x')` subscribes to 'private-x'). */
export const wireChannels = {
  announcement: (userId: number) => `private-${channels.announcement(userId)}`,
  account: (userId: number) => `private-${channels.account(userId)}`,
  guestAnnouncement: (sessionId: string) => channels.guestAnnouncement(sessionId),
} as const;

/** Who an achievement goes to: a logged-in user or a guest's session (the guest session cookie). */
export type AchievementTarget = { userId: number } | { guestSession: string };

/** Validates `payload` with the event's schema and publishes it on `channel`. */
export function publishEvent<N extends RealtimeEventName>(channel: string, event: N, payload: RealtimeEventPayload<N>): number {
  const result = realtimeEvents[event].schema.safeParse(payload);
  if (!result.success) {
    throw new TypeError(`The ${event} payload does not match its schema: ${result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
  }
  return publish(channel, event, result.data);
}

/** `achievement.unlocked` (title, desc, thumb, sound) to a user or a guest session. */
export function publishAchievement(target: AchievementTarget, achievement: AchievementUnlockedEvent): number {
  const channel = 'userId' in target ? wireChannels.announcement(target.userId) : wireChannels.guestAnnouncement(target.guestSession);
  return publishEvent(channel, 'achievement.unlocked', achievement);
}

/** `balance.updated` with the user's new coin total. */
export function publishBalance(userId: number, total: number): number {
  return publishEvent(wireChannels.account(userId), 'balance.updated', { total });
}

/** `notification.created` (Decision 15) with the new notification. */
export function publishNotification(userId: number, notification: UserNotification): number {
  return publishEvent(wireChannels.announcement(userId), 'notification.created', notification);
}

/** `message.created` (Decision 15) with the new message. */
export function publishMessage(userId: number, message: UserMessage): number {
  return publishEvent(wireChannels.announcement(userId), 'message.created', message);
}
