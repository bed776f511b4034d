import { z } from 'zod';
import { countSchema, imagePathSchema, isoDateTimeSchema, paginationSchema, typedTextSchema, uuidSchema } from './common';
import {
  NO_RATING_MESSAGE,
  RATING_RANGE_MESSAGE,
  RESPONSE_MAX_LENGTH,
  RESPONSE_MIN_LENGTH,
  RESPONSE_TOO_LONG_MESSAGE,
  REVIEW_MAX_LENGTH,
  REVIEW_MIN_LENGTH,
  REVIEW_TOO_LONG_MESSAGE,
  REVIEW_TOO_SHORT_MESSAGE,
} from './constants';
import { usernameSchema } from './user';

/*
 * The limits and the sentences a refused review, rating or response answers live in the zod-free
 * constants (forms on the startup path use them without zod); the schemas below carry them, so the
 * server's 422 and a form checked with the same rules say the same thing.
 */
export {
  NO_RATING_MESSAGE,
  NO_RATING_TITLE,
  RATING_RANGE_MESSAGE,
  RESPONSE_MAX_LENGTH,
  RESPONSE_MIN_LENGTH,
  RESPONSE_TOO_LONG_MESSAGE,
  REVIEW_MAX_LENGTH,
  REVIEW_MIN_LENGTH,
  REVIEW_TOO_LONG_MESSAGE,
  REVIEW_TOO_SHORT_MESSAGE,
  REVIEW_TOO_SHORT_TITLE,
} from './constants';

/** Spec §3: reviews take like and dislike. */
export const REVIEW_REACTION_TYPES = ['like', 'dislike'] as const;
export const reviewReactionTypeSchema = z.enum(REVIEW_REACTION_TYPES);
export type ReviewReactionType = z.infer<typeof reviewReactionTypeSchema>;

/** No rating (missing, null or 0 stars) answers spec §5's 'No Rating'; anything else outside 1–5 the range. */
const noRatingOr = (input: unknown) => (input === undefined || input === null || input === 0 ? NO_RATING_MESSAGE : RATING_RANGE_MESSAGE);

export const ratingSchema = z
  .number({ error: (issue) => noRatingOr(issue.input) })
  .int({ error: RATING_RANGE_MESSAGE })
  .min(1, { error: (issue) => noRatingOr(issue.input) })
  .max(5, { error: RATING_RANGE_MESSAGE })
  .describe('Stars, 1–5.');

/** Spec §3 "Review". */
export const reviewSchema = z
  .object({
    uuid: uuidSchema,
    rating: ratingSchema,
    body: z.string().min(1).max(REVIEW_MAX_LENGTH),
    author: z.object({
      alias: z.string().min(1),
      username: usernameSchema,
      avatar: z.object({ sm: imagePathSchema }),
    }),
    reactions: z.object({ like: countSchema, dislike: countSchema }),
    reacted_to: z
      .object({ like: z.boolean(), dislike: z.boolean() })
      .describe('The current user\'s reaction (both false for guests).'),
    date: z.object({
      posted: isoDateTimeSchema,
      updated: isoDateTimeSchema.nullable().describe('null when never edited.'),
    }),
    response: z.string().min(1).nullable().describe('The developer\'s response; null when none.'),
    respondable: z.boolean().describe('The current user is the game\'s developer and may respond (no response yet).'),
  })
  .meta({ id: 'Review', description: 'A player\'s review of a game.' });
export type Review = z.infer<typeof reviewSchema>;

/** `games.reviews`: overall rating, one page of reviews, and the current user's own review. */
export const reviewsResponseSchema = z.object({
  rating: z.number().min(0).max(5).describe('Overall average rating; 0 when there are no reviews.'),
  pagination: paginationSchema(reviewSchema),
  current: reviewSchema.nullable().describe('The current user\'s review of this game; null for guests or when none.'),
  developer: z
    .boolean()
    .describe('The current user is this game\'s developer: they may respond to its reviews and delete their responses.'),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** Submit and update body (spec §5: at least 20, at most 500 characters; rating required). */
export const reviewRequestSchema = z.object({
  body: typedTextSchema({
    min: REVIEW_MIN_LENGTH,
    max: REVIEW_MAX_LENGTH,
    tooShort: REVIEW_TOO_SHORT_MESSAGE,
    tooLong: REVIEW_TOO_LONG_MESSAGE,
  }).describe('At least 20 characters without leading and trailing white space; the server stores it trimmed.'),
  rating: ratingSchema,
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const reviewSubmitResponseSchema = z.object({
  message: z.string().min(1),
  uuid: uuidSchema.describe('The review\'s uuid (new on submit, unchanged on update).'),
});
export type ReviewSubmitResponse = z.infer<typeof reviewSubmitResponseSchema>;

/** `reviews.react`: toggles the reaction of that type. */
export const reviewReactRequestSchema = z.object({ type: reviewReactionTypeSchema });
export type ReviewReactRequest = z.infer<typeof reviewReactRequestSchema>;

/** `reviews.respond` body (Decision 9: 20–250 characters). */
export const reviewResponseRequestSchema = z.object({
  body: typedTextSchema({
    min: RESPONSE_MIN_LENGTH,
    max: RESPONSE_MAX_LENGTH,
    tooShort: REVIEW_TOO_SHORT_MESSAGE,
    tooLong: RESPONSE_TOO_LONG_MESSAGE,
  }).describe('At least 20 characters without leading and trailing white space; the server stores it trimmed.'),
});
export type ReviewResponseRequest = z.infer<typeof reviewResponseRequestSchema>;

export type Rating = z.infer<typeof ratingSchema>;
