/**
 * The demo's fake ad network modes (Decision 6: every ad path can be shown offline), chosen with the
 * sandbox's sticky `adnet=` parameter or its panel:
 * - normal: loads at once; a video overlay ad (no length given, so the default 30 s) and both home slots;
 * - slow: answers after 12 s, past the loader's 10-s timeout, so the timeout path shows;
 * - blocked: the load fails, as under an ad blocker;
 * - declined: the network reports that the player declined its consent.
 */
export const AD_NETWORK_MODES = ['normal', 'slow', 'blocked', 'declined'] as const;
export type AdNetworkMode = (typeof AD_NETWORK_MODES)[number];

export const AD_NETWORK_MODE_DESCRIPTIONS: Record<AdNetworkMode, string> = {
  normal: 'Answers at once: a 30-s video overlay ad and both home slots.',
  slow: 'Answers after 12 s: the 10-s timeout makes the overlay ad skippable at once.',
  blocked: 'Fails to load, as under an ad blocker: the overlay ad is skippable at once.',
  declined: 'Reports declined consent: the overlay ad is skippable at once.',
};

/** Past the loader's 10-s timeout (AD_NETWORK_TIMEOUT_MS). */
export const SLOW_NETWORK_DELAY_MS = 12_000;

export function isAdNetworkMode(value: unknown): value is AdNetworkMode {
  return typeof value === 'string' && (AD_NETWORK_MODES as readonly string[]).includes(value);
}
