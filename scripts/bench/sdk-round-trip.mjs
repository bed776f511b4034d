// The SDK round trip of the benchmark (scripts/bench/run.mjs; issue 12: "a reply to user.get reaches the
// game within 150 ms of the request on the demo; the bench reports the median of 50 round trips").
//
// The demo build (the mock API in the page's service worker, as the issue measures) is served by the demo
// server with a raw-protocol game in place of starfall-arena's build on the games origin: a page that speaks
// the wire protocol directly (no library), so the figure is the page's relay and nothing else. Chromium opens
// the game page; once the relay answers a handshake, the game times ROUND_TRIPS sequential `user.get` calls
// itself (performance.now from its postMessage to the reply's message event, both in the frame).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { startDemoServer } from '../lib/demo-server.mjs';
import { siteOrigin } from '../lib/hosts.mjs';

/** How many round trips, and the bar for their median (ms). */
export const ROUND_TRIPS = 50;
export const ROUND_TRIP_BAR_MS = 150;

/** The game whose build the harness replaces (its active build has the `sdk` flag) and its page. */
const GAME = 'starfall-arena';
const GAME_PAGE = `/arcade/games/${GAME}`;

/**
 * The raw-protocol game: `benchHandshake()` asks until the relay (a lazily loaded chunk) answers and pins
 * the page's origin; `benchRoundTrips(n)` times n sequential user.get calls and resolves with the ms of each.
 */
export const HARNESS_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SDK round-trip bench</title></head><body><h1>SDK round-trip bench</h1><script>
  const waiting = new Map();
  let origin = '*';
  window.addEventListener('message', (event) => {
    const at = performance.now();
    const data = event.data;
    if (event.source !== window.parent || !data || typeof data !== 'object' || typeof data.id !== 'string') return;
    const resolve = waiting.get(data.id);
    if (resolve) { waiting.delete(data.id); resolve({ at, origin: event.origin, data }); }
  });
  const ask = (id, method, params, waitMs) => new Promise((resolve) => {
    waiting.set(id, resolve);
    window.parent.postMessage(params === undefined ? { from: 'orbital', v: 1, id, method } : { from: 'orbital', v: 1, id, method, params }, origin);
    setTimeout(() => { if (waiting.delete(id)) resolve(null); }, waitMs);
  });
  window.benchHandshake = async () => {
    for (let i = 0; i < 60; i += 1) {
      const reply = await ask('hs-' + i, 'handshake', { sdk: 'bench' }, 500);
      if (reply && reply.data.ok) { origin = reply.origin; return reply.data.data; }
    }
    throw new Error('The relay never answered the handshake.');
  };
  window.benchRoundTrips = async (n) => {
    const ms = [];
    for (let i = 0; i < n; i += 1) {
      const started = performance.now();
      const reply = await ask('rt-' + i, 'user.get', undefined, 10000);
      if (!reply) throw new Error('user.get #' + (i + 1) + ' had no reply within 10 s.');
      if (!reply.data.ok) throw new Error('user.get #' + (i + 1) + ' failed: ' + JSON.stringify(reply.data.error));
      ms.push(reply.at - started);
    }
    return ms;
  };
</script></body></html>`;

/** The value below which `p` of the sorted samples fall (nearest rank); null for no samples. */
export function percentile(samples, p) {
  const sorted = samples.filter((v) => typeof v === 'number' && Number.isFinite(v)).toSorted((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The median (the mean of the middle two for an even count); null for no samples. */
export function medianOf(samples) {
  const sorted = samples.filter((v) => typeof v === 'number' && Number.isFinite(v)).toSorted((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The figures of a measurement: count, median, p95, min, max (ms), the bar and whether the median meets it. */
export function summariseRoundTrips(samples, barMs = ROUND_TRIP_BAR_MS) {
  const median = medianOf(samples);
  const finite = samples.filter((v) => Number.isFinite(v));
  return {
    count: samples.length,
    median,
    p95: percentile(samples, 95),
    min: finite.length ? Math.min(...finite) : null,
    max: finite.length ? Math.max(...finite) : null,
    barMs,
    pass: median !== null && median <= barMs,
  };
}

/**
 * Serves the demo build in `demoDir` on `port` with the harness as the game's build, opens the game page in
 * Chromium and times `count` user.get round trips. Resolves with the summary plus the samples.
 */
export async function measureSdkRoundTrip({ demoDir, gamesDir, port, count = ROUND_TRIPS }) {
  // The games root the demo server serves: only the harness, at the build's path. Its script goes into a
  // file of its own: the games origin's Content-Security-Policy (scripts/lib/csp.mjs) runs no inline script.
  mkdirSync(join(gamesDir, GAME), { recursive: true });
  const inline = /<script>([\s\S]*)<\/script>/;
  writeFileSync(join(gamesDir, GAME, 'harness.js'), inline.exec(HARNESS_HTML)?.[1] ?? '');
  writeFileSync(join(gamesDir, GAME, 'index.html'), HARNESS_HTML.replace(inline, '<script src="./harness.js"></script>'));
  const server = await startDemoServer({ port, root: demoDir, gamesRoot: gamesDir });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${siteOrigin(port)}${GAME_PAGE}`);
    // The frame loads once its stage is on screen.
    const element = page.locator('iframe[title*="Starfall Arena"]');
    await element.scrollIntoViewIfNeeded({ timeout: 30_000 });
    const frame = await (await element.elementHandle({ timeout: 30_000 }))?.contentFrame();
    if (!frame) throw new Error('The game page has no game frame.');
    await frame.waitForFunction(() => typeof window.benchHandshake === 'function', undefined, { timeout: 30_000 });
    const handshake = await frame.evaluate(() => window.benchHandshake());
    if (handshake?.v !== 1) throw new Error(`Unexpected handshake reply: ${JSON.stringify(handshake)}`);
    const samples = await frame.evaluate((n) => window.benchRoundTrips(n), count);
    if (errors.length > 0) throw new Error(`The game page raised errors: ${errors.join('; ')}`);
    return { ...summariseRoundTrips(samples), samples: samples.map((ms) => Math.round(ms * 10) / 10), userAgent: await page.evaluate(() => navigator.userAgent) };
  } finally {
    await browser.close();
    await server.close();
  }
}
