/*
 * The overlay ad (spec §4 'Overlay ad'). Reach this module only through a dynamic import() from a call
 * site that checks the ads flag first: with ads off it adds nothing to any route's JavaScript.
 */
export { OverlayAd } from './OverlayAd';
export { OverlayAdView } from './OverlayAdView';
export type { OverlayAdContent, OverlayAdViewProps } from './OverlayAdView';
export { useOverlayAd } from './useOverlayAd';
export type { OverlayAdResult, OverlayAdState, UseOverlayAdOptions } from './useOverlayAd';
export { CUSTOM_AD_COOLDOWN_SECONDS, DEFAULT_OTHER_SECONDS, DEFAULT_VIDEO_SECONDS, networkAdCooldown, overlayAdNeeded } from './cooldown';
