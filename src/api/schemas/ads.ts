import { z } from 'zod';
import { imagePathSchema, uuidSchema } from './common';

/**
 * Ad slot sizes the ad server fills (spec §3: "sizes such as 600x500 and 735x90"): 600x500 is the game
 * overlay slot, 735x90 the in-page banner. Add sizes here (once) when a new slot needs one.
 */
export const AD_SIZES = ['600x500', '735x90'] as const;
export const adSizeSchema = z.enum(AD_SIZES).describe('Slot size, width x height in CSS pixels.');
export type AdSize = z.infer<typeof adSizeSchema>;

/** Spec §3 "Ad": type (image or video), media, poster, url, uuid. Also a game's custom overlay ad. */
export const adSchema = z
  .object({
    uuid: uuidSchema.describe('Identifies the ad for the impression call.'),
    type: z.enum(['image', 'video']),
    media: z.string().min(1).describe('URL of the image or video file.'),
    poster: imagePathSchema.describe('Poster frame for a video ad; null for images.'),
    url: z.string().min(1).describe('Click-through URL (opened in a new tab).'),
  })
  .meta({ id: 'Ad', description: 'A served ad (also a game\'s custom overlay ad).' });
export type Ad = z.infer<typeof adSchema>;

/** `ads.serve`: the ad for a slot, or null when there is none to show. */
export const adServeResponseSchema = adSchema.nullable();
export type AdServeResponse = z.infer<typeof adServeResponseSchema>;
