import { endpoints } from '@/api/contract';
import { callEndpoint } from '@/api/endpoint';
import { api } from '@/api/instance';
import type { Ad, AdSize } from '@/api/schemas/ads';
import type { FeedbackValues } from '@/features/shell/feedback';
import type { AdNetworkLoad } from '../network/types';
import { detectAdBlockOnce } from './adBlock';
import { slotStrings } from './strings';

/*
 * What a slot calls. Plain calls, not queries: a slot's ad is its own (never shared or cached), and its
 * failures are only logged (spec §8), never the global error toast.
 */

export interface AdSlotServices {
  /** ads.serve: the ad for a size, or null when there is none. */
  serve: (size: AdSize, signal: AbortSignal) => Promise<Ad | null>;
  /** ads.impression, once per served ad. */
  impression: (uuid: string) => Promise<unknown>;
  /** Resolves true when an ad blocker is on. */
  detectAdBlock: () => Promise<boolean>;
  /** The ad network (home slots only); its absence or failure falls back to the API's ad. */
  loadNetwork: () => Promise<AdNetworkLoad>;
  /** Sends a 'Report Ad' feedback. */
  report: (ad: Ad, values: FeedbackValues) => Promise<unknown>;
}

/**
 * No report endpoint exists in the API (spec §7): a report goes to support as a message ('Report Ad'
 * subject, the ad's id and link, the player's text) with the account's e-mail, so only logged-in players
 * report (visitors get the login prompt).
 */
async function reportAd(ad: Ad, values: FeedbackValues): Promise<unknown> {
  const profile = await callEndpoint(api(), endpoints['account.profile']);
  const message = `${values.body}\n\nAd ${ad.uuid} (${ad.type}): ${ad.url}`;
  return callEndpoint(api(), endpoints['help.supportMessage'], { body: { subject: slotStrings.reportAd, email: profile.email, message } });
}

export const defaultAdSlotServices: AdSlotServices = {
  serve: (size, signal) => callEndpoint(api(), endpoints['ads.serve'], { params: { size }, signal }),
  impression: (uuid) => callEndpoint(api(), endpoints['ads.impression'], { params: { uuid } }),
  detectAdBlock: detectAdBlockOnce,
  // The other ads helper's loader (src/features/ads/network/load.ts), fetched only by a home slot.
  loadNetwork: async () => (await import('../network/load')).loadAdNetwork(),
  report: reportAd,
};
