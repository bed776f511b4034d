import type { GameFeatures, Settings } from '@orbital/sdk/protocol';
import type { ApiMethod } from './methods';
import type { MethodParams } from './params';
import { createRelay, createUserLookup, defaultHandlers, keepEarlyRelay, type EarlyRelay, type RelayApi, type RelayHandlers, type RelayPage } from './relay';
import type { RelayReplyError } from './wire';

/*
 * A first visit's game page (ADR 0012 › The early relay): the early-data script imports this module (an
 * entry of the build of its own, which imports nothing of the app) when it starts the game's frame, and
 * starts the page's relay for it before the app. Without the app it has no API client, no session and no
 * page hooks, so it answers only what needs none of them, exactly as the page would: the handshake, the
 * user (the API's sdk.user), a visitor's settings and the game's loading. Every other request waits for the
 * page, which takes the relay over (takeEarlyRelay, then `adopt` with its frame, API and hooks).
 */

/**
 * The page's key for a visitor's mute choice (MUTE_STORAGE_KEY of useGameSettings.ts, whose module is the
 * app's; a unit test holds the two equal).
 */
export const VISITOR_MUTE_KEY = 'orbital.muteAudio';

/** What the page answers a visitor's settings.get (useGameSettings): its mute control, this browser's. */
function visitorSettings(): Settings {
  let muteAudio = false;
  try {
    muteAudio = globalThis.localStorage?.getItem(VISITOR_MUTE_KEY) === '1';
  } catch {
    // Blocked storage: not muted, as the page reads it.
  }
  const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return { muteAudio, reducedMotion };
}

const NETWORK: RelayReplyError = { code: 'network', message: 'Orbital could not be reached.' };
const SERVER: RelayReplyError = { code: 'server', message: 'Orbital answered with an error.' };

/**
 * The player, from the API's sdk.user (the request the app's client would make, with the session's
 * cookies). An answer counts as the app's client counts it: HTTP 2xx and an envelope whose
 * status.success is true.
 */
function fetchUser(userUrl: string): Promise<unknown> {
  return fetch(userUrl, { credentials: 'include', headers: { Accept: 'application/json' } })
    .then(
      (response) => (response.ok ? (response.json() as Promise<{ status?: { success?: unknown }; data?: unknown } | null>) : null),
      () => Promise.reject(NETWORK),
    )
    .then((body) => (body?.status?.success === true && typeof body.data === 'object' && body.data !== null ? body.data : Promise.reject(SERVER)));
}

/** What the early-data script knows once the game's data has come (scripts/early-data.js). */
export interface EarlyRelayOptions {
  /** The game's frame the script started. */
  frame: HTMLIFrameElement;
  /** The game's slug. */
  game: string;
  /** The game's features (its details answer's, as the page has them). */
  features: GameFeatures;
  /** config.productId. */
  productId: string;
  /** config.productName. */
  productName: string;
  /** The API's sdk.user URL for this game, as the app's client builds it. */
  userUrl: string;
  /**
   * Called once the game no longer needs only what the early relay answers: it reported game.loaded, or it
   * made a request that waits for the page (the script then starts the app).
   */
  onNeedsPage?: () => void;
}

export function startEarlyRelay(options: EarlyRelayOptions): EarlyRelay {
  const { frame, game } = options;
  /** The page, once it has taken the relay over, and its hooks over the relay's defaults. */
  let page: { page: RelayPage; handlers: RelayHandlers } | null = null;
  let took: ((taken: { page: RelayPage; handlers: RelayHandlers }) => void) | null = null;
  const taken = new Promise<{ page: RelayPage; handlers: RelayHandlers }>((resolve) => {
    took = resolve;
  });
  const loading: { progress: number | null; loadedAt: number | null } = { progress: null, loadedAt: null };
  /** A request waits for the page's own hook or API: from now on the page is what the game waits for. */
  const untilTaken = () => {
    options.onNeedsPage?.();
    return taken;
  };

  /** The player before the page takes over: one request for the relay's handshake and the settings below. */
  let userAsk: Promise<unknown> | null = null;
  const earlyUser = () => {
    const asked = (userAsk ??= fetchUser(options.userUrl));
    // A failure is not kept: the next ask tries again.
    asked.catch(() => {
      if (userAsk === asked) userAsk = null;
    });
    return asked;
  };
  const api: RelayApi = {
    call: (method: ApiMethod, params: MethodParams[ApiMethod]) =>
      page ? page.page.api.call(method, params) : method === 'user.get' ? earlyUser() : untilTaken().then((t) => t.page.api.call(method, params)),
    error: (error) => (error === NETWORK ? NETWORK : error === SERVER ? SERVER : page ? page.page.api.error(error) : SERVER),
  };
  /** A hook the page answers: now if it has taken over, else once it has. */
  const later =
    <K extends keyof RelayHandlers>(key: K) =>
    (...args: Parameters<RelayHandlers[K]>) =>
      page ? (page.handlers[key] as (...a: typeof args) => unknown)(...args) : untilTaken().then((t) => (t.handlers[key] as (...a: typeof args) => unknown)(...args));

  const relay = createRelay({
    frame: {
      get contentWindow() {
        return page ? page.page.frame.contentWindow : frame.contentWindow;
      },
    },
    pageOrigin: globalThis.location.origin,
    productId: options.productId,
    api,
    defaults: { productName: options.productName, features: options.features },
    handlers: {
      loading: (progress) => {
        loading.progress = progress;
        page?.handlers.loading(progress);
      },
      loaded: (at) => {
        loading.loadedAt ??= at;
        if (page) page.handlers.loaded(at);
        else options.onNeedsPage?.();
      },
      // A visitor's settings are this browser's; a player's are the page's.
      settings: () =>
        page
          ? page.handlers.settings()
          : earlyUser().then(
              (user) => ((user as { loggedIn?: unknown }).loggedIn === false ? visitorSettings() : untilTaken().then((t) => t.handlers.settings())),
              () => untilTaken().then((t) => t.handlers.settings()),
            ),
      happytime: later('happytime'),
      inviteLink: later('inviteLink') as RelayHandlers['inviteLink'],
      sessionReport: later('sessionReport') as RelayHandlers['sessionReport'],
      adBreak: later('adBreak') as RelayHandlers['adBreak'],
      loginRequired: later('loginRequired'),
      achievementUnlocked: later('achievementUnlocked'),
    },
    prefetchUser: true,
  });

  const started: EarlyRelay = {
    game,
    frame,
    relay,
    adopt(given) {
      if (page) return;
      page = { page: given, handlers: { ...defaultHandlers(createUserLookup(given.api), given.defaults), ...given.handlers } };
      try {
        if (loading.loadedAt !== null) page.handlers.loaded(loading.loadedAt);
        else if (loading.progress !== null) page.handlers.loading(loading.progress);
      } catch {
        // The page's loading bar failing must not keep the waiting requests from their answers.
      }
      took?.(page);
    },
  };
  keepEarlyRelay(started);
  return started;
}
