import { z } from 'zod';
import { countSchema, isoDateTimeSchema, positiveIntSchema } from './common';
import { catalogItemSchema } from './catalog';

export { PREMIUM_MAX_MONTHS_AHEAD, PREMIUM_PRICE_COINS } from './constants';

/** Spec §3 "Coin offer": a coin pack. */
export const coinOfferSchema = z
  .object({
    amount: positiveIntSchema.describe('Coins in the pack.'),
    price: z.number().positive().describe('Price in dollars, VAT included.'),
    special: z.boolean().describe('Highlighted offer (best value).'),
  })
  .meta({ id: 'CoinOffer', description: 'A coin pack for sale.' });
export type CoinOffer = z.infer<typeof coinOfferSchema>;

export const coinOffersResponseSchema = z.array(coinOfferSchema);
/** The shop's in-game content showcase. */
export const showcaseResponseSchema = z.array(catalogItemSchema);

/** Both purchase calls take the pack's amount. */
export const coinPurchaseRequestSchema = z.object({
  amount: positiveIntSchema.describe('amount of one of the offers'),
});
export type CoinPurchaseRequest = z.infer<typeof coinPurchaseRequestSchema>;
export const coinPurchaseDirectResponseSchema = z.object({
  payment_url: z.url().describe('Payment page to redirect to (/market/coins).'),
});
export type CoinPurchaseDirectResponse = z.infer<typeof coinPurchaseDirectResponseSchema>;
export const coinPurchaseByEmailResponseSchema = z.object({
  message: z.string().min(1).describe('Tells the user a payment link was e-mailed.'),
});

/**
 * Premium purchase: moves the expiry one month past max(current expiry, now) and charges 10 coins.
 * Refused (422, nothing charged) when the new expiry would be more than a year from today (Decision 12)
 * or the balance is too low.
 */
export const premiumPurchaseResponseSchema = z.object({
  message: z.string().min(1),
  premium: isoDateTimeSchema.describe('New premium expiry.'),
  balance: countSchema.describe('Coin balance after the charge.'),
});
export type PremiumPurchaseResponse = z.infer<typeof premiumPurchaseResponseSchema>;

/** Gift codes: letters, digits and dashes, e.g. ORBITAL-100 (case-insensitive on the server). */
export const giftCodeRedeemRequestSchema = z.object({
  code: z
    .string()
    .min(4)
    .max(32)
    .regex(/^[A-Za-z0-9-]+$/, 'A gift code has letters, digits and dashes only.'),
});
export type GiftCodeRedeemRequest = z.infer<typeof giftCodeRedeemRequestSchema>;
/** Redeemed: coins added. Invalid, expired or already used codes fail with 422 and a message. */
export const giftCodeRedeemResponseSchema = z.object({
  message: z.string().min(1),
  amount: positiveIntSchema.describe('Coins added.'),
  balance: countSchema.describe('New coin balance.'),
});
export type GiftCodeRedeemResponse = z.infer<typeof giftCodeRedeemResponseSchema>;

export type CoinOffersResponse = z.infer<typeof coinOffersResponseSchema>;
export type ShowcaseResponse = z.infer<typeof showcaseResponseSchema>;
export type CoinPurchaseByEmailResponse = z.infer<typeof coinPurchaseByEmailResponseSchema>;
