import { expect, test, type Frame, type Page, type Route } from '@playwright/test';
import { TIMING } from './support-timing';
import { gamesOrigin } from '../support/hosts';

/*
 * The game frame as production has it (issue 11, engineering guide §3): same-site with the page, so the
 * game keeps its own storage and cookies; and in its own agent cluster (`Origin-Agent-Cluster: ?1` on
 * every games-origin response), so a busy game never blocks the page's main thread.
 */

const GAME_PAGE = '/arcade/games/starfall-arena';

// One after the other: two busy games at once on a 2-core machine would starve each other's pages.
test.describe.configure({ mode: 'default' });

async function gameFrame(page: Page): Promise<Frame> {
  const element = page.locator('iframe[title*="Starfall Arena"]');
  await expect(element).toHaveAttribute('src', /games\.orbital\.localhost/);
  const frame = await element.elementHandle().then((handle) => handle?.contentFrame());
  if (!frame) throw new Error('the game frame has no content frame');
  await expect.poll(() => frame.url()).toContain('games.orbital.localhost');
  await frame.waitForLoadState('load');
  return frame;
}

test('the game frame is same-site: its own localStorage, sessionStorage and cookies work', async ({ page }) => {
  await page.goto(GAME_PAGE);
  const frame = await gameFrame(page);
  const result = await frame.evaluate(() => {
    localStorage.setItem('orbital-e2e', 'saved');
    sessionStorage.setItem('orbital-e2e', 'kept');
    document.cookie = 'orbital_e2e=1; path=/; SameSite=Lax';
    return {
      local: localStorage.getItem('orbital-e2e'),
      session: sessionStorage.getItem('orbital-e2e'),
      cookie: document.cookie.includes('orbital_e2e=1'),
      origin: location.origin,
    };
  });
  expect(result).toEqual({
    local: 'saved',
    session: 'kept',
    cookie: true,
    origin: expect.stringMatching(/^http:\/\/games\.orbital\.localhost:\d+$/) as unknown as string,
  });
  // Reloaded, the game finds what it stored (it is not a throwaway partition).
  await page.reload();
  const again = await gameFrame(page);
  expect(await again.evaluate(() => localStorage.getItem('orbital-e2e'))).toBe('saved');
});

/**
 * A game build that keeps its thread busy 200 ms of every 250 ms: a page and its script file (the games
 * origin's Content-Security-Policy allows no inline script).
 */
const BUSY_GAME = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Busy game</title></head><body><h1>Busy</h1><script src="./busy.js"></script></body></html>';
const BUSY_SCRIPT = `window.busyTicks = 0;
setInterval(() => { const end = performance.now() + 200; while (performance.now() < end) {} window.busyTicks += 1; }, 250);`;

/**
 * Serves the busy game in place of the starfall-arena build, with the headers the demo server really
 * sent for it (fetched through the loopback address: Node does not resolve *.localhost) — less any
 * named in `drop`. Resolves with the headers the frame got.
 */
async function serveBusyGame(page: Page, games: string, drop: string[] = []): Promise<Record<string, string>> {
  let served: Record<string, string> = {};
  await page.route(`${games}/starfall-arena/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    const real = await route.fetch({ url: `http://localhost:${url.port}${url.pathname}${url.search}`, headers: { host: url.host } });
    const headers = Object.fromEntries(Object.entries(real.headers()).filter(([name]) => !drop.includes(name.toLowerCase())));
    delete headers['content-length'];
    if (url.pathname.endsWith('/busy.js')) {
      await route.fulfill({ status: 200, headers: { ...headers, 'content-type': 'text/javascript; charset=utf-8' }, body: BUSY_SCRIPT });
      return;
    }
    served = { ...headers, 'content-type': 'text/html; charset=utf-8' };
    await route.fulfill({ status: 200, headers: served, body: BUSY_GAME });
  });
  return new Proxy({}, { get: (_, name: string) => served[name] });
}

/**
 * How often the page's main thread stalls over `ms`: a 20 ms timer's ticks that come more than 100 ms
 * late. A game sharing the thread stalls it once per busy cycle (about 8 times in 2 s); a passing hiccup
 * of a loaded machine is one or two. Also the worst delay, for the message.
 */
function measureStalls(page: Page, ms = 2000): Promise<{ stalls: number; worst: number }> {
  return page.evaluate(
    (duration) =>
      new Promise<{ stalls: number; worst: number }>((resolve) => {
        let worst = 0;
        let stalls = 0;
        let last = performance.now();
        const tick = setInterval(() => {
          const now = performance.now();
          const late = now - last - 20;
          worst = Math.max(worst, late);
          if (late > 100) stalls += 1;
          last = now;
        }, 20);
        setTimeout(() => {
          clearInterval(tick);
          resolve({ stalls, worst: Math.round(worst) });
        }, duration);
      }),
    ms,
  );
}

async function stallsWhileBusy(page: Page, games: string, drop: string[] = []): Promise<{ stalls: number; worst: number; header: string | undefined }> {
  const served = await serveBusyGame(page, games, drop);
  await page.goto(GAME_PAGE);
  const frame = await gameFrame(page);
  await expect.poll(() => frame.evaluate(() => (window as Window & { busyTicks?: number }).busyTicks ?? 0)).toBeGreaterThan(2);
  return { ...(await measureStalls(page)), header: served['origin-agent-cluster'] };
}

test('a busy game never blocks the page: with the games origin header the page stays responsive', TIMING, async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const games = gamesOrigin(baseURL ?? 'http://orbital.localhost:4173');
  const first = await stallsWhileBusy(page, games);
  expect(first.header, 'the demo server sent the header with the build').toBe('?1');
  // Measured on a quiet machine: worst delay 3–4 ms here; shared with the game 190–197 ms (the test
  // below). `window.originAgentCluster` is true either way in our Chromium: what counts is the explicit
  // header, which gets the game its own process. On a loaded 2-core runner the page's own process can
  // still be descheduled (3 stalls once, worst 296 ms, beside another worker's pages): the best of up to
  // three 2-s windows counts. A game on the page's thread stalls every window about 8 times.
  const windows = [first];
  while (windows.length < 3 && Math.min(...windows.map((w) => w.stalls)) > 2) windows.push({ ...(await measureStalls(page)), header: first.header });
  const best = windows.reduce((a, b) => (b.stalls < a.stalls ? b : a));
  expect(best.stalls, `main-thread stalls over 100 ms while the game is busy, best of ${windows.map((w) => `${w.stalls} (worst ${w.worst} ms)`).join(', ')}`).toBeLessThanOrEqual(2);
  // The page still answers input at once.
  await page.getByRole('link', { name: 'Games', exact: true }).first().focus();
  await expect(page.getByRole('link', { name: 'Games', exact: true }).first()).toBeFocused();
});

test('the check can fail: without Origin-Agent-Cluster the same busy game stalls the page', TIMING, async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const games = gamesOrigin(baseURL ?? 'http://orbital.localhost:4173');
  const first = await stallsWhileBusy(page, games, ['origin-agent-cluster']);
  expect(first.header).toBeUndefined();
  // Every window stalls, so the best of three windows of the test above would fail too.
  const windows = [first, await measureStalls(page), await measureStalls(page)];
  const best = Math.min(...windows.map((w) => w.stalls));
  expect(best, `shared main thread: the page waits for the game in every window (${windows.map((w) => `${w.stalls}, worst ${w.worst} ms`).join('; ')})`).toBeGreaterThanOrEqual(5);
});
