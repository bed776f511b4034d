import { z } from 'zod';
import { countSchema, imagePathSchema } from './common';
import { messageSchema, notificationSchema } from './account';
import { NOTIFICATION_SOUNDS } from './constants';

export { channels, NOTIFICATION_SOUNDS } from './constants';

/*
 * Realtime (spec §7, Decision 15): Echo/Pusher channels and the payloads of their events.
 */

/** Spec §9: notification sounds. */
export const notificationSoundSchema = z.enum(NOTIFICATION_SOUNDS);
export type NotificationSound = z.infer<typeof notificationSoundSchema>;

/** `achievement.unlocked` (spec §3 achievement toast): title, desc, thumb, sound. */
export const achievementUnlockedEventSchema = z
  .object({
    title: z.string().min(1),
    desc: z.string().describe('Description.'),
    thumb: imagePathSchema.describe('Thumbnail.'),
    sound: notificationSoundSchema.describe('Sound to play with the toast.'),
  })
  .meta({ id: 'AchievementUnlockedEvent', description: 'Payload of achievement.unlocked.' });
export type AchievementUnlockedEvent = z.infer<typeof achievementUnlockedEventSchema>;

/** `balance.updated`: the new coin balance. */
export const balanceUpdatedEventSchema = z
  .object({ total: countSchema.describe('New coin balance.') })
  .meta({ id: 'BalanceUpdatedEvent', description: 'Payload of balance.updated.' });
export type BalanceUpdatedEvent = z.infer<typeof balanceUpdatedEventSchema>;

/** Every realtime event: its channels and payload schema (the realtime mock uses the same table). */
export const realtimeEvents = {
  'achievement.unlocked': {
    channels: ['private announcement.{userId}', 'public guest.announcement.{sessionId}'],
    schema: achievementUnlockedEventSchema,
    description: 'An achievement was unlocked: show the achievement toast (60 s); guests are asked to log in or sign up to keep it.',
  },
  'balance.updated': {
    channels: ['private account.{userId}'],
    schema: balanceUpdatedEventSchema,
    description: 'The coin balance changed: update the shown balance.',
  },
  'notification.created': {
    channels: ['private announcement.{userId}'],
    schema: notificationSchema,
    description: 'A new notification: prepend it to the notifications dropdown (Decision 15).',
  },
  'message.created': {
    channels: ['private announcement.{userId}'],
    schema: messageSchema,
    description: 'A new message: prepend it to the messages dropdown (Decision 15).',
  },
} as const;
export type RealtimeEventName = keyof typeof realtimeEvents;
export type RealtimeEventPayload<N extends RealtimeEventName> = z.infer<(typeof realtimeEvents)[N]['schema']>;
