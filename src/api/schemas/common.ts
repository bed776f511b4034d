import { z } from 'zod';
import { SLUG_PATTERN } from './constants';

// No `new Function` probe: the production Content-Security-Policy has no 'unsafe-eval' (docs/security.md),
// and zod's JIT probe, though caught, is reported as a violation. Every schema module imports this one first.
z.config({ jitless: true });

export { isSlug, SLUG_PATTERN } from './constants';

/*
 * Building blocks shared by every domain schema.
 *
 * House rules for every schema under src/api/schemas (the docs generator and the transport rely on them):
 * - Schemas validate, they never transform: no .default(), .transform(), .coerce or .pipe() in request or
 *   response schemas, so z.input === z.output and "checked" and "unchecked" mode behave the same.
 *   Defaults the server applies are documented with .meta({ default }) instead.
 * - Entities that the docs should list once carry .meta({ id: 'Name' }); endpoint responses refer to them.
 * - Dates are ISO 8601 strings with an offset (e.g. '2026-11-21T18:03:00.000000Z').
 */

/**
 * Text a person types (review, developer response, search): `min`–`max` characters, and still `min` once
 * leading and trailing white space is left out. That last part is a check, not a trim (schemas never
 * transform): the server trims before it stores or searches. The sentences are the ones the server answers
 * (route() passes them through unchanged); `tooShort` also answers a missing or non-text value.
 */
export function typedTextSchema(rule: { min: number; max: number; tooShort: string; tooLong: string }) {
  return z
    .string({ error: rule.tooShort })
    .min(rule.min, { error: rule.tooShort, abort: true })
    .max(rule.max, { error: rule.tooLong })
    .refine((text) => text.trim().length >= rule.min, { error: rule.tooShort });
}

/** An ISO 8601 date-time with an offset or 'Z' (any sub-second precision). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Lower-case, dash-separated identifier used in URLs: 'starfall-arena', 'vr'. */
export const slugSchema = z
  .string()
  .regex(SLUG_PATTERN, 'A slug is lower-case letters and digits separated by single dashes.');

/** A UUID (8-4-4-4-12 hex; any version). */
export const uuidSchema = z.guid();

/** A non-negative integer count (views, coins, likes). */
export const countSchema = z.number().int().nonnegative();

/** A positive integer (page numbers, save slots, purchase counts). */
export const positiveIntSchema = z.number().int().positive();

/**
 * An image path: an absolute URL or a site-relative path. `null` (or a missing file) makes the UI show the
 * matching placeholder (spec §3: game hero or screenshot, catalog hero or thumb, developer logo,
 * announcement hero, blog hero, avatar).
 */
export const imagePathSchema = z
  .string()
  .min(1)
  .nullable()
  .describe('Absolute URL or site-relative path; null shows a placeholder.');

/** Size variants a 16:9 image path can be requested in (spec §3). The UI appends them; the API sends the base path. */
export const imageVariantSchema = z.enum(['w_16_9_fhd', 'w_16_9_hd', 'w_16_9_sm']);
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** An avatar in three sizes: thumbnail, small, standard definition. */
export const avatarSchema = z
  .object({
    tn: imagePathSchema,
    sm: imagePathSchema,
    sd: imagePathSchema,
  })
  .meta({ id: 'Avatar', description: 'A user avatar in three sizes (thumbnail, small, standard definition).' });
export type Avatar = z.infer<typeof avatarSchema>;

/** `{ slug, title }`: genres, categories, tags, games referenced from other entities. */
export const slugTitleSchema = z
  .object({ slug: slugSchema, title: z.string().min(1) })
  .meta({ id: 'SlugTitle', description: 'A reference by slug with its display title (genre, category, tag, game).' });
export type SlugTitle = z.infer<typeof slugTitleSchema>;

/** A screenshot or slide: full-size original and its thumbnail. */
export const imagePairSchema = z
  .object({ original: imagePathSchema, thumbnail: imagePathSchema })
  .meta({ id: 'ImagePair', description: 'A screenshot: the full-size original and its thumbnail.' });
export type ImagePair = z.infer<typeof imagePairSchema>;

/** The `status` object of every API response (spec §7). */
export const apiStatusSchema = z
  .object({
    success: z.boolean().describe('true only when the call did what was asked.'),
    code: z.number().int().describe('HTTP-like status code: 200, 401, 403, 404, 419, 422, 500, 503…'),
    message: z.string().describe('Human-readable message; error messages are shown to the user as-is.'),
    debug: z.string().nullish().describe('Machine-readable marker, e.g. err_network; sent to analytics.'),
  })
  .meta({ id: 'ApiStatus', description: 'The status object of every response envelope.' });
export type ApiStatus = z.infer<typeof apiStatusSchema>;

/** The response envelope `{ status, data }`; `data` is checked separately against the endpoint's schema. */
export const apiEnvelopeSchema = z.object({
  status: apiStatusSchema,
  data: z.unknown().optional(),
});
export type ApiEnvelope = z.infer<typeof apiEnvelopeSchema>;

/** `data` of calls that return nothing useful. */
export const emptyDataSchema = z.null().describe('No data: `null`.');

/** `data` of calls whose only payload is a server message to show. */
export const messageDataSchema = z
  .object({ message: z.string().min(1).describe('Message to show to the user.') })
  .meta({ id: 'MessageData', description: 'A confirmation message from the server.' });
export type MessageData = z.infer<typeof messageDataSchema>;

/** Spec §3 "Pagination": total, to, from, current, last, per_page, items. */
export function paginationSchema<T extends z.ZodType>(item: T) {
  return z.object({
    total: countSchema.describe('Number of items across all pages.'),
    from: positiveIntSchema.nullable().describe('1-based index of the first item on this page; null when empty.'),
    to: positiveIntSchema.nullable().describe('1-based index of the last item on this page; null when empty.'),
    current: positiveIntSchema.describe('Current page (1-based).'),
    last: positiveIntSchema.describe('Last page (1 when there are no items).'),
    per_page: positiveIntSchema.describe('Page size.'),
    items: z.array(item),
  });
}
export type Pagination<T> = {
  total: number;
  from: number | null;
  to: number | null;
  current: number;
  last: number;
  per_page: number;
  items: T[];
};

/** Query of paginated lists. */
export const pageQuerySchema = z.object({
  page: positiveIntSchema.optional().meta({ description: 'Page to return (1-based).', default: 1 }),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `{ retracted }` reply of reaction toggles: true when the call removed the reaction instead of adding it. */
export const reactionResultSchema = z
  .object({ retracted: z.boolean().describe('true: the reaction was removed (clear the selection).') })
  .meta({ id: 'ReactionResult', description: 'Reply of a reaction toggle.' });
export type ReactionResult = z.infer<typeof reactionResultSchema>;
