import type { ApiClient } from '@/api/client';
import { callEndpoint, endpoints } from '@/api/contract';
import { track } from '@/lib/analytics';
import { now } from '@/lib/clock';
import type { SessionState } from '@orbital/sdk/protocol';

/*
 * The game session lifecycle (decision 13, spec §4 'Game session'). The game reports `session.report
 * {state}` through the SDK: `start` (desktop) or `xr-session-start` (entering VR) starts a session,
 * `visible` resumes the clock, `hidden`/`visible-blurred` pause it and add the elapsed visible time,
 * `end` ends it. `reduceSession` is the pure state machine; `createGameSession` runs its effects: a
 * history session for a logged-in player (sessions.start → id, sessions.end {duration}), games.played for
 * a visitor, and the duration in analytics.
 */

/** What the page knows of the game's XR state ('idle' before the first start). */
export type XrState = 'idle' | 'started' | 'visible' | 'visible-blurred' | 'hidden' | 'ended';

export interface SessionMachine {
  readonly xr: XrState;
  /** Whether a session is running (started and not ended). */
  readonly active: boolean;
  /** Whether the session entered VR. */
  readonly vr: boolean;
  /** Visible milliseconds added so far (paused periods excluded). */
  readonly playedMs: number;
  /** When the current visible stretch began (ms), or null while paused. */
  readonly visibleSince: number | null;
}

export type SessionEffect = { kind: 'start' } | { kind: 'end'; seconds: number; vr: boolean };

export const initialSession: SessionMachine = { xr: 'idle', active: false, vr: false, playedMs: 0, visibleSince: null };

function pause(state: SessionMachine, at: number): number {
  return state.visibleSince === null ? state.playedMs : state.playedMs + Math.max(0, at - state.visibleSince);
}

/** The next state after `report` at `at` (ms), and the effect to run if any. Pure. */
export function reduceSession(state: SessionMachine, report: SessionState, at: number): { state: SessionMachine; effect: SessionEffect | null } {
  switch (report) {
    case 'start':
    case 'xr-session-start': {
      const vr = report === 'xr-session-start';
      // A desktop `start` followed by `xr-session-start` is one session that entered VR.
      if (state.active) return { state: { ...state, xr: 'started', vr: state.vr || vr }, effect: null };
      return { state: { xr: 'started', active: true, vr, playedMs: 0, visibleSince: at }, effect: { kind: 'start' } };
    }
    case 'visible':
      if (!state.active) return { state, effect: null };
      return { state: { ...state, xr: 'visible', visibleSince: state.visibleSince ?? at }, effect: null };
    case 'hidden':
    case 'visible-blurred':
      if (!state.active) return { state, effect: null };
      return { state: { ...state, xr: report, playedMs: pause(state, at), visibleSince: null }, effect: null };
    case 'end': {
      if (!state.active) return { state, effect: null };
      const playedMs = pause(state, at);
      return {
        state: { ...state, xr: 'ended', active: false, playedMs, visibleSince: null },
        effect: { kind: 'end', seconds: Math.round(playedMs / 1000), vr: state.vr },
      };
    }
  }
}

export interface GameSessionOptions {
  game: string;
  api: ApiClient;
  /** Whether the player is logged in now (read when a session starts). */
  isLoggedIn: () => boolean;
  /** The clock (default: the app's `now()`). */
  clock?: () => Date;
  /** Told every XR state change (the page's xrState store). */
  onXrState?: (xr: XrState) => void;
}

export interface GameSession {
  /** The relay's `sessionReport` handler. Never throws: bookkeeping failures must not break the game. */
  report(state: SessionState): Promise<void>;
  readonly state: SessionMachine;
}

export function createGameSession(options: GameSessionOptions): GameSession {
  const { game, api, isLoggedIn } = options;
  const clock = options.clock ?? now;
  let state = initialSession;
  /** The history session id of the running session (null for a visitor or a failed start). */
  let started: Promise<number | null> = Promise.resolve(null);

  async function startHistory(): Promise<number | null> {
    if (!isLoggedIn()) return null;
    try {
      const { id } = await callEndpoint(api, endpoints['sessions.start'], { params: { slug: game } });
      return id;
    } catch {
      return null;
    }
  }

  async function end(seconds: number, vr: boolean, session: Promise<number | null>): Promise<void> {
    track('game_session', { slug: game, seconds, vr });
    const id = await session;
    try {
      if (id !== null) await callEndpoint(api, endpoints['sessions.end'], { params: { id }, body: { duration: seconds } });
      else await callEndpoint(api, endpoints['games.played'], { params: { slug: game } });
    } catch {
      // Not recorded (offline, logged out meanwhile): the game goes on.
    }
  }

  return {
    get state() {
      return state;
    },
    async report(report) {
      const previous = state.xr;
      const next = reduceSession(state, report, clock().getTime());
      state = next.state;
      if (state.xr !== previous) options.onXrState?.(state.xr);
      if (next.effect?.kind === 'start') {
        started = startHistory();
        await started;
      } else if (next.effect?.kind === 'end') {
        await end(next.effect.seconds, next.effect.vr, started);
        started = Promise.resolve(null);
      }
    },
  };
}
