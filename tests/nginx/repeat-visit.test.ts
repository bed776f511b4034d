import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { freePort, nginxBinary, startNginx, type RunningNginx } from '../../scripts/lib/nginx.mjs';

/*
 * Repeat visits (issue 14): a second visit to a route paints from the browser's cache — no script or
 * stylesheet reaches the server again — while its HTML is revalidated (If-None-Match → 304), so a new
 * deployment still shows at once. Proven in Chromium against the shipped nginx config serving the production
 * build: the first visit in a page, the second in a new page of the same browser context (a real visit,
 * not a reload: a reload revalidates every resource). What reached the server is nginx's access log; what
 * the page used is Chromium's own account (CDP Network events: served from the disk or memory cache).
 *
 * Serves dist (or NGINX_TEST_APP_DIR) as built, read-only. The build's API is same-origin and nginx has
 * none, so the pages end on their error state: the caching of the app's files is the same.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
const appDir = process.env.NGINX_TEST_APP_DIR ?? 'dist';
const ROUTES = ['/', '/arcade/games/starfall-arena'];

const isAsset = (path: string) => /\.(?:js|mjs|css)$/.test(path);

interface Visit {
  /** Each request nginx logged during the visit: method, path and status. */
  server: Array<{ path: string; status: number }>;
  /** Each script and stylesheet the page used, and whether it came from the browser's cache. */
  used: Array<{ path: string; cached: boolean }>;
}

describe.skipIf(nginxBinary() === null && !process.env.CI)('a second visit, served by nginx (deploy/nginx), in Chromium', () => {
  let server: RunningNginx;
  let browser: Browser;
  let context: BrowserContext;

  const accessLog = () => {
    const file = join(server.prefix, 'access.log');
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  };

  /**
   * Opens `route` in a new page of the shared context and waits until the page has loaded all it loads:
   * on a repeat visit, until it has used each of `expected` (the first visit's files) or 10 s have passed.
   */
  async function visit(route: string, expected: string[] = []): Promise<Visit> {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const used = new Map<string, { path: string; cached: boolean }>();
    const fromCache = new Set<string>();
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script' && type !== 'Stylesheet') return;
      const cached = response.fromDiskCache === true || fromCache.has(requestId);
      used.set(requestId, { path: new URL(response.url).pathname, cached });
    });
    await cdp.send('Network.enable');
    const before = accessLog().length;
    await page.goto(`${server.siteOrigin}${route}`, { waitUntil: 'load' });
    // What the app loads after the first screen (src/lib/afterFirstScreen.ts: idle after load, at most
    // 1.5 s) is requested from an idle callback queued before this one; then wait for the network.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 2000 })));
    await page.waitForLoadState('networkidle');
    // From the cache the page can go quiet for the network's 0.5 s before the app has asked for what it
    // loads after its first screen (measured in a full run: 14 such files not yet used).
    const usedPaths = () => new Set([...used.values()].map(({ path }) => path));
    const allUsed = () => {
      if (expected.some((path) => !usedPaths().has(path))) throw new Error('not yet');
    };
    // If they never come, the test's own assertion names what the page did not use.
    await vi.waitFor(allUsed, { timeout: 10_000, interval: 100 }).catch(() => {});
    await page.waitForLoadState('networkidle');
    await page.close();
    const logged = accessLog()
      .slice(before)
      .map((line) => /"GET (\S+) HTTP\/[\d.]+" (\d{3}) /.exec(line))
      .filter((match) => match !== null)
      .map(([, path = '', status]) => ({ path: path.split('?')[0] ?? path, status: Number(status) }));
    return { server: logged, used: [...used.values()] };
  }

  beforeAll(async () => {
    const needed = [`${appDir}/index.html`, 'dist-games/starfall-arena/index.html', 'packages/sdk/dist/orbital.js'];
    const missing = needed.filter((path) => !existsSync(join(repo, path)));
    if (missing.length > 0) throw new Error(`Missing ${missing.join(', ')}: see tests/nginx/nginx.test.ts for how to build them.`);
    server = await startNginx({ port: await freePort(), appRoot: join(repo, appDir), env: {}, accessLog: true });
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    context = await browser.newContext();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(ROUTES)('%s: no script or stylesheet is fetched again, the HTML is revalidated (304)', async (route) => {
    const first = await visit(route);
    // The first visit fetched the route's HTML and its scripts and styles (else nothing below is proven).
    expect(first.server).toContainEqual({ path: route, status: 200 });
    const fetched = first.server.filter(({ path }) => isAsset(path));
    expect(fetched.length, 'scripts and stylesheets of the first visit').toBeGreaterThan(3);

    const second = await visit(
      route,
      fetched.map(({ path }) => path),
    );

    // The second: the HTML asked again and answered 304 (no-cache), and not one script or stylesheet.
    expect(second.server.filter(({ path }) => path === route)).toEqual([{ path: route, status: 304 }]);
    expect(second.server.filter(({ path }) => isAsset(path))).toEqual([]);
    // … while the page did use them — each the first visit fetched — every one from the cache.
    expect(second.used.filter(({ cached }) => !cached)).toEqual([]);
    const usedAgain = new Set(second.used.map(({ path }) => path));
    expect(fetched.map(({ path }) => path).filter((path) => !usedAgain.has(path))).toEqual([]);
  }, 30_000);
});
