/*
 * The seam between the ad network and what shows ads (spec §4 'Overlay ad', §7 'An ad network loads slot
 * ids …', Decision 6). The page slots and the overlay ad use only these types and `loadAdNetwork()`
 * (./load.ts): which network it is — the demo's fake one, or a real one from config.ads.networkScriptUrl
 * — is the loader's business.
 */

/** The home page's network slot ids (spec §7). */
export const HOME_AD_SLOT_IDS = ['homepage_below_categories', 'homepage_below_newest_games'] as const;
export type HomeAdSlotId = (typeof HOME_AD_SLOT_IDS)[number];

/**
 * Why no network is available. Each forces the overlay ad's cooldown to 0 (spec §4): the script did not
 * answer within 10 s, it was blocked (an ad blocker, a failed load), or consent was declined or never given.
 */
export type AdNetworkFailure = 'timeout' | 'blocked' | 'declined' | 'no-consent';

/** A network ad shown in the overlay: its kind and, when the network says, its length in seconds. */
export interface NetworkOverlayAd {
  kind: 'video' | 'image';
  durationSeconds?: number;
}

export interface AdNetwork {
  /** Fills a home slot inside `container`; resolves false when the network has nothing for it. */
  displaySlot(slotId: HomeAdSlotId, container: HTMLElement): Promise<boolean>;
  /** Shows an overlay ad inside `container`; null when the network has none. */
  showOverlay(container: HTMLElement): Promise<NetworkOverlayAd | null>;
}

export type AdNetworkLoad = { ok: true; network: AdNetwork } | { ok: false; failure: AdNetworkFailure };
