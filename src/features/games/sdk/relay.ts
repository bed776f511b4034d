import type { AchievementUnlockResult, AdBreakResult, AdBreakType, GameFeatures, SessionState, Settings } from '@orbital/sdk/protocol';
import { PROTOCOL_VERSION } from '@orbital/sdk/protocol';
import { acceptMessage, type DropReason } from './gate';
import { inviteLinkUrl } from './inviteLink';
import { isPageMethod, type ApiMethod, type PageMethod, type RelayApi } from './methods';
import { isSdkMethod, validateParams, type MethodParams } from './params';
import { createRequestQueue, defaultTimers, type QueueOptions, type QueueTimers } from './queue';
import { errorReply, okReply, type RelayReply, type RelayReplyError, type RelayRequest } from './wire';

/*
 * The page's SDK relay (issue 12): the gate (gate.ts) → the queue (queue.ts, decision 13) → params
 * (params.ts) → the API (dispatch.ts) or the page's own handlers → a reply posted to the frame's own
 * origin only, carrying the request's id. `onTraffic` streams everything for the sandbox's inspector.
 *
 * This module's chunk holds nothing of the app (no API client, no React; the page hands the relay its API):
 * on a first visit to a game page the early-data script starts a relay before the app (earlyRelay.ts; ADR
 * 0012), which the page then takes over.
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
  inviteLink(params: Readonly<Record<string, string>>): Promise<{ url: string }> | { url: string };
  /** `settings.get` → { muteAudio, reducedMotion }. */
  settings(): Promise<Settings> | Settings;
  /** `session.report {state}` (decision 13): history sessions, played, the overlay. */
  sessionReport(state: SessionState): Promise<void> | void;
  /** An API answer was login_required (401/419): the page shows its login prompt. */
  loginRequired(method: string): void;
  /**
   * `ads.break {type}` → `{ shown, rewarded }`: the page's ad break (adBreaks.ts: its rules, `pause`, the
   * overlay ad, `resume`). Default: no ad, no reward.
   */
  adBreak(type: AdBreakType): Promise<AdBreakResult> | AdBreakResult;
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

export function createUserLookup(api: RelayApi, clock: Pick<QueueTimers, 'now'> = defaultTimers): UserLookup {
  let current: { promise: Promise<unknown>; settledAt: number | null } | null = null;
  return {
    get() {
      if (current && (current.settledAt === null || clock.now() - current.settledAt < USER_FRESH_MS)) return current.promise;
      const entry: { promise: Promise<unknown>; settledAt: number | null } = { promise: Promise.resolve(), settledAt: null };
      entry.promise = api.call('user.get', {}).then(
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

/** The handlers' behaviour before the page overrides them: answers without side effects. */
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
      const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
      return { muteAudio: false, reducedMotion };
    },
    sessionReport() {},
    adBreak: () => ({ shown: false, rewarded: false }),
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
    case 'ads.break':
      return handlers.adBreak((params as MethodParams['ads.break']).type);
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

export function createRelay(options: RelayOptions): Relay {
  const { frame, productId, api } = options;
  const clock = options.clock ?? defaultTimers;
  const users = createUserLookup(api, clock);
  const handlers: RelayHandlers = { ...defaultHandlers(users, options.defaults), ...options.handlers };
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

  async function handle(item: Queued): Promise<RelayReply> {
    const { id, method, params } = item.request;
    if (!isSdkMethod(method)) {
      return errorReply(productId, id, { code: 'unknown_method', message: `Unknown method "${method}".` });
    }
    const checked = validateParams(method, params);
    if (!checked.ok) return errorReply(productId, id, { code: 'invalid_params', message: checked.message });
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

// The page's API for the relay (dispatch.ts, in this chunk): one import for the page.
export { apiRelay } from './dispatch';
export type { RelayApi } from './methods';

/** A relay a first visit's early-data script started before the app (earlyRelay.ts), for the page to take over. */
export interface EarlyRelay {
  /** The game's slug. */
  readonly game: string;
  /** The game's frame the script started. */
  readonly frame: HTMLIFrameElement;
  readonly relay: Relay;
  /** The page takes it over: its frame, API and hooks from now on; what waited for them is answered. */
  adopt(page: RelayPage): void;
}

let early: EarlyRelay | null = null;

/** Keeps the relay earlyRelay.ts started, once per document (this module's state: the page's import of it is the same module). */
export function keepEarlyRelay(started: EarlyRelay): void {
  early = started;
}

/**
 * The early relay, for the page of `game` whose frame is the one it serves (the page took the early frame
 * over): taken over by `page`. Otherwise it stops and this returns null (the page starts its own). Once only.
 */
export function takeEarlyRelay(game: string, frame: HTMLIFrameElement | null, page: RelayPage): Relay | null {
  const taken = early;
  early = null;
  if (taken?.game === game && taken.frame === frame) {
    taken.adopt(page);
    return taken.relay;
  }
  taken?.relay.dispose();
  return null;
}
