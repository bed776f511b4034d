import { z } from 'zod';
import { typedTextSchema } from './common';
import { announcementSchema, articleSchema } from './content';
import { gameCardSchema } from './game';
import { userCardSchema } from './user';

/** Spec §5/§9: a search needs at least 3 characters. */
export const SEARCH_MIN_LENGTH = 3;
/** Longest search text. */
export const SEARCH_MAX_LENGTH = 100;
/** Spec §5, verbatim: a search under 3 characters (danger toast 'Invalid Input'). */
export const SEARCH_TOO_SHORT_TITLE = 'Invalid Input';
export const SEARCH_TOO_SHORT_MESSAGE = 'Please enter at least 3 character to perform a search.';
export const SEARCH_TOO_LONG_MESSAGE = `Please keep your search to ${SEARCH_MAX_LENGTH} characters or fewer.`;
/** Most results returned per section. */
export const SEARCH_SECTION_LIMIT = 24;

/** `search.index` query (Decision 2): the text and the four section toggles. */
export const searchQuerySchema = z.object({
  query: typedTextSchema({
    min: SEARCH_MIN_LENGTH,
    max: SEARCH_MAX_LENGTH,
    tooShort: SEARCH_TOO_SHORT_MESSAGE,
    tooLong: SEARCH_TOO_LONG_MESSAGE,
  }).describe('At least 3 characters without leading and trailing white space; the server searches it trimmed.'),
  games: z.boolean().optional().meta({ default: true }),
  users: z.boolean().optional().meta({ default: true }),
  articles: z.boolean().optional().meta({ default: false }),
  announcements: z.boolean().optional().meta({ default: false }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Every section is present; a section that was not asked for is empty. */
export const searchResponseSchema = z.object({
  games: z.array(gameCardSchema).max(SEARCH_SECTION_LIMIT),
  users: z.array(userCardSchema).max(SEARCH_SECTION_LIMIT),
  articles: z.array(articleSchema).max(SEARCH_SECTION_LIMIT),
  announcements: z.array(announcementSchema).max(SEARCH_SECTION_LIMIT),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
