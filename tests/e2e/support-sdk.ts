import { expect, type BrowserContext, type Frame, type Page, type Route } from '@playwright/test';
import { gamesOrigin } from '../support/hosts';

/*
 * The SDK relay's end-to-end harness (issue 12): a game build on the games origin that speaks the raw
 * wire protocol (docs/sdk/protocol.md) — no library — so a test can post exactly the message it wants
 * from inside the real game frame and read every message the page posts back, with its origin.
 */

export const GAME_PAGE = '/arcade/games/starfall-arena';

/** A raw message as the harness posts it (anything: forged ones are not requests). */
export type Raw = unknown;

/** What the page posted to the frame: the message and `event.origin`. */
export interface Received {
  origin: string;
  data: Record<string, unknown>;
}

/** A reply as the harness hands it to the test (null: none within the wait). */
export type Reply = Received | null;

declare global {
  interface Window {
    /** Posts `message` to the parent; resolves with the first message whose id matches (or null after `waitMs`). */
    sdkPost?: (message: unknown, waitMs?: number) => Promise<Reply>;
    /** Every message the page posted to this frame, in order. */
    sdkReceived?: Received[];
  }
}

/** The harness game: exposes `sdkPost` and records everything the parent posts. */
export const HARNESS_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SDK harness</title></head><body><h1>SDK harness</h1><script>
  window.sdkReceived = [];
  const waiting = new Map();
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const received = { origin: event.origin, data: event.data };
    window.sdkReceived.push(received);
    const id = event.data && typeof event.data === 'object' ? event.data.id : undefined;
    const resolve = typeof id === 'string' ? waiting.get(id) : undefined;
    if (resolve) { waiting.delete(id); resolve(received); }
  });
  window.sdkPost = (message, waitMs = 5000) => new Promise((resolve) => {
    const id = message && typeof message === 'object' ? message.id : undefined;
    if (typeof id === 'string') waiting.set(id, resolve);
    window.parent.postMessage(message, '*');
    setTimeout(() => { if (typeof id === 'string') waiting.delete(id); resolve(null); }, waitMs);
  });
</script></body></html>`;

/**
 * `html` with each inline script moved into a file beside it (./harness-<n>.js): the games origin's
 * Content-Security-Policy (scripts/lib/csp.mjs) runs no inline script, as for a real game.
 */
function externalScripts(html: string): { page: string; scripts: Map<string, string> } {
  const scripts = new Map<string, string>();
  const page = html.replaceAll(/<script>([\s\S]*?)<\/script>/g, (_, body: string) => {
    const name = `harness-${scripts.size}.js`;
    scripts.set(name, body);
    return `<script src="./${name}"></script>`;
  });
  return { page, scripts };
}

/**
 * Serves `html` in place of the starfall-arena build (its active build has `sdk: true`), with the headers
 * the demo server really sent for it (fetched through the loopback address: Node does not resolve
 * *.localhost), its Content-Security-Policy included.
 */
export async function serveHarness(page: Pick<Page | BrowserContext, 'route'>, baseURL: string | undefined, html = HARNESS_HTML): Promise<string> {
  const games = gamesOrigin(baseURL ?? 'http://orbital.localhost:4173');
  const harness = externalScripts(html);
  await page.route(`${games}/starfall-arena/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    const real = await route.fetch({ url: `http://localhost:${url.port}${url.pathname}${url.search}`, headers: { host: url.host } });
    const script = harness.scripts.get(url.pathname.split('/').pop() ?? '');
    const headers: Record<string, string> = { ...real.headers(), 'content-type': script === undefined ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8' };
    delete headers['content-length'];
    await route.fulfill({ status: 200, headers, body: script ?? harness.page });
  });
  return games;
}

/** The game frame, loaded, once the relay answers a handshake from it. */
export async function harnessFrame(page: Page): Promise<Frame> {
  const element = page.locator('iframe[title*="Starfall Arena"]');
  await element.scrollIntoViewIfNeeded();
  await expect(element).toHaveAttribute('src', /games\.orbital\.localhost/);
  const frame = await element.elementHandle().then((handle) => handle?.contentFrame());
  if (!frame) throw new Error('the game frame has no content frame');
  await expect.poll(() => frame.evaluate(() => typeof window.sdkPost)).toBe('function');
  // The relay is a lazily loaded chunk: ask until it answers.
  await expect
    .poll(
      () =>
        frame.evaluate(async () => {
          const reply = await window.sdkPost?.({ from: 'orbital', v: 1, id: `ready-${Math.random()}`, method: 'handshake' }, 500);
          return reply?.data.ok ?? false;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
  return frame;
}

/**
 * Starts watching the page's main thread: a 16 ms timer's worst lateness (ms). The returned function stops
 * it and resolves with that figure (a flood must leave the page responsive).
 */
export async function watchTimerLag(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as Window & { worstLag?: number; stopLag?: () => void };
    w.worstLag = 0;
    let last = performance.now();
    const tick = setInterval(() => {
      const now = performance.now();
      w.worstLag = Math.max(w.worstLag ?? 0, now - last - 16);
      last = now;
    }, 16);
    w.stopLag = () => clearInterval(tick);
  });
  return () =>
    page.evaluate(() => {
      const w = window as Window & { worstLag?: number; stopLag?: () => void };
      w.stopLag?.();
      return Math.round(w.worstLag ?? 0);
    });
}

/**
 * The browser's own cost of `count` messages from the game frame on this runner, now: the page's worst
 * timer lateness (ms) while the frame posts as many messages that are not Orbital's requests (the relay
 * drops them unanswered, at its shape check) and then one request queued behind them. A flood's bar is a
 * multiple of it, so that it grows on a loaded runner and stays tight on a quiet one.
 */
export async function browserOwnMessageLag(page: Page, frame: Frame, count: number): Promise<number> {
  const stop = await watchTimerLag(page);
  await frame.evaluate((n) => {
    for (let i = 0; i < n; i += 1) window.parent.postMessage({ from: 'elsewhere', id: `noise-${i}` }, '*');
  }, count);
  const after: Reply = await frame.evaluate(() => window.sdkPost?.({ from: 'orbital', v: 1, id: 'after-noise', method: 'user.get' }, 20_000) ?? null);
  const lag = await stop();
  if ((after?.data as { ok?: unknown } | undefined)?.ok !== true) throw new Error(`the request after ${count} dropped messages was not answered: ${JSON.stringify(after)}`);
  return lag;
}

/** A request for `sdkPost`. */
export function request(id: string, method: string, params?: unknown): Record<string, unknown> {
  return params === undefined ? { from: 'orbital', v: 1, id, method } : { from: 'orbital', v: 1, id, method, params };
}

/** Runs `calls` one after the other inside the frame (each waits for its reply); keyed by id. */
export function callAll(frame: Frame, calls: Array<Record<string, unknown>>): Promise<Record<string, Reply>> {
  return frame.evaluate(async (list) => {
    const out: Record<string, Reply> = {};
    for (const call of list) out[call.id as string] = (await window.sdkPost?.(call)) ?? null;
    return out;
  }, calls);
}

export interface HistoryEntry {
  id: number;
  game: { slug: string };
  date: { started: string; ended: string | null };
  duration: number;
}

/** The player's history sessions (the account history endpoint, with the page's own session). */
export function history(page: Page): Promise<HistoryEntry[]> {
  return page.evaluate(() =>
    fetch('/v1/private/user/account/history', { credentials: 'include', headers: { Accept: 'application/json' } })
      .then((r) => r.json() as Promise<{ data: { pagination: { items: HistoryEntry[] } } }>)
      .then((body) => body.data.pagination.items),
  );
}
