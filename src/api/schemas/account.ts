import { z } from 'zod';
import {
  avatarSchema,
  countSchema,
  imagePathSchema,
  isoDateTimeSchema,
  paginationSchema,
  positiveIntSchema,
  slugTitleSchema,
  typedTextSchema,
  uuidSchema,
} from './common';
import { emailSchema } from './auth';
import { inventoryItemSchema } from './catalog';
import {
  ALIAS_MAX_LENGTH,
  ALIAS_MIN_LENGTH,
  ALIAS_TOO_LONG_MESSAGE,
  ALIAS_TOO_SHORT_MESSAGE,
  AVATAR_UPLOAD,
  type AvatarUploadType,
} from './accountRules';
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

/*
 * Friend requests (page /account/friends). A request is pending until the receiver accepts or declines
 * it, or the sender cancels it; the server follows the receiver's `community.friend_request` setting
 * (spec §3: 'all', 'friends_of_friends', 'none') and refuses with a sentence the page shows.
 */
export const friendRequestSchema = z
  .object({
    uuid: uuidSchema,
    user: userCardSchema.describe('The other user: the sender of an incoming request, the receiver of an outgoing one.'),
    date: z.object({ sent: isoDateTimeSchema }),
  })
  .meta({ id: 'FriendRequest', description: 'A pending friend request to or from the logged-in user.' });
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const friendRequestsResponseSchema = z.object({
  incoming: z.array(friendRequestSchema).describe('Requests other users sent to the logged-in user, newest first.'),
  outgoing: z.array(friendRequestSchema).describe('Requests the logged-in user sent, newest first.'),
});
export type FriendRequestsResponse = z.infer<typeof friendRequestsResponseSchema>;

export const sendFriendRequestSchema = z.object({
  username: usernameSchema.describe('The username of the user to ask.'),
});
export type SendFriendRequest = z.infer<typeof sendFriendRequestSchema>;

export const sendFriendRequestResponseSchema = z.object({
  message: z.string().min(1).describe('Confirmation to show.'),
  request: friendRequestSchema.describe('The new outgoing request.'),
});
export type SendFriendRequestResponse = z.infer<typeof sendFriendRequestResponseSchema>;

export const acceptFriendRequestResponseSchema = z.object({
  message: z.string().min(1).describe('Confirmation to show.'),
  friend: friendSchema.describe('The new friend.'),
});
export type AcceptFriendRequestResponse = z.infer<typeof acceptFriendRequestResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The profile page (alias and avatar) and the shop page (purchases).
// ---------------------------------------------------------------------------------------------

/** `account.profile`: what the profile page edits, and the e-mail address the support form starts with. */
export const accountProfileSchema = z
  .object({
    alias: z.string().min(1).describe('Display name.'),
    username: usernameSchema,
    email: emailSchema.describe('The account\'s e-mail address (not editable here).'),
    avatar: avatarSchema,
  })
  .meta({ id: 'AccountProfile', description: 'The logged-in user\'s profile: alias, username, e-mail address and avatar.' });
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** `account.updateProfile`: the new alias (the server trims it). */
export const updateProfileRequestSchema = z.object({
  alias: typedTextSchema({
    min: ALIAS_MIN_LENGTH,
    max: ALIAS_MAX_LENGTH,
    tooShort: ALIAS_TOO_SHORT_MESSAGE,
    tooLong: ALIAS_TOO_LONG_MESSAGE,
  }).describe(`The display name: ${ALIAS_MIN_LENGTH}–${ALIAS_MAX_LENGTH} characters.`),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

const avatarTypes = Object.keys(AVATAR_UPLOAD.types) as AvatarUploadType[];
/** The longest data URL an avatar of AVATAR_UPLOAD.maxBytes makes (base64: 4 characters per 3 bytes). */
export const AVATAR_DATA_URL_MAX_LENGTH =
  Math.max(...avatarTypes.map((type) => `data:${type};base64,`.length)) + Math.ceil(AVATAR_UPLOAD.maxBytes / 3) * 4;
const AVATAR_DATA_URL = new RegExp(`^data:(?:${avatarTypes.map((type) => type.replace('/', '\\/')).join('|')});base64,[A-Za-z0-9+/]+={0,2}$`);
export const AVATAR_TYPE_MESSAGE = `The avatar must be a ${Object.values(AVATAR_UPLOAD.types).join(', ')} image.`;
export const AVATAR_SIZE_MESSAGE = `The avatar must be at most ${AVATAR_UPLOAD.maxBytes / 1024 / 1024} MB.`;

/**
 * `account.uploadAvatar`: the image as a base64 data URL. Calls are JSON (spec §7), so the file travels
 * inside the JSON body rather than as multipart; AVATAR_UPLOAD holds the types and the size.
 */
export const avatarUploadRequestSchema = z.object({
  image: z
    .string({ error: AVATAR_TYPE_MESSAGE })
    .max(AVATAR_DATA_URL_MAX_LENGTH, { error: AVATAR_SIZE_MESSAGE, abort: true })
    .regex(AVATAR_DATA_URL, { error: AVATAR_TYPE_MESSAGE })
    .describe(`data:<type>;base64,<bytes>: ${avatarTypes.join(', ')}, at most ${AVATAR_UPLOAD.maxBytes} bytes.`),
});
export type AvatarUploadRequest = z.infer<typeof avatarUploadRequestSchema>;

/** A coin pack bought (or ordered) with money. */
export const coinPurchaseSchema = z
  .object({
    uuid: uuidSchema,
    kind: z.literal('coins'),
    amount: positiveIntSchema.describe('Coins bought.'),
    price: z.number().positive().describe('Dollars, VAT included.'),
    method: z.enum(['direct', 'email']).describe('Paid on the payment page (direct) or through an e-mailed link (email).'),
    status: z.enum(['pending', 'paid', 'cancelled']),
    date: isoDateTimeSchema.describe('When it was ordered.'),
  })
  .meta({ id: 'CoinPurchase', description: 'A coin purchase of the logged-in user.' });
export type CoinPurchase = z.infer<typeof coinPurchaseSchema>;

/** A month of premium bought with coins. */
export const premiumPurchaseSchema = z
  .object({
    uuid: uuidSchema,
    kind: z.literal('premium'),
    months: positiveIntSchema.describe('Months bought (one per purchase, spec §9).'),
    coins: countSchema.describe('Coins paid.'),
    until: isoDateTimeSchema.describe('The premium expiry the purchase set.'),
    date: isoDateTimeSchema.describe('When it was bought.'),
  })
  .meta({ id: 'PremiumPurchase', description: 'A premium purchase of the logged-in user.' });
export type PremiumPurchase = z.infer<typeof premiumPurchaseSchema>;

export const purchaseSchema = z.discriminatedUnion('kind', [coinPurchaseSchema, premiumPurchaseSchema]);
export type Purchase = z.infer<typeof purchaseSchema>;

/** `account.purchases`: coin purchases and premium months, newest first. */
export const purchasesResponseSchema = z.object({ pagination: paginationSchema(purchaseSchema) });
export type PurchasesResponse = z.infer<typeof purchasesResponseSchema>;
