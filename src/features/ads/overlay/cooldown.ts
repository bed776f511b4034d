import type { Game } from '@/api/schemas/game';
import type { NetworkOverlayAd } from '../network/types';

/** Spec §4 / §9: a game's custom overlay ad may be skipped after 5 s. */
export const CUSTOM_AD_COOLDOWN_SECONDS = 5;
/** Spec §9: a network ad that does not say its length lasts 30 s (video) or 5 s (anything else). */
export const DEFAULT_VIDEO_SECONDS = 30;
export const DEFAULT_OTHER_SECONDS = 5;

/** The cooldown of a network ad: its own length when it gives a usable one (whole seconds, rounded up). */
export function networkAdCooldown(ad: NetworkOverlayAd): number {
  const own = ad.durationSeconds;
  if (own !== undefined && Number.isFinite(own) && own > 0) return Math.ceil(own);
  return ad.kind === 'video' ? DEFAULT_VIDEO_SECONDS : DEFAULT_OTHER_SECONDS;
}

export interface OverlayAdNeed {
  /** config.ads.enabled: the ads build flag (Decision 6). */
  adsEnabled: boolean;
  premium: boolean;
  game: Pick<Game, 'ads_disabled'>;
}

/** Spec §6: no ads for premium players, on games with `ads_disabled`, or with the ads flag off. */
export function overlayAdNeeded({ adsEnabled, premium, game }: OverlayAdNeed): boolean {
  return adsEnabled && !premium && !game.ads_disabled;
}
