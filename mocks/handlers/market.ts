/*
 * Market handlers (spec §7 "Public content" and "Logged-in calls", §9, Decisions 2 and 12): coin offers,
 * the in-game content showcase, coin purchases, premium, gift codes.
 *
 * Coin purchases: purchaseDirect stores a pending coinPurchases record and answers the demo's stand-in
 * checkout page, `{app origin}/__mock/checkout?order=<purchase uuid>&amount=<coins>&price=<dollars>`
 * (served by the demo server only, mocks/pages/checkout.*). Its Pay button returns the browser to
 * `/market/coins/success?mock_checkout=<uuid>&mock_result=paid`; the demo entry then completes the
 * purchase before the app renders (mocks/sandbox/mockReturns.ts completeMockReturn): coins credited,
 * balance.updated published. purchaseByEmail stores a pending purchase and answers a sentence.
 *
 * Every change of a balance here raises balance.updated on account.{id} (lib/commerce.ts setBalance).
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { PREMIUM_PRICE_COINS } from '../../src/api/schemas';
import { nowMs } from '../../src/lib/clock';
import { invalid } from '../core/errors';
import { route } from '../core/route';
import { db, toCatalogItem, type UserRecord } from '../db';
import { emptyable } from '../scenarios/apply';
import { appOrigin, charge, coins, credit, dollars, longDate, premiumQuote, recordActivity } from './lib/commerce';

export const CHECKOUT_PATH = '/__mock/checkout';

export const PREMIUM_ACTIVATED = 'Premium Activated!';

function offeredPacks() {
  return db.coinOffers.findMany().toSorted((a, b) => a.amount - b.amount);
}

/** The offer of `amount`, or 422 naming the packs there are. */
function requireOffer(amount: number) {
  const packs = offeredPacks();
  const offer = packs.find((o) => o.amount === amount);
  if (!offer) {
    const list = packs.map((o) => o.amount.toLocaleString('en-US')).join(', ');
    throw invalid(`There is no pack of ${coins(amount)} for sale. Please choose one of the offered packs (${list} coins).`);
  }
  return offer;
}

async function createPurchase(user: UserRecord, amount: number, price: number, method: 'direct' | 'email') {
  return db.coinPurchases.create({
    uuid: crypto.randomUUID(),
    userId: user.id,
    amount,
    price,
    method,
    status: 'pending',
    created: new Date(nowMs()).toISOString(),
  });
}

export const marketHandlers: HttpHandler[] = [
  route(endpoints['market.offers'], ({ ok }) => {
    return ok(emptyable(offeredPacks()).map((o) => ({ amount: o.amount, price: o.price, special: o.special })));
  }),

  route(endpoints['market.showcase'], ({ ok }) => {
    // Items the shop features, across games; those on sale first (the showcase leads with its deals).
    const items = db.catalogItems.findMany((q) => q.where({ showcase: true }));
    const onSale = (i: (typeof items)[number]) => (i.price_discounted < i.price ? 0 : 1);
    return ok(emptyable(items.toSorted((a, b) => onSale(a) - onSale(b))).map(toCatalogItem));
  }),

  route(endpoints['market.purchaseDirect'], async ({ request, body, user, ok }) => {
    const offer = requireOffer(body.amount);
    const purchase = await createPurchase(user, offer.amount, offer.price, 'direct');
    const url = new URL(CHECKOUT_PATH, appOrigin(request));
    url.search = new URLSearchParams({ order: purchase.uuid, amount: String(offer.amount), price: offer.price.toFixed(2) }).toString();
    return ok({ payment_url: url.toString() });
  }),

  route(endpoints['market.purchaseByEmail'], async ({ body, user, ok }) => {
    const offer = requireOffer(body.amount);
    await createPurchase(user, offer.amount, offer.price, 'email');
    return ok({
      message: `We have sent a payment link for ${coins(offer.amount)} (${dollars(offer.price)}) to ${user.email}. The coins are added to your balance as soon as the payment is complete.`,
    });
  }),

  route(endpoints['market.premiumPurchase'], async ({ user, ok }) => {
    const quote = premiumQuote(user);
    if (!quote.allowed) {
      throw invalid(
        `Premium can be bought at most one year ahead. Your premium already lasts until ${longDate(quote.from)}, so another month would pass ${longDate(quote.limit)}. Nothing was charged.`,
      );
    }
    const balance = await charge(
      user,
      PREMIUM_PRICE_COINS,
      (have) => `A month of premium costs ${coins(PREMIUM_PRICE_COINS)}, but your balance is ${coins(have)}. Please buy more coins first.`,
    );
    const premium = new Date(quote.until).toISOString();
    await db.users.update((q) => q.where({ id: user.id }), {
      data(record) {
        record.premium = premium;
      },
    });
    // The shop page's premium history (account.purchases).
    await db.premiumPurchases.create({ uuid: crypto.randomUUID(), userId: user.id, months: 1, coins: PREMIUM_PRICE_COINS, until: premium, created: new Date(nowMs()).toISOString() });
    await recordActivity(user.id, 'purchase', 'Bought a month of premium', '/market');
    return ok({ message: `${PREMIUM_ACTIVATED} You can play without ads until ${longDate(quote.until)}.`, premium, balance });
  }),

  route(endpoints['market.redeemGiftCode'], async ({ body, user, ok }) => {
    const code = body.code.trim().toUpperCase();
    const gift = db.giftCodes.findFirst((q) => q.where({ code: (c: string) => c.toUpperCase() === code }));
    if (!gift) throw invalid(`The gift code ${code} does not exist. Please check the code and try again.`);
    if (gift.expires !== null && Date.parse(gift.expires) <= nowMs()) {
      throw invalid(`The gift code ${gift.code} expired on ${longDate(Date.parse(gift.expires))} and can no longer be redeemed.`);
    }
    if (db.giftRedemptions.findFirst((q) => q.where({ code: gift.code, userId: user.id }))) {
      throw invalid(`You have already redeemed the gift code ${gift.code}. Each code can be used once per account.`);
    }
    await db.giftRedemptions.create({ code: gift.code, userId: user.id, date: new Date(nowMs()).toISOString() });
    const balance = await credit(user, gift.amount);
    await recordActivity(user.id, 'purchase', `Redeemed the gift code ${gift.code} for ${coins(gift.amount)}`, '/market');
    return ok({ message: `Gift code redeemed! ${coins(gift.amount)} ${gift.amount === 1 ? 'was' : 'were'} added to your balance.`, amount: gift.amount, balance });
  }),
];
