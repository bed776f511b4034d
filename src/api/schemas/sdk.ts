import { z } from 'zod';
import {
  avatarSchema,
  countSchema,
  isoDateTimeSchema,
  paginationSchema,
  positiveIntSchema,
  slugSchema,
} from './common';
import { catalogItemSchema, inventoryItemSchema } from './catalog';
import { achievementUnlockedEventSchema } from './realtime';
import { userCardSchema, usernameSchema } from './user';

/*
 * The SDK relay (spec §7 "SDK relay from the game frame", Decision 2): a game asks the page over
 * postMessage; the page calls these endpoints for it and posts the data back.
 */

/** Spec §5: integer SDK arguments must be positive integers, else these defaults apply. */
export const SDK_DEFAULTS = { pageSize: 10, page: 1, slot: 1, count: 1 } as const;
/** Largest leaderboard page a game may ask for. */
export const SDK_MAX_PAGE_SIZE = 100;
/** Largest save a game may write (characters of its serialised string). */
export const SDK_MAX_SAVE_LENGTH = 1_048_576;

/** A positive integer or the fallback (spec §5: anything else → the default). */
export function positiveIntOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

// --- user info --------------------------------------------------------------------------------

/** `sdk.user`: what a game may know about the player. */
export const sdkUserSchema = z
  .discriminatedUnion('loggedIn', [
    z.object({ loggedIn: z.literal(false) }),
    z.object({
      loggedIn: z.literal(true),
      id: positiveIntSchema,
      alias: z.string().min(1),
      username: usernameSchema,
      avatar: avatarSchema,
      premium: z.boolean().describe('Currently premium.'),
    }),
  ])
  .meta({ id: 'SdkUser', description: 'The player as a game sees it.' });
export type SdkUser = z.infer<typeof sdkUserSchema>;

// --- inventory --------------------------------------------------------------------------------

export const sdkInventoryResponseSchema = z.array(inventoryItemSchema).describe('Items of this game the player owns.');
export const sdkCatalogResponseSchema = z.array(catalogItemSchema).describe('Items of this game on sale.');
export const sdkInventoryPurchaseRequestSchema = z.object({
  item: slugSchema.describe('Catalog item slug.'),
  count: positiveIntSchema.max(99).meta({ description: 'How many to buy.', default: SDK_DEFAULTS.count }),
});
export type SdkInventoryPurchaseRequest = z.infer<typeof sdkInventoryPurchaseRequestSchema>;
/** Charged count × price_discounted; 422 with a message when the balance is too low. */
export const sdkInventoryPurchaseResponseSchema = z.object({
  item: inventoryItemSchema.describe('The item with the new owned count.'),
  balance: countSchema.describe('Coin balance after the charge.'),
});
export type SdkInventoryPurchaseResponse = z.infer<typeof sdkInventoryPurchaseResponseSchema>;
export const sdkItemUrlResponseSchema = z.object({
  url: z.url().describe('Absolute URL of the item\'s catalog page (/arcade/games/{game}/catalog/{item}).'),
});

// --- leaderboards -----------------------------------------------------------------------------

export const leaderboardEntrySchema = z
  .object({
    rank: positiveIntSchema,
    score: z.number().int(),
    user: userCardSchema,
    date: z.object({ posted: isoDateTimeSchema }),
  })
  .meta({ id: 'LeaderboardEntry', description: 'A player\'s best score on a game\'s leaderboard.' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardQuerySchema = z.object({
  page: positiveIntSchema.optional().meta({ default: SDK_DEFAULTS.page }),
  per_page: positiveIntSchema.max(SDK_MAX_PAGE_SIZE).optional().meta({ default: SDK_DEFAULTS.pageSize }),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;
export const leaderboardResponseSchema = paginationSchema(leaderboardEntrySchema).describe('Best score per player, highest first.');
export const leaderboardMyResponseSchema = leaderboardEntrySchema.nullable().describe('null when the player has no score yet.');
export const leaderboardPostScoreRequestSchema = z.object({ score: z.number().int() });
export const leaderboardPostScoreResponseSchema = z.object({
  entry: leaderboardEntrySchema.describe('The player\'s entry after the post.'),
  best: z.boolean().describe('The posted score is a new personal best.'),
});
export const leaderboardStatsResponseSchema = z.object({
  players: countSchema.describe('Players with a score.'),
  top: z.number().int().nullable().describe('Highest score; null when empty.'),
  average: z.number().nullable().describe('Mean of the players\' best scores; null when empty.'),
});

// --- saves ------------------------------------------------------------------------------------

export const saveSlotSchema = z
  .object({
    slot: positiveIntSchema,
    size: countSchema.describe('Length of the saved string.'),
    date: z.object({ updated: isoDateTimeSchema }),
  })
  .meta({ id: 'SaveSlot', description: 'A cloud-save slot (without its data).' });
export type SaveSlot = z.infer<typeof saveSlotSchema>;
export const sdkSavesResponseSchema = z.array(saveSlotSchema).describe('Used slots, by slot number.');
/** Load: 404 when the slot is empty. */
export const sdkSaveLoadResponseSchema = saveSlotSchema.extend({
  data: z.string().max(SDK_MAX_SAVE_LENGTH).describe('What the game saved (usually serialised JSON).'),
});
export const sdkSaveWriteRequestSchema = z.object({ data: z.string().max(SDK_MAX_SAVE_LENGTH) });
export type SdkSaveWriteRequest = z.infer<typeof sdkSaveWriteRequestSchema>;

// --- marketing --------------------------------------------------------------------------------

/** Marketing e-mails from the game's developer. */
export const sdkMarketingResponseSchema = z.object({ subscribed: z.boolean() });
export type SdkMarketingResponse = z.infer<typeof sdkMarketingResponseSchema>;

// --- achievements -----------------------------------------------------------------------------

/** `sdk.achievementUnlock`: the game names the achievement by its slug (its title, slugified: 'first-blood'). */
export const sdkAchievementUnlockRequestSchema = z.object({
  achievement: slugSchema.describe('Achievement slug.'),
});
export type SdkAchievementUnlockRequest = z.infer<typeof sdkAchievementUnlockRequestSchema>;
export const sdkAchievementSchema = achievementUnlockedEventSchema
  .extend({ slug: slugSchema })
  .meta({ id: 'SdkAchievement', description: 'An achievement as a game sees it: its slug and the achievement.unlocked payload.' });
export type SdkAchievement = z.infer<typeof sdkAchievementSchema>;
export const sdkAchievementUnlockResponseSchema = z.object({
  achievement: sdkAchievementSchema,
  unlocked_now: z.boolean().describe('true when this call unlocked it (and raised achievement.unlocked); false when the player already had it.'),
});
export type SdkAchievementUnlockResponse = z.infer<typeof sdkAchievementUnlockResponseSchema>;

export type SdkInventoryResponse = z.infer<typeof sdkInventoryResponseSchema>;
export type SdkCatalogResponse = z.infer<typeof sdkCatalogResponseSchema>;
export type SdkItemUrlResponse = z.infer<typeof sdkItemUrlResponseSchema>;
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
export type LeaderboardMyResponse = z.infer<typeof leaderboardMyResponseSchema>;
export type LeaderboardPostScoreRequest = z.infer<typeof leaderboardPostScoreRequestSchema>;
export type LeaderboardPostScoreResponse = z.infer<typeof leaderboardPostScoreResponseSchema>;
export type LeaderboardStatsResponse = z.infer<typeof leaderboardStatsResponseSchema>;
export type SdkSavesResponse = z.infer<typeof sdkSavesResponseSchema>;
export type SdkSaveLoadResponse = z.infer<typeof sdkSaveLoadResponseSchema>;
