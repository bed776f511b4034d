import { z } from 'zod';
import {
  countSchema,
  imagePathSchema,
  isoDateTimeSchema,
  paginationSchema,
  positiveIntSchema,
  slugTitleSchema,
  uuidSchema,
} from './common';
import { inventoryItemSchema } from './catalog';
import { userCardSchema, usernameSchema } from './user';

/*
 * The account pages (/account/{page}), notifications and messages.
 */

/** `account.summary` (spec §7): alias, coins, username. */
export const accountSummarySchema = z
  .object({
    alias: z.string().min(1),
    coins: countSchema.describe('Coin balance.'),
    username: usernameSchema,
  })
  .meta({ id: 'AccountSummary', description: 'Header/dashboard summary of the logged-in account.' });
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const friendSchema = userCardSchema
  .extend({
    online: z.boolean(),
    date: z.object({ since: isoDateTimeSchema.describe('Friends since.') }),
  })
  .meta({ id: 'Friend', description: 'A friend of the logged-in user.' });
export type Friend = z.infer<typeof friendSchema>;

/** An achievement of a game, unlocked or not (the achievements page lists both). */
export const achievementSchema = z
  .object({
    uuid: uuidSchema,
    title: z.string().min(1),
    desc: z.string().describe('Description.'),
    thumb: imagePathSchema.describe('Thumbnail.'),
    game: slugTitleSchema,
    unlocked: isoDateTimeSchema.nullable().describe('When the user unlocked it; null when still locked.'),
  })
  .meta({ id: 'Achievement', description: 'A game achievement and whether the user unlocked it.' });
export type Achievement = z.infer<typeof achievementSchema>;

export const ACTIVITY_TYPES = ['played', 'achievement', 'review', 'reaction', 'purchase', 'friend'] as const;
export const activitySchema = z
  .object({
    uuid: uuidSchema,
    type: z.enum(ACTIVITY_TYPES),
    title: z.string().min(1).describe('One-line summary, e.g. "Unlocked First Blood in Starfall Arena".'),
    url: z.string().startsWith('/').nullable().describe('Site-relative link to the subject; null when none.'),
    date: isoDateTimeSchema,
  })
  .meta({ id: 'Activity', description: 'An entry of the user\'s activity feed.' });
export type Activity = z.infer<typeof activitySchema>;

/** A recorded game session (history page). */
export const historyEntrySchema = z
  .object({
    id: positiveIntSchema.describe('Session id.'),
    game: slugTitleSchema.extend({ hero: imagePathSchema }),
    date: z.object({
      started: isoDateTimeSchema,
      ended: isoDateTimeSchema.nullable().describe('null while the session is open.'),
    }),
    duration: countSchema.describe('Seconds played ("N Minutes" below an hour, else "N Hours").'),
  })
  .meta({ id: 'HistoryEntry', description: 'A recorded game session.' });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Spec §2: a notification has type, title, body (type uses the toast types). TS name avoids the DOM Notification global. */
export const notificationSchema = z
  .object({
    uuid: uuidSchema,
    type: z.enum(['danger', 'info', 'warning', 'success']),
    title: z.string().min(1),
    body: z.string(),
    url: z.string().startsWith('/').nullable().describe('Site-relative link to open; null when none.'),
    read: z.boolean(),
    date: isoDateTimeSchema,
  })
  .meta({ id: 'Notification', description: 'A notification of the logged-in user.' });
export type UserNotification = z.infer<typeof notificationSchema>;

/** Spec §2: a message has author, body. */
export const messageSchema = z
  .object({
    uuid: uuidSchema,
    author: userCardSchema,
    body: z.string().min(1),
    read: z.boolean(),
    date: isoDateTimeSchema,
  })
  .meta({ id: 'Message', description: 'A direct message to the logged-in user.' });
export type UserMessage = z.infer<typeof messageSchema>;

export const friendsResponseSchema = z.object({ pagination: paginationSchema(friendSchema) });
export const achievementsResponseSchema = z.object({
  unlocked: countSchema.describe('Achievements unlocked across all games.'),
  total: countSchema.describe('Achievements available in the games the user played.'),
  pagination: paginationSchema(achievementSchema),
});
export const inventoryResponseSchema = z.object({ pagination: paginationSchema(inventoryItemSchema) });
export const activityResponseSchema = z.object({ pagination: paginationSchema(activitySchema) });
export const historyResponseSchema = z.object({
  total_duration: countSchema.describe('Seconds played across all sessions.'),
  pagination: paginationSchema(historyEntrySchema),
});
/** Dropdowns show the first 3 items and "View All" with `unread`. */
export const notificationsResponseSchema = z.object({
  unread: countSchema,
  pagination: paginationSchema(notificationSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
export const messagesResponseSchema = z.object({
  unread: countSchema,
  pagination: paginationSchema(messageSchema),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** Mark notifications or messages read: the listed ones, or all when `uuids` is omitted. */
export const markReadRequestSchema = z.object({
  uuids: z.array(uuidSchema).min(1).max(100).optional().describe('Omit to mark everything read.'),
});
export type MarkReadRequest = z.infer<typeof markReadRequestSchema>;
export const markReadResponseSchema = z.object({ unread: countSchema.describe('Unread count after the call.') });

export type FriendsResponse = z.infer<typeof friendsResponseSchema>;
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;
