import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RelayTraffic } from '@/features/games/sdk/relay';
import { createSdkTrafficLog, FLUSH_INTERVAL_MS, preview, TRAFFIC_LIMIT, type TrafficRow } from './sdkTraffic';
import { floodTraffic, HOSTILE_SAVE, sampleTraffic, trafficLog } from './sdkTrafficFixtures';

const request = (id: string, method: string, params?: unknown): RelayTraffic => ({ kind: 'request', at: 0, id, method, params });
const reply = (id: string, method: string, ms: number, data: unknown = null): RelayTraffic => ({ kind: 'reply', at: 0, id, method, ms, data });
const failure = (id: string, method: string, code: string, ms = 1): RelayTraffic =>
  ({ kind: 'error', at: 0, id, method, ms, error: { code, message: `${code} happened` } }) as RelayTraffic;

const calls = (rows: readonly TrafficRow[]) => rows.filter((row): row is Extract<TrafficRow, { kind: 'call' }> => row.kind === 'call');

describe('preview', () => {
  it('is one short line of JSON for ordinary params', () => {
    expect(preview({ slot: 1, data: 'hi' })).toBe('{"slot":1,"data":"hi"}');
    expect(preview([1, 'a', null, true])).toBe('[1,"a",null,true]');
    expect(preview('x')).toBe('"x"');
  });

  it('truncates long values with an ellipsis, within the limit', () => {
    const text = preview({ data: 'x'.repeat(10_000) }, 40);
    expect(text).toHaveLength(40);
    expect(text.endsWith('…')).toBe(true);
    expect(text.startsWith('{"data":"xxx')).toBe(true);
  });

  it('does bounded work on huge, deep or cyclic values and never throws', () => {
    const huge = Array.from({ length: 1_000_000 }, (_, i) => i);
    const started = performance.now();
    expect(preview(huge, 30)).toHaveLength(30);
    expect(performance.now() - started).toBeLessThan(50);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(preview(cyclic)).toBe('{"a":1,"self":[circular]}');
    expect(preview({ a: { b: { c: { d: { e: 1 } } } } })).toBe('{"a":{"b":{"c":{"d":{…}}}}}');
    const hostile = {
      get boom() {
        throw new Error('no');
      },
    };
    expect(preview(hostile)).toBe('(cannot be shown)');
    expect(preview(new Map([[1, 2]]))).toBe('Map(1)');
  });

  it('keeps markup as characters (the view renders it as text)', () => {
    expect(preview({ data: HOSTILE_SAVE })).toBe(`{"data":${JSON.stringify(HOSTILE_SAVE)}}`);
  });
});

describe('the SDK traffic log', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 21, 15, 0, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pairs each request with its reply or error, with the relay\'s ms and the short params', () => {
    const log = createSdkTrafficLog();
    const send = log.connect('starfall-arena');
    send(request('a', 'user.get'));
    send(request('b', 'leaderboards.postScore', { score: 1200 }));
    send(reply('a', 'user.get', 37.6, { loggedIn: false }));
    send(failure('b', 'leaderboards.postScore', 'login_required', 12));
    log.flush();
    const { rows, stats } = log.getSnapshot();
    expect(rows[0]).toMatchObject({ kind: 'relay', game: 'starfall-arena' });
    expect(calls(rows)).toEqual([
      expect.objectContaining({ method: 'user.get', id: 'a', params: null, count: 1, pending: 0, ok: 1, result: '{"loggedIn":false}', error: null, ms: { min: 38, max: 38 } }),
      expect.objectContaining({
        method: 'leaderboards.postScore',
        id: 'b',
        params: '{"score":1200}',
        ok: 0,
        failures: [{ code: 'login_required', count: 1 }],
        error: { code: 'login_required', message: 'login_required happened' },
        ms: { min: 12, max: 12 },
      }),
    ]);
    expect(stats).toEqual({ messages: 4, requests: 2, replies: 1, errors: 1, refused: 0, events: 0, undelivered: 0, drops: 0 });
  });

  it('a request still unanswered is waiting; a reply for an unknown id is counted, not shown', () => {
    const log = createSdkTrafficLog();
    const send = log.connect('starfall-arena');
    send(request('a', 'saves.write', { slot: 1, data: 'x' }));
    send(reply('ghost', 'user.get', 3));
    log.flush();
    const { rows, stats } = log.getSnapshot();
    expect(calls(rows)).toEqual([expect.objectContaining({ id: 'a', pending: 1, ok: 0, ms: null })]);
    expect(stats.replies).toBe(1);
  });

  it('keeps two relays apart: the same id pairs within its own relay only', () => {
    const log = createSdkTrafficLog();
    const first = log.connect('starfall-arena');
    const second = log.connect('neon-drift');
    first(request('1', 'user.get'));
    second(request('1', 'user.get'));
    second(reply('1', 'user.get', 5));
    log.flush();
    const rows = calls(log.getSnapshot().rows);
    expect(rows.map((r) => [r.game, r.pending, r.ok])).toEqual([
      ['starfall-arena', 1, 0],
      ['neon-drift', 0, 1],
    ]);
    expect(log.getSnapshot().rows.filter((r) => r.kind === 'relay').map((r) => (r.kind === 'relay' ? r.game : ''))).toEqual(['starfall-arena', 'neon-drift']);
  });

  it('events show their name, data and whether they were delivered', () => {
    const log = createSdkTrafficLog();
    const send = log.connect('starfall-arena');
    send({ kind: 'event', at: 0, event: 'pause', data: undefined, delivered: false });
    send({ kind: 'event', at: 0, event: 'settings.changed', data: { muteAudio: true }, delivered: true });
    log.flush();
    const { rows, stats } = log.getSnapshot();
    expect(rows.slice(1)).toEqual([
      expect.objectContaining({ kind: 'event', event: 'pause', data: null, delivered: false }),
      expect.objectContaining({ kind: 'event', event: 'settings.changed', data: '{"muteAudio":true}', delivered: true }),
    ]);
    expect(stats).toMatchObject({ events: 2, undelivered: 1 });
  });

  it('drops: one row per reason and origin, counted, moved up to the latest position', () => {
    const log = createSdkTrafficLog();
    const send = log.connect('starfall-arena');
    send({ kind: 'drop', at: 0, reason: 'origin', origin: 'http://evil.localhost' });
    send({ kind: 'drop', at: 0, reason: 'version', origin: 'http://games.orbital.localhost' });
    send(request('a', 'user.get'));
    send({ kind: 'drop', at: 0, reason: 'origin', origin: 'http://evil.localhost' });
    log.flush();
    const { rows, stats } = log.getSnapshot();
    expect(rows.slice(1).map((r) => (r.kind === 'drop' ? `${r.reason} ${r.origin} ×${r.count}` : r.kind))).toEqual([
      'version http://games.orbital.localhost ×1',
      'call',
      'origin http://evil.localhost ×2',
    ]);
    expect(stats.drops).toBe(3);
  });

  it('a burst of identical requests shares one row; sequential calls keep their own', () => {
    const log = createSdkTrafficLog();
    const send = log.connect('starfall-arena');
    // Sequential: each answered before the next.
    send(request('s1', 'leaderboards.get', { page: 1 }));
    send(reply('s1', 'leaderboards.get', 4));
    send(request('s2', 'leaderboards.get', { page: 1 }));
    send(reply('s2', 'leaderboards.get', 6));
    // A burst: sent before any answer.
    for (const id of ['b1', 'b2', 'b3', 'b4']) send(request(id, 'leaderboards.get', { page: 1 }));
    // Other params: a row of its own.
    send(request('c1', 'leaderboards.get', { page: 2 }));
    send(reply('b1', 'leaderboards.get', 10));
    send(failure('b2', 'leaderboards.get', 'rate_limited', 1));
    send(failure('b3', 'leaderboards.get', 'rate_limited', 2));
    log.flush();
    const rows = calls(log.getSnapshot().rows);
    expect(rows.map((r) => [r.id, r.lastId, r.count, r.pending, r.ok])).toEqual([
      ['s1', 's1', 1, 0, 1],
      ['s2', 's2', 1, 0, 1],
      ['b1', 'b4', 4, 1, 1],
      ['c1', 'c1', 1, 1, 0],
    ]);
    expect(rows[2]).toMatchObject({ failures: [{ code: 'rate_limited', count: 2 }], ms: { min: 1, max: 10 } });
    expect(log.getSnapshot().stats).toMatchObject({ requests: 7, replies: 3, refused: 2, errors: 0 });
  });

  it('a reused id pairs with its latest request', () => {
    const log = createSdkTrafficLog();
    const send = log.connect('starfall-arena');
    send(request('same', 'user.get'));
    send(request('same', 'settings.get'));
    send(reply('same', 'settings.get', 2));
    log.flush();
    expect(calls(log.getSnapshot().rows).map((r) => [r.method, r.pending, r.ok])).toEqual([
      ['user.get', 0, 0],
      ['settings.get', 0, 1],
    ]);
  });

  it('is bounded: the oldest rows go, counted as trimmed, and their late replies are not shown', () => {
    const log = createSdkTrafficLog({ limit: 5 });
    const send = log.connect('starfall-arena');
    for (let i = 0; i < 8; i += 1) send(request(`r${i}`, `method.${i}`));
    send(reply('r0', 'method.0', 1));
    send(reply('r7', 'method.7', 1));
    log.flush();
    const { rows, trimmed, limit, stats } = log.getSnapshot();
    expect(limit).toBe(5);
    expect(rows).toHaveLength(5);
    expect(trimmed).toBe(4);
    expect(calls(rows).map((r) => r.id)).toEqual(['r3', 'r4', 'r5', 'r6', 'r7']);
    expect(calls(rows).at(-1)).toMatchObject({ ok: 1 });
    expect(stats).toMatchObject({ requests: 8, replies: 2 });
  });

  it('publishes at most once per interval, however many messages arrive, and the snapshot is stable in between', () => {
    const log = createSdkTrafficLog();
    const listener = vi.fn();
    log.subscribe(listener);
    const send = log.connect('starfall-arena');
    const before = log.getSnapshot();
    expect(log.getSnapshot()).toBe(before);
    // The first change after a quiet interval is published on the next task.
    vi.advanceTimersByTime(0);
    expect(listener).toHaveBeenCalledTimes(1);
    const published = log.getSnapshot();
    expect(published).not.toBe(before);
    expect(log.getSnapshot()).toBe(published);

    // A flood within one interval: one more publish, at its end.
    const flood = floodTraffic(10_000);
    for (const entry of flood) send(entry);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(log.getSnapshot()).toBe(published);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    const { rows, stats } = log.getSnapshot();
    expect(rows.length).toBeLessThanOrEqual(TRAFFIC_LIMIT);
    expect(stats).toMatchObject({ requests: 10_002, replies: 2 + 256, refused: 10_000 - 256, drops: 500 });
    // The flood is one row with its outcome; the forged messages two rows; the calls before and after stay readable.
    const floodRow = calls(rows).find((r) => r.count > 1);
    expect(floodRow).toMatchObject({ method: 'user.get', count: 10_000, ok: 256, pending: 0, failures: [{ code: 'rate_limited', count: 9_744 }] });
    expect(rows.filter((r) => r.kind === 'drop').map((r) => (r.kind === 'drop' ? r.count : 0))).toEqual([250, 250]);
    expect(calls(rows).map((r) => r.id)).toEqual(['before', 'flood-0', 'after-flood']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clear forgets rows, totals and pairs, and publishes at once', () => {
    const log = trafficLog(sampleTraffic());
    const listener = vi.fn();
    log.subscribe(listener);
    expect(log.getSnapshot().rows.length).toBeGreaterThan(5);
    log.clear();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(log.getSnapshot()).toMatchObject({ rows: [], trimmed: 0, stats: { messages: 0, requests: 0, drops: 0 } });
    // The waiting saves.write of the sample is forgotten: its late reply is counted, not shown.
    expect(log.getSnapshot().rows).toEqual([]);
  });

  it('unsubscribe stops the notifications; unchanged rows keep their objects across publishes', () => {
    const log = createSdkTrafficLog();
    const listener = vi.fn();
    const unsubscribe = log.subscribe(listener);
    const send = log.connect('starfall-arena');
    send(request('a', 'user.get'));
    send(request('b', 'settings.get'));
    log.flush();
    const [relay, a, b] = log.getSnapshot().rows;
    send(reply('b', 'settings.get', 3));
    log.flush();
    const after = log.getSnapshot().rows;
    expect(after[0]).toBe(relay);
    expect(after[1]).toBe(a);
    expect(after[2]).not.toBe(b);
    unsubscribe();
    send(reply('a', 'user.get', 3));
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('never throws into the relay, even on an entry it does not understand', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = createSdkTrafficLog();
    const send = log.connect('starfall-arena');
    expect(() => send({ kind: 'error', at: 0, id: 'x', method: 'user.get', ms: 1, error: null } as unknown as RelayTraffic)).not.toThrow();
    send(request('y', 'user.get'));
    expect(() => send({ kind: 'error', at: 0, id: 'y', method: 'user.get', ms: 1, error: null } as unknown as RelayTraffic)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
