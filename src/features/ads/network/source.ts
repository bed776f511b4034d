import type { AdNetworkLoad } from './types';

/*
 * The seam for where the ad network comes from (guide §2.9 'seams, not flags'). Only the demo entry sets
 * it (the fake network of mocks/ad-network, imported lazily there); with none set, `loadAdNetwork()`
 * loads config.ads.networkScriptUrl. Kept apart from load.ts so that the demo entry's static import of
 * this setter stays a few bytes.
 */
export type AdNetworkSource = () => Promise<AdNetworkLoad>;

let source: AdNetworkSource | null = null;

/** Installs the network to use instead of the configured script (null: back to the script). */
export function setAdNetworkSource(next: AdNetworkSource | null): void {
  source = next;
}

export function getAdNetworkSource(): AdNetworkSource | null {
  return source;
}
