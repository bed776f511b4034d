/*
 * The demo's fake ad network (Decision 6): an AdNetwork module with local media only (the mock catalogue's
 * ad video and generated SVG art), no third-party script. The demo entry installs it lazily as the ad
 * network source (setAdNetworkSource); stories and tests call it directly.
 */
import type { AdNetwork, AdNetworkLoad, HomeAdSlotId, NetworkOverlayAd } from '../../src/features/ads/network/types';
import { adArt } from '../db/art';
import { MOCK_VIDEO } from '../db/seed/media';
import { SLOW_NETWORK_DELAY_MS, type AdNetworkMode } from './modes';

export { AD_NETWORK_MODES, AD_NETWORK_MODE_DESCRIPTIONS, SLOW_NETWORK_DELAY_MS, isAdNetworkMode, type AdNetworkMode } from './modes';

export interface FakeAdNetworkOptions {
  /** What the overlay shows (default video; its length is not given, so the overlay's default 30 s applies). */
  overlay?: 'video' | 'image' | 'none';
  /** A length for the overlay ad, in seconds (default none: the overlay's defaults apply). */
  durationSeconds?: number;
}

const SLOT_HEADLINES: Record<HomeAdSlotId, string> = {
  homepage_below_categories: 'Demo ad network: below categories',
  homepage_below_newest_games: 'Demo ad network: below newest games',
};

function link(child: HTMLElement): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = '/market';
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  a.setAttribute('aria-label', 'Demo ad network ad: opens in a new tab');
  a.style.display = 'block';
  a.style.width = '100%';
  a.style.height = '100%';
  a.append(child);
  return a;
}

function image(src: string): HTMLImageElement {
  const img = document.createElement('img');
  img.src = src;
  img.alt = '';
  img.style.width = '100%';
  img.style.height = '100%';
  img.style.objectFit = 'contain';
  return img;
}

function video(): HTMLVideoElement {
  const v = document.createElement('video');
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  v.src = MOCK_VIDEO.premiumAd;
  v.poster = adArt('adnet:overlay-video', 600, 500, 'Demo ad network', 'Learn more');
  v.muted = true;
  v.loop = true;
  v.playsInline = true;
  v.autoplay = !reduced;
  v.controls = reduced;
  v.style.width = '100%';
  v.style.height = '100%';
  v.style.objectFit = 'contain';
  return v;
}

/** The network itself, once loaded. */
export function createFakeAdNetwork({ overlay = 'video', durationSeconds }: FakeAdNetworkOptions = {}): AdNetwork {
  return {
    displaySlot(slotId, container) {
      container.replaceChildren(link(image(adArt(`adnet:${slotId}`, 735, 90, SLOT_HEADLINES[slotId], 'Learn more'))));
      return Promise.resolve(true);
    },
    showOverlay(container) {
      if (overlay === 'none') return Promise.resolve(null);
      const media = overlay === 'video' ? video() : image(adArt('adnet:overlay-image', 600, 500, 'Demo ad network', 'Learn more'));
      container.replaceChildren(link(media));
      const ad: NetworkOverlayAd = durationSeconds === undefined ? { kind: overlay } : { kind: overlay, durationSeconds };
      return Promise.resolve(ad);
    },
  };
}

/** Loads the fake network the way `mode` says (the ad network source the demo installs). */
export function loadFakeAdNetwork(mode: AdNetworkMode, options: FakeAdNetworkOptions = {}): Promise<AdNetworkLoad> {
  const network = createFakeAdNetwork(options);
  switch (mode) {
    case 'normal':
      return Promise.resolve({ ok: true, network });
    case 'slow':
      return new Promise((resolve) => setTimeout(() => resolve({ ok: true, network }), SLOW_NETWORK_DELAY_MS));
    case 'blocked':
      // Answered, not thrown: a rejection here runs through Vite's preload wrapper of the demo's import()
      // of this module, whose 'vite:preloadError' made the app reload itself, then show its error screen.
      return Promise.resolve({ ok: false, failure: 'blocked' });
    case 'declined':
      return Promise.resolve({ ok: false, failure: 'declined' });
  }
}
