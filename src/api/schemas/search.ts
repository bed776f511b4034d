import { z } from 'zod';
import { typedTextSchema } from './common';
import { announcementSchema, articleSchema } from './content';
import { gameCardSchema } from './game';
import { userCardSchema } from './user';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, SEARCH_SECTION_LIMIT, SEARCH_TOO_LONG_MESSAGE, SEARCH_TOO_SHORT_MESSAGE } from './constants';

export {
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_SECTION_LIMIT,
  SEARCH_TOO_LONG_MESSAGE,
  SEARCH_TOO_SHORT_MESSAGE,
  SEARCH_TOO_SHORT_TITLE,
} from './constants';

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
