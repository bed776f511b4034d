import { z } from 'zod';
import { countSchema, imagePathSchema, isoDateTimeSchema, slugSchema, slugTitleSchema } from './common';

/**
 * Spec §3 "Catalog item": in-game content sold for coins. Free when price and price_discounted are both 0;
 * on sale when price_discounted is below price (the badge shows the percent off).
 */
export const catalogItemSchema = z
  .object({
    slug: slugSchema,
    name: z.string().min(1),
    thumbnail: imagePathSchema,
    price: countSchema.describe('Regular price in coins.'),
    price_discounted: countSchema.describe('Price in coins to pay now; equal to price when not on sale.'),
    game: slugTitleSchema.describe('The game the item belongs to.'),
  })
  .meta({ id: 'CatalogItem', description: 'In-game content sold for coins.' });
export type CatalogItem = z.infer<typeof catalogItemSchema>;

/** A catalog item with its page content (`games.catalogItem`). */
export const catalogItemDetailsSchema = catalogItemSchema
  .extend({
    hero: imagePathSchema.describe('Large image of the item page.'),
    description: z.string().describe('Plain text; may contain line breaks.'),
  })
  .meta({ id: 'CatalogItemDetails', description: 'A catalog item with its page content.' });
export type CatalogItemDetails = z.infer<typeof catalogItemDetailsSchema>;

export const catalogItemResponseSchema = z.object({ item: catalogItemDetailsSchema });
export type CatalogItemResponse = z.infer<typeof catalogItemResponseSchema>;

/** An item a player owns (account inventory page and the SDK inventory). */
export const inventoryItemSchema = catalogItemSchema
  .extend({
    count: countSchema.describe('How many the player owns.'),
    date: z.object({ acquired: isoDateTimeSchema.describe('When the player last acquired one.') }),
  })
  .meta({ id: 'InventoryItem', description: 'A catalog item the player owns, with the count owned.' });
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** Percent off for the sale badge (0 when not on sale or free). */
export function percentOff(item: Pick<CatalogItem, 'price' | 'price_discounted'>): number {
  if (item.price <= 0 || item.price_discounted >= item.price) return 0;
  return Math.round(((item.price - item.price_discounted) / item.price) * 100);
}

/** Free when both prices are zero (spec §3). */
export function isFree(item: Pick<CatalogItem, 'price' | 'price_discounted'>): boolean {
  return item.price === 0 && item.price_discounted === 0;
}
