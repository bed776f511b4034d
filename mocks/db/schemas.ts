/*
 * Record schemas of the mock database: the API's own zod schemas (src/api/schemas), extended with what
 * only the server knows (e-mail, password, owner ids, internal flags) and without what the server
 * computes per request (reacted_to, respondable for the viewer, stats that are counted from other
 * collections). Foreign keys are plain values (user ids, slugs, uuids): records stay JSON, so the browser
 * snapshot (persistence.ts) is a plain JSON dump.
 */
import { z } from 'zod';
import {
  accountSchema,
  achievementSchema,
  activitySchema,
  adSchema,
  adSizeSchema,
  announcementDetailsSchema,
  articleDetailsSchema,
  catalogItemDetailsSchema,
  coinOfferSchema,
  countSchema,
  deletionStatusResponseSchema,
  developerSchema,
  emailSchema,
  gameSchema,
  genreSchema,
  isoDateTimeSchema,
  legalPageSchema,
  messageSchema,
  notificationSchema,
  notificationSoundSchema,
  positiveIntSchema,
  REACTION_TYPES,
  reactionTypeSchema,
  reviewReactionTypeSchema,
  reviewSchema,
  slugSchema,
  slugTitleSchema,
  socialLoginProviderSchema,
  socialProviderSchema,
  supportMessageSchema,
  usernameSchema,
  userSettingsSchema,
  uuidSchema,
  type ReactionType,
} from '../../src/api/schemas';

export const USER_ROLES = ['player', 'developer', 'staff'] as const;

/** A user: the Account of the API plus the server-side fields. The password is plain text: this is a mock. */
export const userRecordSchema = accountSchema.extend({
  email: emailSchema,
  password: z.string().min(1),
  settings: userSettingsSchema,
  roles: z.array(z.enum(USER_ROLES)),
  /** Slug of the developer organisation the user may act for (responses to reviews), or null. */
  developer: slugSchema.nullable(),
  joined: isoDateTimeSchema,
  verified: z.boolean(),
  online: z.boolean(),
  /** One of the demo accounts of the engineering guide §3. */
  demo: z.boolean(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const sessionRecordSchema = z.object({
  token: z.string().min(16),
  userId: positiveIntSchema,
  remember: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

export const friendshipRecordSchema = z.object({
  userId: positiveIntSchema,
  friendId: positiveIntSchema,
  since: isoDateTimeSchema,
});

/** A pending friend request from one user to another (accepting it makes two friendship records). */
export const friendRequestRecordSchema = z.object({
  uuid: uuidSchema,
  fromId: positiveIntSchema,
  toId: positiveIntSchema,
  sent: isoDateTimeSchema,
});
export type FriendRequestRecord = z.infer<typeof friendRequestRecordSchema>;

export const genreRecordSchema = genreSchema.extend({ order: z.number().int() });
export const tagRecordSchema = slugTitleSchema;
export const engineRecordSchema = z.object({ id: z.string().min(1), title: z.string().min(1) });

/** A developer (studio). Its stats are counted from its games. */
export const developerRecordSchema = developerSchema.omit({ stats: true });
export type DeveloperRecord = z.infer<typeof developerRecordSchema>;

export const announcementRecordSchema = announcementDetailsSchema;
export type AnnouncementRecord = z.infer<typeof announcementRecordSchema>;

/** Reaction counters of a game, one per type (the seeded base; user reactions change them). */
export const reactionCountsSchema = z.object(
  Object.fromEntries(REACTION_TYPES.map((t) => [t, countSchema])) as Record<ReactionType, typeof countSchema>,
);
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

/**
 * A game: the API Game without what depends on the viewer (reacted_to) or is counted (stats), plus the
 * sub-category, the experience flag (index filter includeExperience), the release date, views and the
 * reaction counters.
 */
export const gameRecordSchema = gameSchema.omit({ reacted_to: true, stats: true }).extend({
  category: slugTitleSchema,
  experience: z.boolean(),
  released: isoDateTimeSchema,
  views: countSchema,
  reactions: reactionCountsSchema,
});
export type GameRecord = z.infer<typeof gameRecordSchema>;

export const catalogItemRecordSchema = catalogItemDetailsSchema.extend({
  /** Shown in the shop's in-game content showcase. */
  showcase: z.boolean(),
});
export type CatalogItemRecord = z.infer<typeof catalogItemRecordSchema>;

export const inventoryRecordSchema = z.object({
  userId: positiveIntSchema,
  gameSlug: slugSchema,
  itemSlug: slugSchema,
  count: positiveIntSchema,
  acquired: isoDateTimeSchema,
});

/**
 * A review. `respondable` here means the review is open to a developer response (the API's respondable
 * is this AND no response yet AND the viewer is the game's developer).
 */
export const reviewRecordSchema = reviewSchema.omit({ author: true, reacted_to: true }).extend({
  gameSlug: slugSchema,
  authorUsername: usernameSchema,
  responded: isoDateTimeSchema.nullable(),
});
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

export const gameReactionRecordSchema = z.object({
  userId: positiveIntSchema,
  gameSlug: slugSchema,
  type: reactionTypeSchema,
});
export const reviewReactionRecordSchema = z.object({
  userId: positiveIntSchema,
  reviewUuid: uuidSchema,
  type: reviewReactionTypeSchema,
});

/** A recorded game session (history); open while `ended` is null. */
export const gameSessionRecordSchema = z.object({
  id: positiveIntSchema,
  userId: positiveIntSchema,
  gameSlug: slugSchema,
  started: isoDateTimeSchema,
  ended: isoDateTimeSchema.nullable(),
  duration: countSchema,
});

export const achievementRecordSchema = achievementSchema.omit({ unlocked: true }).extend({
  sound: notificationSoundSchema,
});
export type AchievementRecord = z.infer<typeof achievementRecordSchema>;
export const achievementUnlockRecordSchema = z.object({
  userId: positiveIntSchema,
  achievementUuid: uuidSchema,
  unlocked: isoDateTimeSchema,
});

export const activityRecordSchema = activitySchema.extend({ userId: positiveIntSchema });

export const saveRecordSchema = z.object({
  userId: positiveIntSchema,
  gameSlug: slugSchema,
  slot: positiveIntSchema,
  data: z.string(),
  updated: isoDateTimeSchema,
});
export const scoreRecordSchema = z.object({
  userId: positiveIntSchema,
  gameSlug: slugSchema,
  score: z.number().int(),
  posted: isoDateTimeSchema,
});
/** Subscription to a developer's marketing mails (SDK marketing). */
export const marketingRecordSchema = z.object({ userId: positiveIntSchema, developerSlug: slugSchema });

export const notificationRecordSchema = notificationSchema.extend({ userId: positiveIntSchema });
export const messageRecordSchema = messageSchema.omit({ author: true }).extend({
  userId: positiveIntSchema.describe('Recipient.'),
  authorId: positiveIntSchema,
});

export const giftCodeRecordSchema = z.object({
  code: z.string().min(4),
  amount: positiveIntSchema,
  /** After this instant the code is refused as expired; null: never expires. */
  expires: isoDateTimeSchema.nullable(),
  description: z.string(),
});
export const giftRedemptionRecordSchema = z.object({
  code: z.string().min(4),
  userId: positiveIntSchema,
  date: isoDateTimeSchema,
});

export const coinOfferRecordSchema = coinOfferSchema;
export const coinPurchaseRecordSchema = z.object({
  uuid: uuidSchema,
  userId: positiveIntSchema,
  amount: positiveIntSchema,
  price: z.number().positive(),
  method: z.enum(['direct', 'email']),
  status: z.enum(['pending', 'paid', 'cancelled']),
  created: isoDateTimeSchema,
});

/** A month of premium bought with coins (market.premiumPurchase): the shop page's premium history. */
export const premiumPurchaseRecordSchema = z.object({
  uuid: uuidSchema,
  userId: positiveIntSchema,
  months: positiveIntSchema,
  coins: countSchema,
  /** The expiry the purchase set. */
  until: isoDateTimeSchema,
  created: isoDateTimeSchema,
});

export const adRecordSchema = adSchema.extend({
  size: adSizeSchema,
  title: z.string().min(1),
  impressions: countSchema,
  active: z.boolean(),
});
export type AdRecord = z.infer<typeof adRecordSchema>;

export const legalPageRecordSchema = legalPageSchema;
export const articleRecordSchema = articleDetailsSchema;
export type ArticleRecord = z.infer<typeof articleRecordSchema>;

/** A legacy path and where it lives now: a site-relative path or an absolute URL on an allow-listed host. */
export const redirectRecordSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
});

export const newsletterTokenRecordSchema = z.object({
  token: z.string().min(8),
  email: emailSchema,
  action: z.enum(['confirm', 'unsubscribe']),
  used: z.boolean(),
  expires: isoDateTimeSchema,
});
/** A signed e-mail verification link: /auth/email/verify/{id}/{hash}?expires=…&signature=… */
export const emailVerificationRecordSchema = z.object({
  userId: positiveIntSchema,
  hash: z.string().min(8),
  expires: z.string().regex(/^\d+$/),
  signature: z.string().min(8),
  used: z.boolean(),
});
export const passwordResetRecordSchema = z.object({
  email: emailSchema,
  token: z.string().min(8),
  created: isoDateTimeSchema,
  used: z.boolean(),
});
export const deletionRequestRecordSchema = deletionStatusResponseSchema;
export const supportMessageRecordSchema = supportMessageSchema.extend({
  uuid: uuidSchema,
  userId: positiveIntSchema.nullable(),
  date: isoDateTimeSchema,
});
export const socialProviderRecordSchema = socialProviderSchema;
/** A social login in flight: started by auth.socialLogin, completed by the mock provider page. */
export const socialLoginRecordSchema = z.object({
  token: z.string().min(8),
  provider: socialLoginProviderSchema,
  status: z.enum(['pending', 'completed', 'failed', 'needs-registration']),
  email: emailSchema.nullable(),
  userId: positiveIntSchema.nullable(),
  created: isoDateTimeSchema,
});
