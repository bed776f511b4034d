import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { callEndpoint, endpoints } from '@/api/contract';
import { isApiError } from '@/api/errors';
import { api } from '@/api/instance';
import type { GameFeatures } from '@/api/schemas/game';
import { config } from '@/config';
import type { AdBreakType } from '@orbital/sdk/protocol';
import type { AdBreakDeps, AdBreaks } from './adBreaks';
import type { RelayContract } from './dispatch';
import type { Relay, RelayHandlers, RelayTraffic } from './relay';
import { trackGamePurchases } from './purchaseAnalytics';
import { getSdkTrafficSink } from './traffic';
import { isGameCovered } from './covered';
import { getGameXrState } from './xrState';

/*
 * The game page's SDK relay (issue 12), only for builds whose `sdk` flag is set. The relay is its own
 * chunk (its params are checked without zod), loaded by this hook: nothing of it reaches other routes
 * (ADR 0008), nor the game page of a build without the SDK. On a first visit the early-data script may
 * have started it already for the frame it started; the page then takes that one over.
 */

export interface GameRelayOptions {
  /** The build's `sdk` flag. */
  enabled: boolean;
  /** The game's slug. */
  game: string;
  /** The game's features (the handshake tells the game). */
  features: GameFeatures;
  /** The page's hooks (login prompt, loading bar, sessions…); the relay's defaults until they exist. */
  handlers?: Partial<RelayHandlers>;
  /** The traffic, for the sandbox's inspector. */
  onTraffic?: (entry: RelayTraffic) => void;
  /** What the game's ad breaks (`ads.break`, adBreaks.ts) need from the page; absent: no ad can be shown. */
  ads?: GameAdOptions;
}

/** The page's part in the game's ad breaks; read at each break. */
export interface GameAdOptions {
  /** The player has premium (no ads: a rewarded break is the reward without the ad). */
  premium: boolean;
  /** The game's `ads_disabled` (the same). */
  adsDisabled: boolean;
  /**
   * Shows the overlay ad (src/features/ads/overlay) for a break and resolves once it is gone: `completed`
   * when an ad was on screen until the player could press Play. Absent: no ad can be shown (no reward).
   */
  showAd?: (type: AdBreakType) => Promise<{ completed: boolean }>;
}

/** The frame as the relay sees it: its window read on each message (the frame remounts on a retry). */
function frameOf(frameRef: RefObject<HTMLIFrameElement | null>) {
  return {
    get contentWindow() {
      return frameRef.current?.contentWindow ?? null;
    },
  };
}

/** How long the page says its relay is on its way, should its module never come (as the early-data script). */
export const PENDING_MS = 20_000;
/**
 * The protocol's handshake.pending event (HANDSHAKE_PENDING, PROTOCOL_VERSION), spelt out: importing the
 * protocol's module here would move it from the relay's chunk into the game page's (a unit test holds them equal).
 */
export const PENDING_EVENT = { v: 1, event: 'handshake.pending' } as const;

/**
 * Until the relay's module is in, the page answers each of the frame's handshake requests with
 * handshake.pending (docs/sdk/protocol.md), so the game's library waits for the relay instead of starting
 * local mode once its 2-s handshakeTimeout is over: a slow network or a busy phone can take longer than
 * that to bring the relay's chunk. Returns the stop.
 */
export function answerPendingHandshakes(frameRef: RefObject<HTMLIFrameElement | null>, productId: string): () => void {
  const until = performance.now() + PENDING_MS;
  const onMessage = (event: MessageEvent) => {
    const request = event.data as { from?: unknown; method?: unknown } | null;
    const source = frameRef.current?.contentWindow;
    if (!source || event.source !== source || performance.now() > until) return;
    if (typeof request !== 'object' || request === null || request.from !== productId || request.method !== 'handshake') return;
    source.postMessage({ from: productId, ...PENDING_EVENT }, event.origin);
  };
  addEventListener('message', onMessage);
  return () => removeEventListener('message', onMessage);
}

/**
 * Handlers that call the page's latest ones: the relay is created once, the page re-renders with new
 * closures (the session, the prompt). Only the hooks given when the relay starts replace the defaults.
 */
function delegating(latest: RefObject<{ handlers?: Partial<RelayHandlers> }>, given: Partial<RelayHandlers>): Partial<RelayHandlers> {
  const out: Record<string, (...args: never[]) => unknown> = {};
  for (const key of Object.keys(given) as (keyof RelayHandlers)[]) {
    out[key] = (...args: never[]) => (latest.current.handlers?.[key] as ((...a: never[]) => unknown) | undefined)?.(...args);
  }
  return out as Partial<RelayHandlers>;
}

/**
 * The relay's `adBreak`: the rules of adBreaks.ts over the page's latest ad options. Its module loads at the
 * game's first break (most games never ask), then keeps its state (the midgame clock) for this relay.
 */
function adBreakHandler(latest: RefObject<{ ads?: GameAdOptions }>, sendEvent: AdBreakDeps['sendEvent']): RelayHandlers['adBreak'] {
  const deps: AdBreakDeps = {
    isPremium: () => latest.current.ads?.premium ?? false,
    get adsDisabled() {
      return latest.current.ads?.adsDisabled ?? false;
    },
    // The ads build flag as the ad slots read it (adsOn): a production build without ads has no overlay.
    adsEnabled: () => ORBITAL_ADS_BUILD && config.ads.enabled,
    xrState: getGameXrState,
    now: () => performance.now(),
    sendEvent,
    covered: isGameCovered,
    get showAd() {
      return latest.current.ads?.showAd;
    },
  };
  let breaks: Promise<AdBreaks> | null = null;
  return (type) => {
    breaks ??= import('./adBreaks').then(
      (module) => module.createAdBreaks(deps),
      (error: unknown) => {
        // Offline: this break fails (the game gets an error, no reward); the next one loads it again.
        breaks = null;
        throw error;
      },
    );
    return breaks.then((run) => run(type));
  };
}

/** The app's API as the relay's dispatch takes it (dispatch.ts imports nothing of the app). */
export function pageContract(): RelayContract {
  return { client: api(), callEndpoint, endpoints, isApiError };
}

/** Page → game: posts an SDK event to the frame; false when no relay runs or the game has not spoken yet. */
export type SendGameEvent = (event: string, data?: unknown) => boolean;

/** Runs the relay for the frame `frameRef` points at; returns the page → game event sender. */
export function useGameRelay(frameRef: RefObject<HTMLIFrameElement | null>, options: GameRelayOptions): SendGameEvent {
  const { enabled, game } = options;
  // The latest options without restarting the relay when the page re-renders.
  const latest = useRef({ ...options, frameRef });
  useEffect(() => {
    latest.current = { ...options, frameRef };
  });

  const current = useRef<Relay | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let relay: Relay | null = null;
    let cancelled = false;
    const stopPending = answerPendingHandshakes(latest.current.frameRef, config.productId);
    // The module as a whole, not destructured: Vite wraps a destructured dynamic import in more code.
    import('./relay').then(
      (module) => {
        stopPending();
        if (cancelled) return;
        const { features, handlers, onTraffic } = latest.current;
        const page = {
          frame: frameOf(latest.current.frameRef),
          api: module.apiRelay(pageContract(), game),
          handlers: { adBreak: adBreakHandler(latest, (name: 'pause' | 'resume') => relay?.sendEvent(name)), ...(handlers ? delegating(latest, handlers) : {}) },
          defaults: { productName: config.productName, features, frameParamPrefix: config.frameParamPrefix },
        };
        // A first visit: the relay the early-data script started for this frame, which has been answering
        // the game while the app loaded (ADR 0012); the page takes it over. Otherwise the page's own.
        relay =
          module.takeEarlyRelay(game, latest.current.frameRef.current, page) ??
          module.createRelay({ ...page, pageOrigin: window.location.origin, prefetchUser: true, productId: config.productId });
        if (onTraffic) relay.onTraffic(onTraffic);
        // Purchases made in the game, to analytics (spec §7); nothing to listen for while analytics is off.
        if (config.analytics.enabled) relay.onTraffic(trackGamePurchases(game));
        // The sandbox's inspector (the demo installs a sink; production none).
        const sink = getSdkTrafficSink();
        if (sink) relay.onTraffic(sink.connect(game));
        current.current = relay;
      },
      () => {
        // The chunk failed to load (offline): the game starts local mode, the page still works.
        stopPending();
      },
    );
    return () => {
      cancelled = true;
      stopPending();
      relay?.dispose();
      current.current = null;
    };
  }, [enabled, game]);

  return useCallback<SendGameEvent>((event, data) => current.current?.sendEvent(event, data) ?? false, []);
}
