import { config } from '@/config';
import { getConsentAdapter } from '@/lib/consent';
import { getAdNetworkSource } from './source';
import type { AdNetwork, AdNetworkFailure, AdNetworkLoad } from './types';

/** Spec §9: the ad network gets 10 s to answer; after that the overlay ad is skippable at once. */
export const AD_NETWORK_TIMEOUT_MS = 10_000;
/** Spec §9 'ad-block check retries 3 times 250 ms apart': how long a loaded script gets to register. */
export const AD_BLOCK_CHECK_RETRIES = 3;
export const AD_BLOCK_CHECK_INTERVAL_MS = 250;

declare global {
  interface Window {
    /**
     * What the configured network script defines once it has run: an adapter from the real network's own
     * API to ours. Not there after the load (and the retries) means an ad blocker stubbed or emptied it.
     */
    orbitalAdNetwork?: AdNetwork;
  }
}

/**
 * Consent first (spec §4: declined consent or no GDPR consent force the cooldown to 0), read at every call
 * so that a choice made after the network loaded still counts. Without a consent system nothing is
 * restricted (src/lib/consent.ts), so the network loads.
 */
function consentFailure(): AdNetworkFailure | null {
  const consent = getConsentAdapter();
  if (!consent.hasConsent('ads')) return 'declined';
  if (!consent.hasConsent('gdpr')) return 'no-consent';
  return null;
}

function failed(failure: AdNetworkFailure): AdNetworkLoad {
  return { ok: false, failure };
}

/** Waits for the loaded script's `window.orbitalAdNetwork`, retried 3 times 250 ms apart. */
function findNetwork(retriesLeft: number): Promise<AdNetworkLoad> {
  const network = window.orbitalAdNetwork;
  if (network) return Promise.resolve({ ok: true, network });
  if (retriesLeft === 0) return Promise.resolve(failed('blocked'));
  return new Promise((resolve) => {
    setTimeout(() => resolve(findNetwork(retriesLeft - 1)), AD_BLOCK_CHECK_INTERVAL_MS);
  });
}

function loadScript(url: string): Promise<AdNetworkLoad> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    // A failed request is what an ad blocker (or a network failure) looks like from here.
    script.addEventListener('error', () => resolve(failed('blocked')), { once: true });
    script.addEventListener('load', () => resolve(findNetwork(AD_BLOCK_CHECK_RETRIES)), { once: true });
    document.head.append(script);
  });
}

function start(): Promise<AdNetworkLoad> {
  const source = getAdNetworkSource();
  const url = config.ads.networkScriptUrl;
  // No network configured: nothing can serve network ads, which the overlay treats as a blocked script
  // (cooldown 0); a game's custom overlay ad and the ad server's page slots still show. Not an error.
  const loading = source ? source() : url ? loadScript(url) : null;
  if (!loading) return Promise.resolve(failed('blocked'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<AdNetworkLoad>((resolve) => {
    timer = setTimeout(() => resolve(failed('timeout')), AD_NETWORK_TIMEOUT_MS);
  });
  const settled = loading.catch((): AdNetworkLoad => failed('blocked'));
  return Promise.race([settled, timeout]).then((outcome) => {
    clearTimeout(timer);
    // Spec §8: ad errors are only logged.
    if (!outcome.ok) console.warn(`Ad network unavailable: ${outcome.failure}.`);
    return outcome;
  });
}

let pending: Promise<AdNetworkLoad> | null = null;

/**
 * The ad network, loaded once per page (spec §4 Overlay ad, §7, §9). Resolves — never rejects — with the
 * network or why there is none: 'declined' / 'no-consent' (the consent adapter), 'timeout' (no answer in
 * 10 s), 'blocked' (script error, ad blocker, or no network configured).
 */
export function loadAdNetwork(): Promise<AdNetworkLoad> {
  const refused = consentFailure();
  if (refused) return Promise.resolve(failed(refused));
  return (pending ??= start());
}

/** Forgets the loaded network (tests only). */
export function resetAdNetworkForTests(): void {
  pending = null;
}
