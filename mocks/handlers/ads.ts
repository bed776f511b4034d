/*
 * Ads (Decision 6: the demo's own ad server with local media): an active ad of the slot's size, chosen at
 * random; none (null) for premium players (spec §6) and under the `empty` scenario. Impressions count up.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { AD_SIZES, type AdSize } from '../../src/api/schemas';
import { invalid, notFound } from '../core/errors';
import { route } from '../core/route';
import { isEmptyScenario } from '../scenarios/state';
import { db, isPremium } from '../db';
import { NOT_FOUND } from './lib/catalogue';

export const AD_SIZE_MESSAGE = `The ad size must be one of: ${AD_SIZES.join(', ')}.`;

function isAdSize(value: string): value is AdSize {
  return (AD_SIZES as readonly string[]).includes(value);
}

export const adsHandlers: HttpHandler[] = [
  route(endpoints['ads.serve'], ({ params, user, ok }) => {
    const size = params.size;
    if (!isAdSize(size)) throw invalid(AD_SIZE_MESSAGE);
    if ((user && isPremium(user)) || isEmptyScenario()) return ok(null);
    const ads = db.ads.findMany((q) => q.where({ size, active: true }));
    const ad = ads[Math.floor(Math.random() * ads.length)];
    if (!ad) return ok(null);
    return ok({ uuid: ad.uuid, type: ad.type, media: ad.media, poster: ad.poster, url: ad.url });
  }),

  route(endpoints['ads.impression'], async ({ params, ok }) => {
    const ad = db.ads.findFirst((q) => q.where({ uuid: params.uuid }));
    if (!ad) throw notFound(NOT_FOUND.ad);
    await db.ads.update((q) => q.where({ uuid: ad.uuid }), {
      data(a) {
        a.impressions += 1;
      },
    });
    return ok(null);
  }),
];
