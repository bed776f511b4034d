/**
 * The Orbital game SDK: a typed, promise-based client of the wire protocol v1 (docs/sdk/protocol.md).
 *
 *   const orbital = await Orbital.init();
 *   const user = await orbital.user.get();
 *   await orbital.leaderboards.postScore(1200);
 *
 * In Orbital's frame it talks to the game page over postMessage; anywhere else it runs in local mode
 * (./local.ts, loaded on demand so the in-portal client never carries it).
 */
import { OrbitalError } from './errors.js';
import {
  AD_BREAK_TIMEOUT_MS,
  ERROR_CODES,
  HANDSHAKE_PENDING,
  inviteLinkProblem,
  isSubdomainOf,
  PRODUCT_ID,
  PROTOCOL_VERSION,
  SUPPORTED_VERSIONS,
} from './protocol.js';
import type {
  AdBreakResult,
  AdBreakType,
  EventData,
  EventName,
  GameFeatures,
  HandshakeResult,
  InviteLinkParams,
  Method,
  MethodParams,
  MethodResult,
  PageParams,
  ProtocolError,
  SessionState,
  Settings,
  User,
} from './protocol.js';

export { OrbitalError };
export * from './protocol.js';

/** This library's version (semver). */
export const VERSION = '1.2.0';

/** A player for local mode (the rest of the user record is filled in). */
export interface LocalUser {
  id?: number;
  alias?: string;
  username?: string;
  premium?: boolean;
}

/** Local mode's in-memory mock. */
export interface LocalOptions {
  /** The player: null for a visitor. Default: a logged-in player 'Local Player'. */
  user?: LocalUser | null;
  /** Delay of every answer in ms (default 0). */
  latency?: number;
  /** Methods that fail, with the error code they fail with: `{ 'saves.write': 'server' }`. */
  fail?: Partial<Record<Method, string>>;
  /** Coins to buy items with (default 1000). */
  balance?: number;
  features?: Partial<GameFeatures>;
  settings?: Partial<Settings>;
}

export interface InitOptions {
  /** Per-call timeout in ms (default 10000); a call with no reply rejects with code `timeout`. */
  timeout?: number;
  /** How long to wait for the page's handshake reply before falling back to local mode (default 2000 ms). */
  handshakeTimeout?: number;
  /** true: always local mode; an object: local mode's options, used when there is no Orbital frame. */
  local?: boolean | LocalOptions;
  /**
   * The portal's product id, the `from` of every message both ways (default 'orbital'). Only for a portal
   * that runs Orbital under another product id: messages with another `from` are ignored.
   */
  product?: string;
}

/** The part of a WebXR `XRSession` that `session.track` uses. */
export interface XRSessionLike extends EventTarget {
  readonly visibilityState: string;
  end(): Promise<void>;
}

/** A connection to the page (./index) or to the mock (./local). */
export interface Connection {
  info: HandshakeResult;
  request(method: Method, params: unknown, timeout: number): Promise<unknown>;
  close(): void;
}

type Emit = (event: string, data: unknown) => void;
type Pending = { resolve: (data: unknown) => void; reject: (error: OrbitalError) => void; timer: ReturnType<typeof setTimeout> };

const toError = (e: Partial<ProtocolError> | undefined) =>
  new OrbitalError(String(e?.code ?? ERROR_CODES.server), String(e?.message ?? 'Unknown error'), e?.status);

const hostnameOf = (origin: string) => {
  try {
    return new URL(origin).hostname;
  } catch {
    return '';
  }
};

/**
 * Connects to the game page. The game cannot know the page's origin before the handshake, so the
 * handshake request (which carries nothing secret) is posted with targetOrigin '*', repeated every 250 ms
 * in case the page's relay is not listening yet; a page whose relay is still starting says so
 * (HANDSHAKE_PENDING), and each time it does the library waits another `handshakeTimeout`. Its reply is accepted only from `window.parent` and from an
 * origin whose hostname is a parent domain of the game's (games.orbital.example → orbital.example); that
 * origin is then pinned: every later message is posted to it only, and messages from any other origin or
 * window are ignored. Resolves null when no acceptable reply comes in time.
 */
function connectFrame(emit: Emit, handshakeTimeout: number, product: string): Promise<Connection | null> {
  const parent = window.parent;
  const pending = new Map<string, Pending>();
  const handshakes = new Set<string>();
  const prefix = Math.random().toString(36).slice(2, 10);
  let seq = 0;
  let origin = '';
  const nextId = () => `${prefix}-${++seq}`;
  const post = (id: string, method: Method, params: unknown) =>
    parent.postMessage({ from: product, v: PROTOCOL_VERSION, id, method, ...(params === undefined ? {} : { params }) }, origin || '*');
  // Calls still pending when the library stops listening settle by their timeouts.
  const close = () => removeEventListener('message', onMessage);
  let settle: ((connection: Connection | null, error?: OrbitalError) => void) | undefined;
  let waitOn: (() => void) | undefined;
  const hello = () => {
    const id = nextId();
    handshakes.add(id);
    post(id, 'handshake', { sdk: VERSION });
  };

  function onMessage(event: MessageEvent) {
    const d = event.data as Record<string, unknown> | null;
    if (event.source !== parent || !d || typeof d !== 'object' || d.from !== product || !SUPPORTED_VERSIONS.includes(d.v as number)) return;
    if (!origin) {
      if (!isSubdomainOf(location.hostname, hostnameOf(event.origin))) return;
      // The page is there and its relay is on its way: another handshakeTimeout from now.
      if (d.event === HANDSHAKE_PENDING) return waitOn?.();
      if (!handshakes.has(d.id as string)) return;
      if (d.ok === true) {
        origin = event.origin;
        settle?.({ info: d.data as HandshakeResult, request, close });
      } else settle?.(null, toError(d.error as ProtocolError));
      return;
    }
    if (event.origin !== origin) return;
    if (typeof d.event === 'string') return emit(d.event, d.data);
    const p = pending.get(d.id as string);
    if (!p) return;
    pending.delete(d.id as string);
    clearTimeout(p.timer);
    if (d.ok === true) p.resolve(d.data);
    else p.reject(toError(d.error as ProtocolError));
  }

  function request(method: Method, params: unknown, timeout: number) {
    return new Promise<unknown>((resolve, reject) => {
      const id = nextId();
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new OrbitalError(ERROR_CODES.timeout, `${method}: no reply within ${timeout} ms`));
      }, timeout);
      pending.set(id, { resolve, reject, timer });
      post(id, method, params);
    });
  }

  addEventListener('message', onMessage);
  return new Promise((resolve, reject) => {
    const retry = setInterval(hello, 250);
    let giveUp = setTimeout(() => settle?.(null), handshakeTimeout);
    waitOn = () => {
      clearTimeout(giveUp);
      giveUp = setTimeout(() => settle?.(null), handshakeTimeout);
    };
    settle = (connection, error) => {
      clearInterval(retry);
      clearTimeout(giveUp);
      settle = undefined;
      waitOn = undefined;
      if (!connection) close();
      if (error) reject(error);
      else resolve(connection);
    };
    hello();
  });
}

export class Orbital {
  /**
   * Connects to Orbital (or starts local mode outside an Orbital frame). Rejects with `unsupported_version`
   * when the page does not speak this library's protocol version.
   */
  static async init(options: InitOptions = {}): Promise<Orbital> {
    const orbital = new Orbital(options.timeout ?? 10_000);
    const { local } = options;
    let connection =
      local === true || window.parent === window ? null : await connectFrame(orbital.emit, options.handshakeTimeout ?? 2000, options.product ?? PRODUCT_ID);
    if (!connection) {
      const { connectLocal } = await import('./local.js');
      connection = connectLocal(typeof local === 'object' ? local : {}, orbital.emit);
      orbital.mode = 'local';
    }
    orbital.connection = connection;
    orbital.loggedIn = connection.info.loggedIn;
    orbital.features = connection.info.features;
    return orbital;
  }

  /** 'portal' inside Orbital's frame, 'local' when answering from the in-memory mock. */
  mode: 'portal' | 'local' = 'portal';
  /** Whether the player is logged in (kept current by `user.changed`). */
  loggedIn = false;
  /** The game's platform features (cloud saves, leaderboard, …) as Orbital lists them. */
  features!: GameFeatures;
  private connection!: Connection;
  private handlers = new Map<string, Set<(data: never) => void>>();
  private xr: XRSessionLike | undefined;
  /** Ends the tracked XR session and reports its `end` before resolving (set by `session.track`). */
  private leaveXr: (() => Promise<void>) | undefined;

  private constructor(private readonly timeout: number) {}

  private emit = (event: string, data: unknown) => {
    if (event === 'user.changed') this.loggedIn = !!(data as User | undefined)?.loggedIn;
    for (const handler of new Set(this.handlers.get(event))) {
      try {
        (handler as (data: unknown) => void)(data);
      } catch (error) {
        console.error(error);
      }
    }
  };

  private call<M extends Method>(method: M, params?: MethodParams[M], timeout = this.timeout): Promise<MethodResult[M]> {
    return this.connection.request(method, params, timeout).then(
      (data) => data as MethodResult[M],
      (error: OrbitalError) => {
        if (error.code === ERROR_CODES.loginRequired && this.xr) this.xr.end().catch(() => {});
        throw error;
      },
    );
  }

  /** Listens to a page event; returns the function that stops listening. */
  on<E extends EventName>(event: E, handler: (data: EventData[E]) => void): () => void {
    const set = this.handlers.get(event) ?? new Set();
    this.handlers.set(event, set);
    set.add(handler);
    return () => void set.delete(handler);
  }

  /** Stops listening to the page and drops the handlers; calls still waiting (and later ones) time out. */
  destroy(): void {
    this.connection.close();
    this.handlers.clear();
  }

  readonly user = {
    get: () => this.call('user.get'),
  };

  readonly inventory = {
    /** Items of this game the player owns (login required). */
    get: () => this.call('inventory.get'),
    /** Items of this game on sale. */
    catalog: () => this.call('inventory.catalog'),
    /** The absolute URL of an item's catalog page. */
    itemUrl: (item: string) => this.call('inventory.itemUrl', { item }),
    /** Buys `count` (default 1) of an item with the player's coins; `insufficient_funds` when too few. */
    purchase: (item: string, count = 1) => this.call('inventory.purchase', { item, count }),
  };

  readonly leaderboards = {
    get: (page?: PageParams) => this.call('leaderboards.get', { ...page }),
    friends: (page?: PageParams) => this.call('leaderboards.friends', { ...page }),
    my: () => this.call('leaderboards.my'),
    postScore: (score: number) => this.call('leaderboards.postScore', { score }),
    stats: () => this.call('leaderboards.stats'),
  };

  readonly saves = {
    all: () => this.call('saves.all'),
    /** The slot's data; `not_found` when the slot is empty. */
    load: (slot: number) => this.call('saves.load', { slot }),
    /** Saves a string (serialise objects yourself, e.g. JSON.stringify) of at most 1 MiB characters. */
    write: (slot: number, data: string) => this.call('saves.write', { slot, data }),
    delete: (slot: number) => this.call('saves.delete', { slot }),
    clear: () => this.call('saves.clear'),
  };

  readonly marketing = {
    check: () => this.call('marketing.check'),
    subscribe: () => this.call('marketing.subscribe'),
    unsubscribe: () => this.call('marketing.unsubscribe'),
  };

  readonly achievements = {
    /** Unlocks an achievement by its slug ('first-blood'). */
    unlock: (achievement: string) => this.call('achievements.unlock', { achievement }),
  };

  readonly game = {
    /** Loading progress, 0–1: the page shows a progress bar until `loaded()`. */
    loading: (progress: number) => this.call('game.loading', { progress: Math.min(1, Math.max(0, progress || 0)) }),
    loaded: () => this.call('game.loaded'),
    /** A moment to celebrate: the page throws confetti (at most once a minute). */
    happytime: () => this.call('game.happytime'),
    /** A link to this game that carries `params` back to the game (as `orbital_{key}` query parameters). */
    inviteLink: (params: InviteLinkParams) => {
      const problem = inviteLinkProblem(params);
      return problem
        ? Promise.reject(new OrbitalError(ERROR_CODES.invalidParams, problem))
        : this.call('game.inviteLink', { params });
    },
  };

  readonly settings = {
    get: () => this.call('settings.get'),
  };

  readonly ads = {
    /**
     * An ad break: the page sends `pause`, shows an ad, sends `resume`, then answers `{ shown, rewarded }`.
     * `midgame` at a natural pause (at most one ad per 3 minutes: otherwise `{ shown: false }` at once);
     * `rewarded` only from the player's own click, key or trigger (else `invalid_params`). Grant the reward
     * only when `rewarded` is true. A tracked XR session is ended first: ads are never shown in VR.
     * Waits up to 120 s for the answer.
     */
    break: (type: AdBreakType): Promise<AdBreakResult> =>
      // Read now, not after an await: the browser's activation lasts only a moment after the player's input.
      type === 'rewarded' && (navigator as { userActivation?: { isActive: boolean } }).userActivation?.isActive === false
        ? Promise.reject(new OrbitalError(ERROR_CODES.invalidParams, "ads.break: a rewarded break must follow the player's action"))
        : Promise.resolve(this.leaveXr?.()).then(() => this.call('ads.break', { type }, AD_BREAK_TIMEOUT_MS)),
  };

  readonly session = {
    /** Reports a session state (`start`, `xr-session-start`, `visible`, `visible-blurred`, `hidden`, `end`). */
    report: (state: SessionState) => this.call('session.report', { state }),
    /** Desktop (non-VR) play started. */
    start: () => this.session.report('start'),
    /** Desktop (non-VR) play ended. */
    end: () => this.session.report('end'),
    /**
     * Reports a WebXR session's lifecycle: `xr-session-start` now, its visibility changes, `end` when it
     * ends. While it is tracked, a `login_required` answer to any call ends the XR session so the player
     * can log in on the page. Returns the function that stops tracking.
     */
    track: (xr: XRSessionLike): (() => void) => {
      const report = (state: SessionState) => void this.session.report(state).catch(() => {});
      const onVisibility = () => {
        const state = xr.visibilityState;
        if (state === 'visible' || state === 'visible-blurred' || state === 'hidden') report(state);
      };
      const stop = () => {
        xr.removeEventListener('visibilitychange', onVisibility);
        xr.removeEventListener('end', onEnd);
        if (this.xr === xr) this.xr = this.leaveXr = undefined;
      };
      const onEnd = () => {
        stop();
        report('end');
      };
      this.xr = xr;
      // For an ad break: ends the session and reports `end` before the break's request, even when the session's
      // own 'end' event comes after end() resolves.
      this.leaveXr = () => xr.end().catch(() => {}).then(() => (this.xr === xr ? onEnd() : undefined));
      xr.addEventListener('visibilitychange', onVisibility);
      xr.addEventListener('end', onEnd);
      report('xr-session-start');
      return stop;
    },
  };
}
