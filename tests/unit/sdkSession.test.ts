import '../setup/msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callEndpoint, endpoints } from '@/api/contract';
import { api } from '@/api/instance';
import { createGameSession, initialSession, reduceSession, type XrState } from '@/features/games/sdk/session';
import { useGameSession } from '@/features/games/sdk/useGameSession';
import { getGameXrState, setGameXrState, useGameXrState } from '@/features/games/sdk/xrState';
import { setAnalyticsSink, type AnalyticsEvent } from '@/lib/analytics';
import { db, ensureDatabase } from '../../mocks/db';
import { server } from '../setup/msw';

/*
 * The game session lifecycle (decision 13): the pure state machine, then createGameSession against the real
 * mock backend with a fake clock, as `player` (history session start/end with the visible seconds) and as
 * a visitor (games.played).
 */

const GAME = 'starfall-arena';

beforeAll(async () => {
  await ensureDatabase();
});

async function loginAs(login: 'player') {
  await callEndpoint(api(), endpoints['auth.login'], { body: { login, password: 'Orbital!2026', remember: false } });
}
async function logout() {
  await callEndpoint(api(), endpoints['auth.logout']).catch(() => undefined);
}

let events: AnalyticsEvent[] = [];
let requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
};
beforeAll(() => {
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  events = [];
  requests = [];
  setAnalyticsSink(undefined);
  setGameXrState('idle');
});

function captureAnalytics() {
  setAnalyticsSink({ send: (event) => events.push(event) });
}

describe('reduceSession', () => {
  it('counts only visible time and ends with the rounded seconds', () => {
    let s = initialSession;
    const step = (report: Parameters<typeof reduceSession>[1], at: number) => {
      const next = reduceSession(s, report, at);
      s = next.state;
      return next.effect;
    };
    expect(step('visible', 0)).toBeNull();
    expect(s.active).toBe(false);
    expect(step('start', 1_000)).toEqual({ kind: 'start' });
    expect(s.xr).toBe('started');
    step('hidden', 11_000); // 10 s
    expect(s.playedMs).toBe(10_000);
    step('hidden', 20_000); // still paused
    step('visible', 30_000);
    step('visible-blurred', 35_400); // +5.4 s
    expect(s.xr).toBe('visible-blurred');
    step('visible', 40_000);
    expect(step('end', 42_000)).toEqual({ kind: 'end', seconds: 17, vr: false });
    expect(s.xr).toBe('ended');
    expect(step('end', 50_000)).toBeNull();
  });

  it('treats start then xr-session-start as one VR session, and a new start after end as a new one', () => {
    let { state } = reduceSession(initialSession, 'start', 0);
    const again = reduceSession(state, 'xr-session-start', 1_000);
    expect(again.effect).toBeNull();
    state = again.state;
    expect(state.vr).toBe(true);
    const ended = reduceSession(state, 'end', 3_000);
    expect(ended.effect).toEqual({ kind: 'end', seconds: 3, vr: true });
    expect(reduceSession(ended.state, 'start', 4_000).effect).toEqual({ kind: 'start' });
  });
});

describe('createGameSession against the mock', () => {
  it('records a history session for a logged-in player with the visible seconds', async () => {
    await loginAs('player');
    captureAnalytics();
    let t = Date.parse('2026-11-24T10:00:00Z');
    const states: XrState[] = [];
    const session = createGameSession({
      game: GAME,
      api: api(),
      isLoggedIn: () => true,
      clock: () => new Date(t),
      onXrState: (xr) => {
        states.push(xr);
        setGameXrState(xr);
      },
    });
    await session.report('xr-session-start');
    t += 30_000;
    await session.report('hidden');
    t += 60_000;
    await session.report('visible');
    t += 12_000;
    await session.report('end');
    expect(states).toEqual(['started', 'hidden', 'visible', 'ended']);
    expect(getGameXrState()).toBe('ended');
    const start = requests.find((r) => r.endsWith(`/session/${GAME}/start`));
    expect(start).toMatch(/^PUT /);
    const endPath = requests.find((r) => /\/session\/\d+\/end$/.test(r));
    expect(endPath).toBeDefined();
    const id = Number(/\/session\/(\d+)\/end$/.exec(endPath!)![1]);
    const record = db.gameSessions.findFirst((q) => q.where({ id }));
    expect(record?.duration).toBe(42);
    expect(record?.ended).not.toBeNull();
    expect(requests.some((r) => r.endsWith('/played'))).toBe(false);
    expect(events.filter((e) => e.name === 'game_session').map((e) => e.payload)).toEqual([{ slug: GAME, seconds: 42, vr: true }]);
    await logout();
  });

  it('reports games.played for a visitor', async () => {
    await logout();
    captureAnalytics();
    let t = 0;
    const session = createGameSession({ game: GAME, api: api(), isLoggedIn: () => false, clock: () => new Date(t) });
    await session.report('start');
    t += 5_000;
    await session.report('end');
    expect(requests.filter((r) => r.includes('/history/session/'))).toEqual([]);
    expect(requests).toContain(`PUT /v1/public/user/arcade/game/${GAME}/played`);
    expect(events.find((e) => e.name === 'game_session')?.payload).toEqual({ slug: GAME, seconds: 5, vr: false });
  });

  it('never throws when the backend refuses (a visitor claiming to be logged in)', async () => {
    await logout();
    const session = createGameSession({ game: GAME, api: api(), isLoggedIn: () => true, clock: () => new Date(0) });
    await expect(session.report('start')).resolves.toBeUndefined();
    await expect(session.report('end')).resolves.toBeUndefined();
    // The start failed (401), so the end counts a play instead.
    expect(requests.some((r) => r.endsWith('/played'))).toBe(true);
  });
});

describe('useGameSession', () => {
  it('drives useGameXrState and ends a running session when the page leaves', async () => {
    await logout();
    captureAnalytics();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const hook = renderHook(() => ({ report: useGameSession(GAME), xr: useGameXrState() }), { wrapper });
    expect(hook.result.current.xr).toBe('idle');
    await act(() => hook.result.current.report('start'));
    expect(hook.result.current.xr).toBe('started');
    await act(() => hook.result.current.report('hidden'));
    expect(hook.result.current.xr).toBe('hidden');
    hook.unmount();
    expect(getGameXrState()).toBe('idle');
    await vi.waitFor(() => expect(requests).toContain(`PUT /v1/public/user/arcade/game/${GAME}/played`));
    expect(events.filter((e) => e.name === 'game_session')).toHaveLength(1);
  });
});
