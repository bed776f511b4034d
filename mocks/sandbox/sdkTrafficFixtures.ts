import type { RelayTraffic } from '@/features/games/sdk/relay';
import { createSdkTrafficLog, type SdkTrafficLog } from './sdkTraffic';

/*
 * SDK traffic for the inspector's stories and tests: what a real relay streams (the entries' shapes are
 * RelayTraffic's), fed through the log as the demo feeds it, on a fixed clock.
 */

/** 21 Nov 2026, 15:04:05 UTC: the panel stories' date. */
export const TRAFFIC_START = Date.UTC(2026, 10, 21, 15, 4, 5);

/** A log on a clock that ticks `step` ms per reading, from TRAFFIC_START. */
function fixedClockLog(step = 7, limit?: number): SdkTrafficLog {
  let t = TRAFFIC_START;
  return createSdkTrafficLog({
    ...(limit === undefined ? {} : { limit }),
    now: () => {
      t += step;
      return t;
    },
  });
}

const GAMES = 'http://games.orbital.localhost:4173';

/** A hostile game's save data: shown as text, never as markup. */
export const HOSTILE_SAVE = '<img src=x onerror="alert(1)">';

/** One game session's worth of traffic: every kind of row the inspector shows. */
export function sampleTraffic(): RelayTraffic[] {
  const at = 0;
  const failures = (method: string, ids: string[], code: 'rate_limited'): RelayTraffic[] =>
    ids.map((id) => ({ kind: 'error', at, id, method, ms: 2, error: { code, message: "Too many requests: the relay's queue is full. Try again shortly." } }));
  const burst = Array.from({ length: 12 }, (_, i) => `lb-${i}`);
  return [
    { kind: 'event', at, event: 'pause', data: undefined, delivered: false },
    { kind: 'request', at, id: 'hs', method: 'handshake', params: { sdk: '1.0.0' } },
    {
      kind: 'reply',
      at,
      id: 'hs',
      method: 'handshake',
      ms: 41,
      data: { v: 1, product: 'Orbital', features: { multiplayer: true, achievement: true, save: true, leaderboard: true, inventory: true }, loggedIn: true },
    },
    { kind: 'request', at, id: 'u1', method: 'user.get', params: undefined },
    { kind: 'reply', at, id: 'u1', method: 'user.get', ms: 38, data: { loggedIn: true, id: 1, username: 'player', premium: false } },
    { kind: 'request', at, id: 's1', method: 'leaderboards.postScore', params: { score: 1200 } },
    { kind: 'reply', at, id: 's1', method: 'leaderboards.postScore', ms: 52, data: { best: true, entry: { rank: 3, score: 1200 } } },
    { kind: 'request', at, id: 'x1', method: 'saves.nuke', params: undefined },
    { kind: 'error', at, id: 'x1', method: 'saves.nuke', ms: 1, error: { code: 'unknown_method', message: 'Unknown method "saves.nuke".' } },
    { kind: 'request', at, id: 'p1', method: 'inventory.purchase', params: { item: 'nebula-armor', count: 1 } },
    {
      kind: 'error',
      at,
      id: 'p1',
      method: 'inventory.purchase',
      ms: 64,
      error: { code: 'insufficient_funds', message: 'Not enough coins: Nebula Armor costs 450, the balance is 120.', status: 422 },
    },
    { kind: 'event', at, event: 'settings.changed', data: { muteAudio: true, reducedMotion: false }, delivered: true },
    { kind: 'drop', at, reason: 'origin', origin: 'http://evil.localhost:4173' },
    { kind: 'drop', at, reason: 'origin', origin: 'http://evil.localhost:4173' },
    { kind: 'drop', at, reason: 'version', origin: GAMES },
    { kind: 'drop', at, reason: 'origin', origin: 'http://evil.localhost:4173' },
    ...burst.map((id): RelayTraffic => ({ kind: 'request', at, id, method: 'leaderboards.get', params: { page: 1, size: 10 } })),
    ...burst.slice(0, 4).map((id): RelayTraffic => ({ kind: 'reply', at, id, method: 'leaderboards.get', ms: 30, data: { current: 1, per_page: 10, items: [] } })),
    ...failures('leaderboards.get', burst.slice(4), 'rate_limited'),
    { kind: 'event', at, event: 'pause', data: undefined, delivered: true },
    { kind: 'request', at, id: 'w1', method: 'saves.write', params: { slot: 1, data: HOSTILE_SAVE } },
  ];
}

/** A log holding `entries` for one relay on `game`, published, and that relay's listener (to go on live). */
export function trafficRelay(entries: RelayTraffic[] = sampleTraffic(), game = 'starfall-arena', limit?: number): { log: SdkTrafficLog; send: (entry: RelayTraffic) => void } {
  const log = fixedClockLog(7, limit);
  const send = log.connect(game);
  for (const entry of entries) send(entry);
  log.flush();
  return { log, send };
}

/** A log holding `entries` for one relay on `game`, published. */
export function trafficLog(entries: RelayTraffic[] = sampleTraffic(), game = 'starfall-arena', limit?: number): SdkTrafficLog {
  return trafficRelay(entries, game, limit).log;
}

/**
 * A flood as the relay streams it (issue 12's 10,000 requests): every request first, the queued ones
 * answered ok, the rest refused rate_limited; forged messages from two origins in between; then one
 * ordinary request.
 */
export function floodTraffic(count = 10_000, queued = 256): RelayTraffic[] {
  const at = 0;
  const entries: RelayTraffic[] = [{ kind: 'request', at, id: 'before', method: 'user.get', params: undefined }];
  entries.push({ kind: 'reply', at, id: 'before', method: 'user.get', ms: 12, data: { loggedIn: false } });
  for (let i = 0; i < count; i += 1) {
    entries.push({ kind: 'request', at, id: `flood-${i}`, method: 'user.get', params: undefined });
    if (i % 20 === 0) entries.push({ kind: 'drop', at, reason: 'source', origin: i % 40 === 0 ? GAMES : 'http://evil.localhost:4173' });
  }
  for (let i = queued; i < count; i += 1) {
    entries.push({ kind: 'error', at, id: `flood-${i}`, method: 'user.get', ms: 3, error: { code: 'rate_limited', message: "Too many requests: the relay's queue is full. Try again shortly." } });
  }
  for (let i = 0; i < queued; i += 1) entries.push({ kind: 'reply', at, id: `flood-${i}`, method: 'user.get', ms: 100 + i * 5, data: { loggedIn: false } });
  entries.push({ kind: 'request', at, id: 'after-flood', method: 'user.get', params: undefined });
  entries.push({ kind: 'reply', at, id: 'after-flood', method: 'user.get', ms: 9, data: { loggedIn: false } });
  return entries;
}
