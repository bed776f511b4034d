import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';
import type { Game } from '@/api/schemas/game';
import { config } from '@/config';
import { AD_NETWORK_TIMEOUT_MS, loadAdNetwork } from '../network/load';
import type { AdNetwork, AdNetworkLoad } from '../network/types';
import { CUSTOM_AD_COOLDOWN_SECONDS, networkAdCooldown, overlayAdNeeded } from './cooldown';
import type { OverlayAdContent } from './OverlayAdView';

/** How the overlay ended: `shown` is true when an ad was on screen (for the SDK's ad breaks). */
export interface OverlayAdResult {
  shown: boolean;
}

export interface UseOverlayAdOptions {
  game: Pick<Game, 'ads_disabled' | 'overlay'>;
  /** The player has premium (spec §6: no ads at all). */
  premium: boolean;
  /** Play was pressed after the cooldown, or no overlay was needed (then at once, `shown: false`). */
  onDone: (result: OverlayAdResult) => void;
  /** The ads flag; default config.ads.enabled (stories pass true). */
  adsEnabled?: boolean;
  /** The network loader; stories and tests pass their own. */
  loadNetwork?: () => Promise<AdNetworkLoad>;
  /** Length of a counted second in ms (stories shorten it; the app keeps 1000). */
  secondMs?: number;
}

type Phase =
  | { kind: 'skip' }
  | { kind: 'custom' }
  | { kind: 'loading' }
  | { kind: 'network'; network: AdNetwork; cooldown: number | null }
  | { kind: 'none' };

export interface OverlayAdState {
  /** False: no overlay for this player, game or build (onDone was called); render nothing. */
  needed: boolean;
  content: OverlayAdContent;
  /** Seconds until Play; null while not known yet. */
  remaining: number | null;
  play: () => void;
  /** For the view's `networkHost`: the network draws into this element. */
  networkHost: RefCallback<HTMLDivElement>;
}

/** Counts `total` seconds down once it is known; restarts when `total` changes. */
function useCountdown(total: number | null, secondMs: number): number | null {
  const [elapsed, setElapsed] = useState(0);
  const [counted, setCounted] = useState(total);
  // A new cooldown starts from the top (state adjusted while rendering, not in an extra effect pass).
  if (counted !== total) {
    setCounted(total);
    setElapsed(0);
  }
  useEffect(() => {
    if (total === null || total <= 0) return undefined;
    // One interval for the whole count: each tick says how many seconds have passed.
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
      setElapsed(ticks);
      if (ticks >= total) clearInterval(timer);
    }, secondMs);
    return () => clearInterval(timer);
  }, [total, secondMs]);
  const left = total === null ? null : Math.max(0, total - elapsed);
  return left;
}

/**
 * Decides the overlay ad before a game starts (spec §4 'Overlay ad', §6, §9): none for premium players, games
 * with `ads_disabled` or with the ads flag off; else the game's custom ad with a 5-s cooldown; else the ad
 * network's overlay with its length (default 30 s video, 5 s other); else — timeout, blocked script,
 * declined or no consent, or nothing to show — Play at once.
 */
export function useOverlayAd({
  game,
  premium,
  onDone,
  adsEnabled = config.ads.enabled,
  loadNetwork = loadAdNetwork,
  secondMs = 1000,
}: UseOverlayAdOptions): OverlayAdState {
  const [phase, setPhase] = useState<Phase>(() => {
    if (!overlayAdNeeded({ adsEnabled, premium, game })) return { kind: 'skip' };
    return game.overlay ? { kind: 'custom' } : { kind: 'loading' };
  });
  // The latest callbacks, without restarting anything when a caller passes new functions each render.
  const onDoneRef = useRef(onDone);
  const loadNetworkRef = useRef(loadNetwork);
  useEffect(() => {
    onDoneRef.current = onDone;
    loadNetworkRef.current = loadNetwork;
  });
  const finished = useRef(false);
  const finish = useCallback((shown: boolean) => {
    if (finished.current) return;
    finished.current = true;
    onDoneRef.current({ shown });
  }, []);

  useEffect(() => {
    if (phase.kind === 'skip') finish(false);
  }, [phase.kind, finish]);

  const loading = phase.kind === 'loading';
  useEffect(() => {
    if (!loading) return undefined;
    let live = true;
    void loadNetworkRef.current().then((outcome) => {
      if (live) setPhase(outcome.ok ? { kind: 'network', network: outcome.network, cooldown: null } : { kind: 'none' });
    });
    return () => {
      live = false;
    };
  }, [loading]);

  // The network draws into the host once it is in the page; its answer sets the cooldown. It gets the
  // same 10 s as the load: a network that never answers must not keep Play busy for ever.
  const network = phase.kind === 'network' ? phase.network : null;
  const shownIn = useRef<HTMLElement | null>(null);
  const host = useCallback<RefCallback<HTMLDivElement>>(
    (element) => {
      if (!element || !network || shownIn.current === element) return;
      shownIn.current = element;
      let settled = false;
      const settle = (next: Phase) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        setPhase(next);
      };
      const timer = setTimeout(() => settle({ kind: 'none' }), AD_NETWORK_TIMEOUT_MS);
      network.showOverlay(element).then(
        (ad) => settle(ad ? { kind: 'network', network, cooldown: networkAdCooldown(ad) } : { kind: 'none' }),
        (error: unknown) => {
          // Spec §8: ad errors are only logged.
          console.warn('Ad network: the overlay ad failed.', error);
          settle({ kind: 'none' });
        },
      );
    },
    [network],
  );

  const total =
    phase.kind === 'custom' ? CUSTOM_AD_COOLDOWN_SECONDS : phase.kind === 'network' ? phase.cooldown : phase.kind === 'none' ? 0 : null;
  const remaining = useCountdown(total, secondMs);

  const content: OverlayAdContent =
    phase.kind === 'custom' && game.overlay
      ? { kind: 'custom', ad: game.overlay }
      : phase.kind === 'network'
        ? { kind: 'network' }
        : phase.kind === 'none'
          ? { kind: 'none' }
          : { kind: 'loading' };

  const shown = phase.kind === 'custom' || (phase.kind === 'network' && phase.cooldown !== null);
  const play = useCallback(() => {
    if (remaining === 0) finish(shown);
  }, [remaining, shown, finish]);

  return { needed: phase.kind !== 'skip', content, remaining, play, networkHost: host };
}
