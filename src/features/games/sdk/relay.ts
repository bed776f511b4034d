import type { AchievementUnlockResult, GameFeatures, SessionState, Settings } from '@orbital/sdk/protocol';
import { PROTOCOL_VERSION } from '@orbital/sdk/protocol';
import { acceptMessage, type DropReason } from './gate';
import { inviteLinkUrl } from './inviteLink';
import { readLocalMute } from './localMute';
import { isPageMethod, type ApiMethod, type PageMethod } from './methods';
import { isSdkMethod, validateParams, type MethodParams } from './params';
import { createRequestQueue, defaultTimers, type QueueOptions, type QueueTimers } from './queue';
import { errorReply, okReply, type RelayReply, type RelayReplyError, type RelayRequest } from './wire';

/*
 * The page's SDK relay (issue 12): the gate (gate.ts) → the queue (queue.ts, decision 13) → params
 * (params.ts) → the API (dispatch.ts) or the page's own handlers → a reply posted to the frame's own
 * origin only, carrying the request's id. `onTraffic` streams everything for the sandbox's inspector.
 *
 * This module's chunk holds nothing of the app (no API client, no React): on a first visit to a game page
 * the early-data script starts the relay before the app (startEarlyRelay, below; ADR 0012), and the page
 * takes it over when it mounts (takeEarlyRelay).
 */

/** What the page answers itself. Every hook has a default (defaultHandlers); the game page overrides them. */
export interface RelayHandlers {
  /** `handshake` → protocol version, product name, the game's features, whether the player is logged in. */
  handshake(): Promise<{ product: string; features: GameFeatures; loggedIn: boolean }> | { product: string; features: GameFeatures; loggedIn: boolean };
  /** `game.loading {progress}` (0–1): the page's progress bar over the frame. */
  loading(progress: number): void;
  /** `game.loaded` (`at`: when the game said so, on performance.now()'s clock): hide the bar; record the time to play. */
  loaded(at: number): void;
  /** `game.happytime`: celebrate (the page rate-limits and honours reduced motion). */
  happytime(): void;
  /** `game.inviteLink {params}` → the game page's absolute URL with `orbital_` params. */
  inviteLink(params: Readonly<Record<string, string>>): { url: string };
  /** `settings.get` → { muteAudio, reducedMotion }. */
  settings(): Settings;
  /** `session.report {state}` (decision 13): history sessions, played, the overlay. */
  sessionReport(state: SessionState): Promise<void> | void;
  /** An API answer was login_required (401/419): the page shows its login prompt. */
  loginRequired(method: string): void;
  /** A successful `achievements.unlock` answer (`unlocked_now` false: already had it): the toast, confetti, the echo. */
  achievementUnlocked(result: AchievementUnlockResult): void;
}

/** One entry of the relay's traffic (for the inspector). Times are the relay clock's milliseconds. */
export type RelayTraffic =
  | { kind: 'request'; at: number; id: string; method: string; params: unknown }
  | { kind: 'reply'; at: number; id: string; method: string; ms: number; data: unknown }
  | { kind: 'error'; at: number; id: string; method: string; ms: number; error: RelayReplyError }
  | { kind: 'event'; at: number; event: string; data: unknown; delivered: boolean }
  | { kind: 'drop'; at: number; reason: DropReason; origin: string };

export interface RelayFrame {
  /** The frame's window, read on each message (it changes when the frame reloads). */
  readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null;
}

/** The API behind the methods the page does not answer itself, for one game. */
export interface RelayApi {
  /** Calls the API behind `method`; resolves with the answer's data. */
  call(method: ApiMethod, params: MethodParams[ApiMethod]): Promise<unknown>;
  /** A failed call's error as the protocol's. */
  error(error: unknown): RelayReplyError;
}

/** What the page gives the relay: where the game is, its API and its hooks. */
export interface RelayPage {
  frame: RelayFrame;
  /** The game's API through the app's client (dispatch.ts `apiRelay`), which sends the player's session. */
  api: RelayApi;
  /** The page's hooks; missing ones take defaultHandlers' behaviour. */
  handlers?: Partial<RelayHandlers>;
  /** Inputs of the default handlers. */
  defaults?: DefaultHandlerOptions;
}

export interface RelayOptions extends RelayPage {
  /** The page's origin (`location.origin`); its hostname is the root of the origin rule. */
  pageOrigin: string;
  /** config.productId: `from` of every message. */
  productId: string;
  /**
   * Until the page takes the relay over (`adopt`), answer only what needs nothing of the page (the
   * handshake, the user, a visitor's settings, the game's loading) and keep every other request waiting.
   */
  hold?: boolean;
  /** Timers and the monotonic clock (tests pass fake ones). */
  clock?: QueueTimers;
  queue?: Omit<QueueOptions, 'timers'>;
  /** Where to listen for messages (default: window); null to only use `receive`. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /**
   * Ask the API for the game's user as the relay starts, before the game's handshake needs it (the game
   * page: the frame is still loading, so the answer is ready when the game asks; issue 14's time to play).
   */
  prefetchUser?: boolean;
}

export interface Relay {
  /** Handles one message event (what the window listener calls). Never throws. */
  receive(event: unknown): void;
  /** Page → game: an event, posted to the frame's origin once a message from it was accepted. */
  sendEvent(event: string, data?: unknown): boolean;
  /** Subscribes to the traffic; returns the unsubscribe function. */
  onTraffic(listener: (entry: RelayTraffic) => void): () => void;
  /**
   * The page takes the relay over: its frame, API and hooks from now on. The game's loading so far is
   * reported to the new hooks, and the requests a `hold` kept waiting are answered.
   */
  adopt(page: RelayPage): void;
  /** Stops listening and answers nothing more (queued requests are forgotten). */
  dispose(): void;
}

export interface DefaultHandlerOptions {
  /** The product's display name ('Orbital'). */
  productName?: string;
  features?: GameFeatures;
  /** The game page's URL (default: location.href at call time). */
  pageHref?: () => string;
  /** config.frameParamPrefix ('orbital_'). */
  frameParamPrefix?: string;
}

const NO_FEATURES: GameFeatures = { multiplayer: false, achievement: false, save: false, leaderboard: false, inventory: false };

/**
 * How long one answer of the API's sdk.user serves the handshake and `user.get`. A game's start asks for
 * the user several times within a second (its library repeats the handshake until the page answers, then
 * the game asks `user.get`), and each ask cost a request: four round trips in a row on a slow phone.
 * Short, so that a user who changed elsewhere is seen on the next ask; a `user.changed` event the page
 * sends replaces the answer at once.
 */
export const USER_FRESH_MS = 5000;

/** The API's sdk.user for one game: one request for the asks in flight together or within USER_FRESH_MS. */
export interface UserLookup {
  get(): Promise<unknown>;
  /** The page learnt the user (it sends `user.changed`): later asks get it without a request. */
  set(user: unknown): void;
}

/** `api`: the relay's API at the time of the ask (the page's, once it has taken the relay over). */
export function createUserLookup(api: () => RelayApi, clock: Pick<QueueTimers, 'now'> = defaultTimers): UserLookup {
  let current: { promise: Promise<unknown>; settledAt: number | null } | null = null;
  return {
    get() {
      if (current && (current.settledAt === null || clock.now() - current.settledAt < USER_FRESH_MS)) return current.promise;
      const entry: { promise: Promise<unknown>; settledAt: number | null } = { promise: Promise.resolve(), settledAt: null };
      entry.promise = api().call('user.get', {}).then(
        (user) => {
          entry.settledAt = clock.now();
          return user;
        },
        (error: unknown) => {
          // A failure is never kept: the next ask tries again.
          if (current === entry) current = null;
          throw error;
        },
      );
      current = entry;
      return entry.promise;
    },
    set(user) {
      current = { promise: Promise.resolve(user), settledAt: clock.now() };
    },
  };
}

/** The handlers' behaviour before the page overrides them: answers without side effects, and a visitor's settings. */
export function defaultHandlers(users: UserLookup, options: DefaultHandlerOptions = {}): RelayHandlers {
  return {
    async handshake() {
      const user = (await users.get()) as { loggedIn: boolean };
      return { product: options.productName ?? 'Orbital', features: options.features ?? NO_FEATURES, loggedIn: user.loggedIn };
    },
    loading() {},
    loaded() {},
    happytime() {},
    inviteLink(params) {
      const href = options.pageHref?.() ?? globalThis.location.href;
      return { url: inviteLinkUrl(href, params, options.frameParamPrefix ?? 'orbital_') };
    },
    settings() {
      // What the page answers a visitor (useGameSettings): the page's mute control, remembered in this browser.
      const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
      return { muteAudio: readLocalMute(), reducedMotion };
    },
    sessionReport() {},
    loginRequired() {},
    achievementUnlocked() {},
  };
}

/** Runs a page method's handler (`receivedAt`: the request's arrival); resolves with the reply's data. */
async function runPageMethod(handlers: RelayHandlers, method: PageMethod, params: MethodParams[PageMethod], receivedAt: number): Promise<unknown> {
  switch (method) {
    case 'handshake':
      return { v: PROTOCOL_VERSION, ...(await handlers.handshake()) };
    case 'game.loading':
      handlers.loading((params as MethodParams['game.loading']).progress);
      return null;
    case 'game.loaded':
      handlers.loaded(receivedAt);
      return null;
    case 'game.happytime':
      handlers.happytime();
      return null;
    case 'game.inviteLink':
      return handlers.inviteLink((params as MethodParams['game.inviteLink']).params);
    case 'settings.get':
      return handlers.settings();
    case 'session.report':
      await handlers.sessionReport((params as MethodParams['session.report']).state);
      return null;
  }
}

/** Refusals answered per task during a flood (each is one postMessage to the frame). */
export const REFUSALS_PER_TASK = 200;

const RATE_LIMITED: RelayReplyError = { code: 'rate_limited', message: 'Too many requests: the relay\'s queue is full. Try again shortly.' };

interface Queued {
  request: RelayRequest;
  origin: string;
  receivedAt: number;
}

interface Gate {
  promise: Promise<void>;
  resolve: () => void;
}

/** A promise and its resolve (Promise.withResolvers is ES2024, newer than the build's target). */
function gate(): Gate {
  let resolve: (() => void) | null = null;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve: () => resolve?.() };
}

/** What a held relay answers before the page takes it over (settings.get: a visitor's). */
const ANSWERED_WHILE_HELD: ReadonlySet<string> = new Set(['handshake', 'user.get', 'game.loading', 'game.loaded']);

export function createRelay(options: RelayOptions): Relay {
  const { productId } = options;
  const clock = options.clock ?? defaultTimers;
  let { frame, api } = options;
  const users = createUserLookup(() => api, clock);
  let handlers: RelayHandlers = { ...defaultHandlers(users, options.defaults), ...options.handlers };
  /** Resolved when the page takes a held relay over; null once it has (or when not held). */
  let held: Gate | null = options.hold ? gate() : null;
  /** The game's loading as reported so far, for the page that takes the relay over. */
  const loading: { progress: number | null; loadedAt: number | null } = { progress: null, loadedAt: null };
  if (options.prefetchUser) users.get().catch(() => undefined);
  let pageHostname = '';
  try {
    pageHostname = new URL(options.pageOrigin).hostname;
  } catch {
    // An unparseable page origin accepts nothing (the origin rule cannot pass).
  }
  const listeners = new Set<(entry: RelayTraffic) => void>();
  /** The origin of the last accepted message: where events go. */
  let frameOrigin: string | null = null;
  let disposed = false;

  function emit(entry: RelayTraffic) {
    for (const listener of listeners) {
      try {
        listener(entry);
      } catch {
        // A broken inspector must not break the relay.
      }
    }
  }

  function post(message: unknown, origin: string): boolean {
    if (disposed) return false;
    try {
      const target = frame.contentWindow;
      if (!target) return false;
      // The frame's own origin only, never '*': if the frame navigated elsewhere, nothing is delivered.
      target.postMessage(message, origin);
      return true;
    } catch {
      return false;
    }
  }

  function answer(item: Queued, reply: RelayReply) {
    const { request, origin, receivedAt } = item;
    const ms = clock.now() - receivedAt;
    if (reply.ok) emit({ kind: 'reply', at: clock.now(), id: request.id, method: request.method, ms, data: reply.data });
    else emit({ kind: 'error', at: clock.now(), id: request.id, method: request.method, ms, error: reply.error as RelayReplyError });
    post(reply, origin);
  }

  /** Whether a held relay answers `method` now: a visitor's settings are this browser's, a player's the page's. */
  async function answersWhileHeld(method: string): Promise<boolean> {
    if (ANSWERED_WHILE_HELD.has(method)) return true;
    if (method !== 'settings.get') return false;
    return users.get().then(
      (user) => (user as { loggedIn?: unknown }).loggedIn === false,
      () => false,
    );
  }

  async function handle(item: Queued): Promise<RelayReply> {
    const { id, method, params } = item.request;
    if (!isSdkMethod(method)) {
      return errorReply(productId, id, { code: 'unknown_method', message: `Unknown method "${method}".` });
    }
    const checked = validateParams(method, params);
    if (!checked.ok) return errorReply(productId, id, { code: 'invalid_params', message: checked.message });
    const waiting = held;
    if (waiting && !(await answersWhileHeld(method))) await waiting.promise;
    if (method === 'game.loading') loading.progress = (checked.params as MethodParams['game.loading']).progress;
    if (method === 'game.loaded') loading.loadedAt ??= item.receivedAt;
    try {
      const data = isPageMethod(method)
        ? await runPageMethod(handlers, method, checked.params as MethodParams[PageMethod], item.receivedAt)
        : method === 'user.get'
          ? await users.get()
          : await api.call(method as ApiMethod, checked.params as MethodParams[ApiMethod]);
      if (method === 'achievements.unlock') {
        try {
          handlers.achievementUnlocked(data as AchievementUnlockResult);
        } catch {
          // The page's celebration failing must not turn the game's success into an error.
        }
      }
      return okReply(productId, id, data);
    } catch (error) {
      const relayError = api.error(error);
      if (relayError.code === 'login_required') {
        try {
          handlers.loginRequired(method);
        } catch {
          // The page's prompt failing must not lose the reply.
        }
      }
      return errorReply(productId, id, relayError);
    }
  }

  /*
   * Requests refused because the queue is full. Each is answered rate_limited at once, but in batches of
   * REFUSALS_PER_TASK on zero-delay tasks rather than inside its own message event: a flood of thousands
   * then costs each message event only the gate and a push, and the page's own tasks (timers, input,
   * rendering) run between the batches of replies instead of waiting behind all of them.
   */
  const refusals: Queued[] = [];
  let refusalsHead = 0;
  let refusalTimer: unknown = null;

  function flushRefusals() {
    refusalTimer = null;
    if (disposed) return;
    const end = Math.min(refusals.length, refusalsHead + REFUSALS_PER_TASK);
    for (; refusalsHead < end; refusalsHead += 1) {
      const item = refusals[refusalsHead] as Queued;
      answer(item, errorReply(productId, item.request.id, RATE_LIMITED));
    }
    if (refusalsHead < refusals.length) {
      refusalTimer = clock.setTimeout(flushRefusals, 0);
    } else {
      refusals.length = 0;
      refusalsHead = 0;
    }
  }

  function refuse(item: Queued) {
    refusals.push(item);
    if (refusalTimer === null) refusalTimer = clock.setTimeout(flushRefusals, 0);
  }

  const queue = createRequestQueue<Queued>(
    (batch) => {
      for (const item of batch) {
        void handle(item).then((reply) => {
          if (!disposed) answer(item, reply);
        });
      }
    },
    { ...options.queue, timers: clock },
  );

  function receive(event: unknown) {
    if (disposed) return;
    let frameWindow: unknown = null;
    try {
      frameWindow = frame.contentWindow;
    } catch {
      frameWindow = null;
    }
    const result = acceptMessage(event, { pageHostname, frameWindow, productId });
    const at = clock.now();
    if ('drop' in result) {
      emit({ kind: 'drop', at, reason: result.drop, origin: safeOrigin(event) });
      return;
    }
    if ('reply' in result) {
      const request = { id: result.reply.id, method: 'handshake', v: Number.NaN, params: undefined };
      emit({ kind: 'request', at, id: request.id, method: request.method, params: undefined });
      answer({ request, origin: result.origin, receivedAt: at }, result.reply);
      return;
    }
    const { accept: request, origin } = result;
    frameOrigin = origin;
    emit({ kind: 'request', at, id: request.id, method: request.method, params: request.params });
    const item: Queued = { request, origin, receivedAt: at };
    if (!queue.push(item)) refuse(item);
  }

  const target = options.target === undefined ? globalThis.window : options.target;
  const onMessage = (event: Event) => receive(event);
  target?.addEventListener('message', onMessage);

  return {
    receive,
    sendEvent(event, data) {
      if (event === 'user.changed') users.set(data);
      const message = data === undefined ? { from: productId, v: PROTOCOL_VERSION, event } : { from: productId, v: PROTOCOL_VERSION, event, data };
      const delivered = frameOrigin !== null && post(message, frameOrigin);
      emit({ kind: 'event', at: clock.now(), event, data, delivered });
      return delivered;
    },
    onTraffic(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    adopt(page) {
      if (disposed) return;
      frame = page.frame;
      api = page.api;
      handlers = { ...defaultHandlers(users, page.defaults), ...page.handlers };
      try {
        if (loading.loadedAt !== null) handlers.loaded(loading.loadedAt);
        else if (loading.progress !== null) handlers.loading(loading.progress);
      } catch {
        // The page's loading bar failing must not keep the waiting requests from their answers.
      }
      held?.resolve();
      held = null;
    },
    dispose() {
      disposed = true;
      queue.dispose();
      if (refusalTimer !== null) clock.clearTimeout(refusalTimer);
      refusals.length = 0;
      target?.removeEventListener('message', onMessage);
      listeners.clear();
    },
  };
}

/** The origin of a dropped message for the inspector (short, never throwing). */
function safeOrigin(event: unknown): string {
  try {
    const origin = (event as { origin?: unknown }).origin;
    return typeof origin === 'string' ? origin.slice(0, 200) : '';
  } catch {
    return '';
  }
}

// --- the early relay --------------------------------------------------------------------------------

/** The API's answer as far as the early relay reads it. */
interface Envelope {
  status?: { success?: unknown };
  data?: unknown;
}

/** A failure of the early relay's own request, as the protocol's error. */
class EarlyApiError extends Error {
  constructor(readonly reply: RelayReplyError) {
    super(reply.message);
  }
}

/**
 * The API of a relay started before the app: the player (sdk.user, the request the app's client would
 * make, with the session's cookies) and nothing else, since a held relay keeps every other call for the
 * page's API. An answer counts as the app's client counts it: HTTP 2xx with an envelope whose
 * status.success is true.
 */
function userOnlyApi(userUrl: string): RelayApi {
  return {
    async call(method) {
      if (method !== 'user.get') throw new EarlyApiError({ code: 'server', message: `${method} waits for the page.` });
      const answer = await fetch(userUrl, { credentials: 'include', headers: { Accept: 'application/json' } }).then(
        async (response) => ({ status: response.status, body: response.ok ? ((await response.json()) as Envelope | null) : null }),
        () => {
          throw new EarlyApiError({ code: 'network', message: 'Orbital could not be reached. Check your connection.' });
        },
      );
      const { body, status } = answer;
      if (body?.status?.success !== true || typeof body.data !== 'object' || body.data === null) {
        throw new EarlyApiError({ code: 'server', message: 'Something went wrong while handling this request.', status });
      }
      return body.data;
    },
    error: (error) => (error instanceof EarlyApiError ? error.reply : { code: 'server', message: 'Something went wrong while handling this request.' }),
  };
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
  /** Called when the game reports game.loaded before the page has taken the relay over. */
  onGameLoaded?: () => void;
}

let early: { game: string; frame: HTMLIFrameElement; relay: Relay } | null = null;

/**
 * A first visit's game page (ADR 0012): the relay for the frame the early-data script started, before the
 * app. It answers the game's handshake, its user, a visitor's settings and its loading, so the game starts
 * while the app downloads; everything else waits for the page, which takes the relay over
 * (takeEarlyRelay) with its own API and hooks.
 */
export function startEarlyRelay(options: EarlyRelayOptions): void {
  early?.relay.dispose();
  const { frame } = options;
  const relay = createRelay({
    frame: {
      get contentWindow() {
        return frame.contentWindow;
      },
    },
    pageOrigin: globalThis.location.origin,
    productId: options.productId,
    api: userOnlyApi(options.userUrl),
    defaults: { productName: options.productName, features: options.features },
    ...(options.onGameLoaded ? { handlers: { loaded: options.onGameLoaded } } : {}),
    hold: true,
    prefetchUser: true,
  });
  early = { game: options.game, frame, relay };
}

/**
 * The early relay, for the page of `game` whose frame is the one it serves (the page took the early frame
 * over); otherwise it stops and this returns null (the page starts its own). Once only.
 */
export function takeEarlyRelay(game: string, frame: HTMLIFrameElement | null): Relay | null {
  const taken = early;
  early = null;
  if (!taken) return null;
  if (taken.game === game && frame !== null && taken.frame === frame) return taken.relay;
  taken.relay.dispose();
  return null;
}
