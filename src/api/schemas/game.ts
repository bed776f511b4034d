import { z } from 'zod';
import { adSchema } from './ads';
import { catalogItemSchema } from './catalog';
import {
  countSchema,
  imagePairSchema,
  imagePathSchema,
  isoDateTimeSchema,
  paginationSchema,
  positiveIntSchema,
  slugSchema,
  slugTitleSchema,
} from './common';
import { DEFAULT_GAME_SORT, GAME_PAGE_SIZE, GAME_SORTS, REACTION_TYPES } from './constants';

export { DEFAULT_GAME_SORT, GAME_PAGE_SIZE, GAME_SORTS, REACTION_TYPES } from './constants';

/** Spec §3: reaction types on games. */
export const reactionTypeSchema = z.enum(REACTION_TYPES);
export type ReactionType = z.infer<typeof reactionTypeSchema>;

/** Spec §3: game index sort options (default released). `recent` is a URL alias the app maps to `released`. */
export const gameSortSchema = z.enum(GAME_SORTS);
export type GameSort = z.infer<typeof gameSortSchema>;

/** One build of a game (builds[] of spec §3). */
export const gameBuildSchema = z
  .object({
    version: z.string().min(1).describe('Version label, e.g. 1.4.2.'),
    url: z.string().min(1).describe('URL of the build\'s start page on the games origin.'),
    active: z.boolean().describe('The build players get by default (shown with "(Active)").'),
    sdk: z.boolean().describe('The build integrates the Orbital SDK.'),
  })
  .meta({ id: 'GameBuild', description: 'One published build of a game.' });
export type GameBuild = z.infer<typeof gameBuildSchema>;

export const gameDeveloperSchema = z
  .object({
    slug: slugSchema,
    name: z.string().min(1),
    logo: imagePathSchema,
  })
  .meta({ id: 'DeveloperRef', description: 'A developer as referenced from a game.' });
export type GameDeveloper = z.infer<typeof gameDeveloperSchema>;

export const gameFeaturesSchema = z
  .object({
    multiplayer: z.boolean(),
    achievement: z.boolean(),
    save: z.boolean().describe('Cloud save.'),
    leaderboard: z.boolean(),
    inventory: z.boolean(),
  })
  .meta({ id: 'GameFeatures', description: 'Server-side features the game uses (feature badges).' });
export type GameFeatures = z.infer<typeof gameFeaturesSchema>;

/** Spec §2 game page: "trailer and screenshots when a portfolio exists". */
export const gamePortfolioSchema = z
  .object({
    trailer: z
      .object({
        url: z.string().min(1).describe('Video URL (mp4/webm) played in a <video> element.'),
        poster: imagePathSchema,
      })
      .nullable(),
    screenshots: z.array(imagePairSchema),
  })
  .meta({ id: 'GamePortfolio', description: 'Trailer and screenshots shown in the about panel.' });
export type GamePortfolio = z.infer<typeof gamePortfolioSchema>;

export const gameStatsSchema = z
  .object({
    views: countSchema.describe('Below 1000 the UI shows "New!".'),
    reviews: countSchema,
    reactions: countSchema.describe('Total reactions of all types.'),
  })
  .meta({ id: 'GameStats', description: 'Game counters; shown only when non-zero.' });
export type GameStats = z.infer<typeof gameStatsSchema>;

/** `reacted_to`: the current user's reactions, one flag per reaction type (all false for guests). */
export const reactedToSchema = z
  .object(Object.fromEntries(REACTION_TYPES.map((t) => [t, z.boolean()])) as Record<ReactionType, z.ZodBoolean>)
  .meta({ id: 'ReactedTo', description: 'The current user\'s reactions, one flag per reaction type (all false for guests).' });
export type ReactedTo = z.infer<typeof reactedToSchema>;

/** Per-type reaction counts of a game (the game page shows each type's count when it is non-zero). */
export const reactionCountsSchema = z
  .object(Object.fromEntries(REACTION_TYPES.map((t) => [t, countSchema])) as Record<ReactionType, typeof countSchema>)
  .meta({ id: 'ReactionCounts', description: 'How many users reacted with each type; the counts add up to stats.reactions.' });
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

/** Spec §3 "Game" (game page). */
export const gameSchema = z
  .object({
    slug: slugSchema,
    title: z.string().min(1),
    excerpt: z.string(),
    description: z.string().describe('Plain text; "Show More/Less" above 1500 characters; empty → "No Description.".'),
    iframe: z.string().min(1).describe('Start path of the game inside a build, e.g. index.html.'),
    version: z.string().min(1).describe('Version of the active build.'),
    builds: z.array(gameBuildSchema).min(1),
    genre: slugTitleSchema,
    tags: z.array(slugTitleSchema),
    developer: gameDeveloperSchema,
    engine: z
      .object({ id: z.string().min(1).describe('Engine id, e.g. unity, playcanvas, babylonjs, threejs, aframe, godot.') })
      .nullable(),
    features: gameFeaturesSchema,
    portfolio: gamePortfolioSchema.nullable(),
    stats: gameStatsSchema,
    date: z.object({ updated: isoDateTimeSchema }),
    reactions: reactionCountsSchema.describe('Count of each reaction type (all users, the current one included).'),
    reacted_to: reactedToSchema,
    ads_disabled: z.boolean().describe('No ad block on this game\'s page.'),
    overlay: adSchema.nullable().describe('Custom ad shown in the game overlay; null → the ad network fills it.'),
    sdk: z.boolean().describe('The game talks to the platform through the SDK.'),
    g_analytics: z.string().min(1).nullable().describe('The developer\'s Google Analytics measurement id.'),
    hero: imagePathSchema,
    slides: z.array(imagePairSchema),
  })
  .meta({ id: 'Game', description: 'A game with everything its page shows.' });
export type Game = z.infer<typeof gameSchema>;

/** A game in lists, sliders and carousels (the category appears as `category`). */
export const gameCardSchema = z
  .object({
    slug: slugSchema,
    title: z.string().min(1),
    excerpt: z.string().describe('Cards cut it at 80 characters.'),
    hero: imagePathSchema,
    category: slugTitleSchema,
    slides: z.array(imagePairSchema).describe('The slider shows up to 4 thumbnails.'),
    stats: gameStatsSchema,
    rating: z.number().min(0).max(5).describe('Average review rating; 0 when there are no reviews.'),
    date: z.object({ updated: isoDateTimeSchema }),
  })
  .meta({ id: 'GameCard', description: 'A game as shown on cards, sliders and carousels.' });
export type GameCard = z.infer<typeof gameCardSchema>;

/** Spec §3 "Genre": its image is derived from the slug by the UI. */
export const genreSchema = z
  .object({
    slug: slugSchema,
    title: z.string().min(1),
    categories: z.array(slugTitleSchema).describe('Sub-categories (the index\'s sub_cat filter).'),
  })
  .meta({ id: 'Genre', description: 'A genre with its sub-categories.' });
export type Genre = z.infer<typeof genreSchema>;

/** `games.index` query (API names; the page URL uses cat, sub_cat, recent, experiences). */
export const gameIndexQuerySchema = z.object({
  sort: gameSortSchema.optional().meta({ default: DEFAULT_GAME_SORT }),
  genre: slugSchema.optional().describe('Genre slug.'),
  category: slugSchema.optional().describe('Sub-category slug (within the genre).'),
  minRating: z.number().int().min(1).max(5).optional().describe('Only games rated at least this.'),
  recentlyUpdated: z.boolean().optional().describe('Only recently updated games.'),
  includeExperience: z.boolean().optional().describe('Include non-game VR experiences.'),
  page: positiveIntSchema.optional().meta({ default: 1 }),
});
export type GameIndexQuery = z.infer<typeof gameIndexQuerySchema>;

export const gameIndexResponseSchema = z.object({
  genres: z.array(genreSchema).describe('All genres, for the sidebar filters.'),
  pagination: paginationSchema(gameCardSchema).describe(`Page of ${GAME_PAGE_SIZE} games.`),
});
export type GameIndexResponse = z.infer<typeof gameIndexResponseSchema>;

export const gameDetailsResponseSchema = z.object({
  game: gameSchema,
  catalog: z.array(catalogItemSchema).describe('In-game content catalog; empty when the game sells nothing.'),
  games: z.object({
    overlay: z.array(gameCardSchema).describe('Similar-games carousel in the after-session overlay.'),
    more: z.array(gameCardSchema).describe('More games from the developer.'),
    similar: z.array(gameCardSchema),
  }),
});
export type GameDetailsResponse = z.infer<typeof gameDetailsResponseSchema>;

export const tagGamesQuerySchema = z.object({
  sort: gameSortSchema.optional().meta({ default: DEFAULT_GAME_SORT }),
  page: positiveIntSchema.optional().meta({ default: 1 }),
});
export type TagGamesQuery = z.infer<typeof tagGamesQuerySchema>;

export const tagGamesResponseSchema = z.object({
  tag: slugTitleSchema,
  pagination: paginationSchema(gameCardSchema),
});
export type TagGamesResponse = z.infer<typeof tagGamesResponseSchema>;

/** `games.react` body: set (`status` true) or clear (false) one reaction. */
export const gameReactRequestSchema = z.object({
  type: reactionTypeSchema,
  status: z.boolean().describe('true adds the reaction, false removes it.'),
});
export type GameReactRequest = z.infer<typeof gameReactRequestSchema>;

/** `sessions.start` reply. */
export const gameSessionStartResponseSchema = z.object({
  id: positiveIntSchema.describe('History session id, for sessions.end.'),
});
export type GameSessionStartResponse = z.infer<typeof gameSessionStartResponseSchema>;

/** `sessions.end` body. */
export const gameSessionEndRequestSchema = z.object({
  duration: countSchema.describe('Seconds actually played (visible time only; pauses excluded).'),
});
export type GameSessionEndRequest = z.infer<typeof gameSessionEndRequestSchema>;
