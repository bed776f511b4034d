import type { DropReason } from '@/features/games/sdk/gate';
import type { RelayTraffic } from '@/features/games/sdk/relay';
import type { SdkTrafficSink } from '@/features/games/sdk/traffic';

/*
 * The SDK inspector's log (issue 12, demo only): the traffic sink the demo entry installs. It turns the
 * relays' entries into readable rows — each request paired with its reply or error and its time, events,
 * drops — bounded to the latest `limit` rows, and publishes a snapshot for the panel at most once per
 * `intervalMs`, so a flood of thousands of messages costs the page a few cheap updates per second.
 *
 * Summaries keep a flood readable: identical requests sent while the previous ones are still unanswered
 * (a burst) share one row with their outcomes counted ('user.get ×10,000 · 256 ok · 9,744 rate_limited');
 * drops with the same reason and origin share one row that moves up to the latest position.
 */

/** Rows kept (oldest go first). */
export const TRAFFIC_LIMIT = 300;
/** Most one snapshot per this many milliseconds (the panel re-renders no more often). */
export const FLUSH_INTERVAL_MS = 250;
/** Longest params/result/data preview, in characters. */
export const PREVIEW_LENGTH = 160;
/** Longest error message kept, in characters. */
const MESSAGE_LENGTH = 300;

export interface CallFailure {
  code: string;
  count: number;
}

export interface CallError {
  code: string;
  message: string;
  status?: number;
}

/** One row of the inspector. `at`/`lastAt`: wall-clock milliseconds when the log saw it. */
export type TrafficRow =
  | { kind: 'relay'; key: string; at: number; game: string }
  | {
      kind: 'call';
      key: string;
      at: number;
      lastAt: number;
      game: string;
      method: string;
      /** The first request's id (and the last one's, for a burst). */
      id: string;
      lastId: string;
      /** The params' short preview; null when the request had none. */
      params: string | null;
      /** Requests in this row (1, or a burst of identical ones). */
      count: number;
      /** Not answered yet. */
      pending: number;
      /** Answered ok. */
      ok: number;
      /** Answered with an error, per code (rate_limited included), most frequent first. */
      failures: readonly CallFailure[];
      /** The latest ok reply's data, short. */
      result: string | null;
      /** The latest error. */
      error: CallError | null;
      /** Time from request to answer in ms (min and max over the answered ones); null while none is answered. */
      ms: { min: number; max: number } | null;
    }
  | { kind: 'event'; key: string; at: number; game: string; event: string; data: string | null; delivered: boolean }
  | { kind: 'drop'; key: string; at: number; lastAt: number; reason: DropReason; origin: string; count: number };

/** Totals since the last clear (rows may be summarised or trimmed; these are not). */
export interface TrafficStats {
  /** Every entry: requests, replies, errors, refusals, events, drops. */
  messages: number;
  requests: number;
  replies: number;
  /** Error answers other than rate_limited. */
  errors: number;
  /** rate_limited answers: refused because the relay's queue was full. */
  refused: number;
  events: number;
  /** Events the page could not deliver (the game had not spoken yet). */
  undelivered: number;
  drops: number;
}

export interface TrafficSnapshot {
  /** Oldest first. */
  rows: readonly TrafficRow[];
  stats: TrafficStats;
  /** Rows removed to stay within the limit since the last clear. */
  trimmed: number;
  limit: number;
}

export interface SdkTrafficLog extends SdkTrafficSink {
  /** The latest published snapshot (the same object until the next publish: a useSyncExternalStore snapshot). */
  getSnapshot(): TrafficSnapshot;
  /** Called after each publish (at most once per interval). */
  subscribe(listener: () => void): () => void;
  /** Forgets everything and publishes at once. */
  clear(): void;
  /** Publishes pending changes now instead of at the end of the interval (fixtures, tests). */
  flush(): void;
  readonly limit: number;
}

export interface SdkTrafficLogOptions {
  limit?: number;
  intervalMs?: number;
  /** The wall clock (default Date.now). */
  now?: () => number;
}

// ------------------------------------------------------------------------------------------ preview

/**
 * A short, one-line JSON-like preview of a game's value, at most `max` characters. Bounded work whatever
 * the input (a huge string or array, deep nesting, cycles — structured clone keeps them — or a throwing
 * getter): it never serialises more than it shows. Only ever rendered as text.
 */
export function preview(value: unknown, max = PREVIEW_LENGTH): string {
  let text = '';
  const path = new Set<object>();
  const add = (part: string) => {
    text += part;
    return text.length <= max;
  };
  const walk = (v: unknown, depth: number): boolean => {
    if (v === null || v === undefined || typeof v === 'boolean' || typeof v === 'number') return add(String(v));
    if (typeof v === 'string') return add(JSON.stringify(v.length > max ? v.slice(0, max + 1) : v));
    if (typeof v === 'bigint') return add(`${v}n`);
    if (typeof v !== 'object') return add(`[${typeof v}]`);
    if (path.has(v)) return add('[circular]');
    if (v instanceof Date) return add(Number.isNaN(v.getTime()) ? 'Date(invalid)' : `Date(${v.toISOString()})`);
    if (v instanceof Map) return add(`Map(${v.size})`);
    if (v instanceof Set) return add(`Set(${v.size})`);
    const isArray = Array.isArray(v);
    if (depth >= 4) return add(isArray ? '[…]' : '{…}');
    path.add(v);
    try {
      if (isArray) {
        if (!add('[')) return false;
        for (let i = 0; i < v.length; i += 1) {
          if ((i > 0 && !add(',')) || !walk(v[i], depth + 1)) return false;
        }
        return add(']');
      }
      if (!add('{')) return false;
      let first = true;
      // for…in stops with the budget; Object.keys would list every key of a huge object first.
      for (const key in v) {
        if (!Object.hasOwn(v, key)) continue;
        if (!first && !add(',')) return false;
        first = false;
        if (!add(`${JSON.stringify(key.length > max ? key.slice(0, max + 1) : key)}:`)) return false;
        if (!walk((v as Record<string, unknown>)[key], depth + 1)) return false;
      }
      return add('}');
    } finally {
      path.delete(v);
    }
  };
  try {
    walk(value, 0);
  } catch {
    return '(cannot be shown)';
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

// ---------------------------------------------------------------------------------------------- log

interface Revised {
  /** Bumped on each change; the published view is rebuilt only for changed rows. */
  rev: number;
  viewRev: number;
  view: TrafficRow | null;
}

interface CallState extends Revised {
  kind: 'call';
  key: string;
  relay: number;
  at: number;
  lastAt: number;
  game: string;
  method: string;
  id: string;
  lastId: string;
  params: string | null;
  count: number;
  pendingIds: Set<string>;
  ok: number;
  failures: Map<string, number>;
  result: string | null;
  error: CallError | null;
  ms: { min: number; max: number } | null;
}

interface DropState extends Revised {
  kind: 'drop';
  key: string;
  dropKey: string;
  at: number;
  lastAt: number;
  reason: DropReason;
  origin: string;
  count: number;
}

interface SimpleState extends Revised {
  kind: 'relay' | 'event';
  row: TrafficRow;
}

type RowState = CallState | DropState | SimpleState;

const revised = (): Revised => ({ rev: 0, viewRev: -1, view: null });

const emptyStats = (): TrafficStats => ({ messages: 0, requests: 0, replies: 0, errors: 0, refused: 0, events: 0, undelivered: 0, drops: 0 });

function viewOf(state: RowState): TrafficRow {
  switch (state.kind) {
    case 'relay':
    case 'event':
      return state.row;
    case 'drop':
      return { kind: 'drop', key: state.key, at: state.at, lastAt: state.lastAt, reason: state.reason, origin: state.origin, count: state.count };
    case 'call':
      return {
        kind: 'call',
        key: state.key,
        at: state.at,
        lastAt: state.lastAt,
        game: state.game,
        method: state.method,
        id: state.id,
        lastId: state.lastId,
        params: state.params,
        count: state.count,
        pending: state.pendingIds.size,
        ok: state.ok,
        failures: [...state.failures].map(([code, count]) => ({ code, count })).toSorted((a, b) => b.count - a.count),
        result: state.result,
        error: state.error,
        ms: state.ms ? { ...state.ms } : null,
      };
  }
}

export function createSdkTrafficLog(options: SdkTrafficLogOptions = {}): SdkTrafficLog {
  const limit = Math.max(1, options.limit ?? TRAFFIC_LIMIT);
  const intervalMs = options.intervalMs ?? FLUSH_INTERVAL_MS;
  const now = options.now ?? Date.now;

  let rows: RowState[] = [];
  let stats = emptyStats();
  let trimmed = 0;
  let nextKey = 1;
  let relays = 0;
  /** `${relay}:${id}` → the row of that unanswered request. */
  const pairs = new Map<string, CallState>();
  /** `${reason}\n${origin}` → its drop row. */
  const dropRows = new Map<string, DropState>();
  /** relay → its latest call row (where a burst of identical requests gathers). */
  const lastCall = new Map<number, CallState>();

  const listeners = new Set<() => void>();
  let published: TrafficSnapshot = { rows: [], stats, trimmed, limit };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastPublish = Number.NEGATIVE_INFINITY;
  let warned = false;

  function publish() {
    timer = null;
    lastPublish = now();
    published = {
      rows: rows.map((state) => {
        if (state.view === null || state.viewRev !== state.rev) {
          state.view = viewOf(state);
          state.viewRev = state.rev;
        }
        return state.view;
      }),
      stats: { ...stats },
      trimmed,
      limit,
    };
    for (const listener of listeners) listener();
  }

  /** A publish soon: at once after a quiet interval, else when the interval since the last one is over. */
  function changed() {
    if (timer !== null) return;
    timer = setTimeout(publish, Math.max(0, lastPublish + intervalMs - now()));
  }

  /** A row trimmed away: its unanswered requests and its drop key no longer point at it. */
  function forget(state: RowState) {
    if (state.kind === 'call') {
      for (const id of state.pendingIds) pairs.delete(`${state.relay}:${id}`);
      if (lastCall.get(state.relay) === state) lastCall.delete(state.relay);
    } else if (state.kind === 'drop' && dropRows.get(state.dropKey) === state) {
      dropRows.delete(state.dropKey);
    }
  }

  function append(state: RowState) {
    rows.push(state);
    if (rows.length > limit) {
      const removed = rows.splice(0, rows.length - limit);
      for (const old of removed) forget(old);
      trimmed += removed.length;
    }
  }

  const key = () => `t${nextKey++}`;

  function record(relay: number, game: string, entry: RelayTraffic) {
    const at = now();
    stats.messages += 1;
    switch (entry.kind) {
      case 'request': {
        stats.requests += 1;
        const params = entry.params === undefined ? null : preview(entry.params);
        const last = lastCall.get(relay);
        const pairKey = `${relay}:${entry.id}`;
        if (last && last.method === entry.method && last.params === params && last.pendingIds.size > 0 && !pairs.has(pairKey)) {
          // A burst of identical requests while earlier ones are unanswered: one row.
          last.count += 1;
          last.lastId = entry.id;
          last.lastAt = at;
          last.pendingIds.add(entry.id);
          last.rev += 1;
          pairs.set(pairKey, last);
          break;
        }
        const state: CallState = {
          ...revised(),
          kind: 'call',
          key: key(),
          relay,
          at,
          lastAt: at,
          game,
          method: entry.method,
          id: entry.id,
          lastId: entry.id,
          params,
          count: 1,
          pendingIds: new Set([entry.id]),
          ok: 0,
          failures: new Map(),
          result: null,
          error: null,
          ms: null,
        };
        // A reused id pairs with its latest request.
        const previous = pairs.get(pairKey);
        if (previous) {
          previous.pendingIds.delete(entry.id);
          previous.rev += 1;
        }
        pairs.set(pairKey, state);
        lastCall.set(relay, state);
        append(state);
        break;
      }
      case 'reply':
      case 'error': {
        const refused = entry.kind === 'error' && entry.error.code === 'rate_limited';
        if (entry.kind === 'reply') stats.replies += 1;
        else if (refused) stats.refused += 1;
        else stats.errors += 1;
        const pairKey = `${relay}:${entry.id}`;
        const state = pairs.get(pairKey);
        // Its request's row was cleared or trimmed: counted above, not shown.
        if (!state) break;
        pairs.delete(pairKey);
        state.pendingIds.delete(entry.id);
        state.lastAt = at;
        const ms = Math.max(0, Math.round(entry.ms));
        state.ms = state.ms ? { min: Math.min(state.ms.min, ms), max: Math.max(state.ms.max, ms) } : { min: ms, max: ms };
        if (entry.kind === 'reply') {
          state.ok += 1;
          state.result = preview(entry.data);
        } else {
          const code = String(entry.error.code).slice(0, 64);
          state.failures.set(code, (state.failures.get(code) ?? 0) + 1);
          const message = String(entry.error.message);
          state.error = {
            code,
            message: message.length > MESSAGE_LENGTH ? `${message.slice(0, MESSAGE_LENGTH - 1)}…` : message,
            ...(typeof entry.error.status === 'number' ? { status: entry.error.status } : {}),
          };
        }
        state.rev += 1;
        break;
      }
      case 'event': {
        stats.events += 1;
        if (!entry.delivered) stats.undelivered += 1;
        const row: TrafficRow = {
          kind: 'event',
          key: key(),
          at,
          game,
          event: entry.event,
          data: entry.data === undefined ? null : preview(entry.data),
          delivered: entry.delivered,
        };
        append({ ...revised(), kind: 'event', row });
        break;
      }
      case 'drop': {
        stats.drops += 1;
        const dropKey = `${entry.reason}\n${entry.origin}`;
        const existing = dropRows.get(dropKey);
        if (existing) {
          // The same drop again: one row, moved up to the latest position.
          existing.count += 1;
          existing.lastAt = at;
          existing.rev += 1;
          const index = rows.lastIndexOf(existing);
          if (index !== rows.length - 1) {
            rows.splice(index, 1);
            rows.push(existing);
          }
          break;
        }
        const state: DropState = { ...revised(), kind: 'drop', key: key(), dropKey, at, lastAt: at, reason: entry.reason, origin: entry.origin, count: 1 };
        dropRows.set(dropKey, state);
        append(state);
        break;
      }
    }
    changed();
  }

  return {
    limit,
    connect(game) {
      relays += 1;
      const relay = relays;
      append({ ...revised(), kind: 'relay', row: { kind: 'relay', key: key(), at: now(), game } });
      changed();
      return (entry) => {
        try {
          record(relay, game, entry);
        } catch (error) {
          // The inspector must never break the relay (which swallows listener errors anyway); say so once.
          if (!warned) console.warn('SDK inspector: an entry could not be recorded.', error);
          warned = true;
        }
      };
    },
    getSnapshot: () => published,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      rows = [];
      stats = emptyStats();
      trimmed = 0;
      pairs.clear();
      dropRows.clear();
      lastCall.clear();
      if (timer !== null) clearTimeout(timer);
      publish();
    },
    flush() {
      if (timer === null) return;
      clearTimeout(timer);
      publish();
    },
  };
}
