import { expect, test, type Frame } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gamesContentSecurityPolicy } from '../../scripts/lib/csp.mjs';
import { gamesOrigin, viaLoopback } from '../support/hosts';

/*
 * The demo's hosts (issue 11, engineering guide §3): the site at orbital.localhost, the games at
 * games.orbital.localhost — one site, as in production — and plain localhost redirected to the site.
 * Why: a frame on games.localhost under a page on localhost is third-party (no storage, no cookies).
 */

const SITE = 'http://orbital.localhost';

/** The CSP violations a document reported (the init script of the CSP test below records them). */
const reports = (frame: Frame) => frame.evaluate(() => (window as unknown as { cspReports?: string[] }).cspReports ?? []);

test('http://localhost:{port} redirects to orbital.localhost, keeping the path and the query', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? `${SITE}:4173`).port;
  await page.goto(`http://localhost:${port}/arcade/games?cat=action&sort=popular#top`);
  await expect(page).toHaveURL(`${SITE}:${port}/arcade/games?cat=action&sort=popular#top`);
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();

  // 127.0.0.1 too (not a secure context: no service worker, no WebXR).
  await page.goto(`http://127.0.0.1:${port}/blog?tag=vr`);
  await expect(page).toHaveURL(`${SITE}:${port}/blog?tag=vr`);
});

test('the redirect keeps the method and answers readiness probes on any host', async ({ request, baseURL }) => {
  const port = new URL(baseURL ?? `${SITE}:4173`).port;
  const redirect = await request.get(`http://localhost:${port}/hc/legal/imprint?x=1`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers()['location']).toBe(`${SITE}:${port}/hc/legal/imprint?x=1`);
  const health = await request.get(`http://localhost:${port}/__health`, { maxRedirects: 0 });
  expect(health.status()).toBe(200);
  expect(await health.text()).toBe('ok');
});

test('every response of the games origin asks for its own agent cluster, may be probed by the site and sends its own CSP', async ({ request, baseURL }) => {
  const games = gamesOrigin(baseURL ?? `${SITE}:4173`);
  // The policy nginx's games server block sends too (scripts/lib/csp.mjs), framed only by this site.
  const policy = gamesContentSecurityPolicy({}, { siteOrigin: baseURL ?? `${SITE}:4173` });
  const paths = ['/neon-drift/index.html', '/starfall-arena/index.html?build=1.2.3', '/orbit-defender/index.html', '/starfall-arena/missing.js', '/orbit-defender/missing.html', '/sdk/v1/orbital.js'];
  for (const path of paths) {
    const response = await request.get(...viaLoopback(`${games}${path}`));
    const headers = response.headers();
    expect(headers['origin-agent-cluster'], path).toBe('?1');
    expect(headers['access-control-allow-origin'], path).toBe('*');
    expect(headers['content-security-policy'], path).toBe(policy);
    expect(response.status(), path).toBe(path.includes('/missing.') ? 404 : 200);
  }
  // A catalogue game without a build in dist-games/ plays the generic demo game (games/arcade-demo); the
  // sample games are their own builds.
  expect(await (await request.get(...viaLoopback(`${games}/orbit-defender/index.html`))).text()).toContain('Orbit Catcher');
  expect(await (await request.get(...viaLoopback(`${games}/neon-drift/index.html`))).text()).not.toContain('Orbit Catcher');

  // The site itself does not send it (only the games are isolated from the page).
  const site = await request.get(...viaLoopback(`${baseURL ?? `${SITE}:4173`}/`));
  expect(site.headers()['origin-agent-cluster']).toBeUndefined();
});

// blade-circuit: a generated catalogue game whose active build uses the SDK (mocks/db/seed), so the page
// relays for it.
const GENERATED = '/arcade/games/blade-circuit';

test('a catalogue game with no build of its own plays the generic demo game, named after it, through the SDK', async ({ page }) => {
  await page.goto(GENERATED);
  const frame = page.frameLocator('iframe[data-testid="game-frame"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Blade Circuit' })).toBeVisible({ timeout: 15_000 });
  // The page's relay answered the handshake (not local mode) and user.get: the visitor's line.
  await expect(frame.locator('html')).toHaveAttribute('data-orbital', 'portal');
  await expect(frame.getByText('Playing as visitor')).toBeVisible();
  // Playable: Play starts a round whose clock runs.
  await frame.getByRole('button', { name: 'Play' }).click();
  await expect(frame.getByRole('button', { name: 'Play' })).toBeHidden();
  await expect(frame.locator('#time')).not.toHaveText('45');
});

test('the generic demo game opened on its own plays in local mode, as a visitor', async ({ page, baseURL }) => {
  await page.goto(`${gamesOrigin(baseURL ?? `${SITE}:4173`)}/arcade-demo/index.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'Arcade Demo' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-orbital', 'local');
  await expect(page.getByText('Playing as visitor')).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Play' })).toBeHidden();
});

test("a build URL that is really missing on the games origin shows 'This game could not be loaded.' and 'Try Again'", async ({ page }) => {
  let missing = true;
  // The build's requests go to a file the games origin does not have: the real server's 404, no fake answer.
  await page.context().route('**/blade-circuit/index.html*', (route) =>
    missing ? route.continue({ url: route.request().url().replace('/index.html', '/missing.html') }) : route.continue(),
  );
  await page.goto(GENERATED);
  const error = page.getByTestId('game-frame-error');
  await expect(error).toContainText('This game could not be loaded.');
  await expect(page.locator('iframe[data-testid="game-frame"]')).toHaveCount(0);
  missing = false;
  await error.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.frameLocator('iframe[data-testid="game-frame"]').getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 15_000 });
});

test("the games play in the site's frame under the games origin's CSP without a violation, and the policy is enforced", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  // Violations in any frame: the reports of every document (the init script runs in frames too) and the
  // console's 'Refused to …' lines.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|evaluate|apply|connect|frame|create)/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const list = ((window as unknown as { cspReports?: string[] }).cspReports ??= []);
      list.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
  const gameFrame = (slug: string) => {
    const frame = page.frames().find((f) => f.url().includes(`/${slug}/`));
    if (!frame) throw new Error(`no ${slug} frame`);
    return frame;
  };

  // starfall-arena (three.js) into iwer's emulated headset, neon-drift, and the generic game.
  await page.goto('/arcade/games/starfall-arena?orbital_round=30&xr=emulate');
  const starfall = page.frameLocator('iframe[title*="Starfall Arena"]');
  await expect(starfall.getByText('Playing as visitor')).toBeVisible({ timeout: 15_000 });
  await starfall.getByRole('button', { name: 'Enter VR' }).click();
  await expect.poll(() => gameFrame('starfall-arena').evaluate(() => (Reflect.get(window, '__starfallStats') as { xr: boolean }).xr)).toBe(true);
  expect(await reports(gameFrame('starfall-arena'))).toEqual([]);

  // The policy holds in the game: an injected inline script does not run.
  const injected = await gameFrame('starfall-arena').evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return Reflect.get(window, '__injected') === true;
  });
  expect(injected).toBe(false);
  expect(await reports(gameFrame('starfall-arena'))).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
  refused.length = 0;

  for (const [path, slug, ready] of [
    ['/arcade/games/neon-drift?orbital_round=3', 'neon-drift', 'Playing as visitor'],
    [GENERATED, 'blade-circuit', 'Playing as visitor'],
  ] as const) {
    await page.goto(path);
    await expect(page.frameLocator('iframe[data-testid="game-frame"]').getByText(ready), path).toBeVisible({ timeout: 15_000 });
    expect([path, await reports(gameFrame(slug))]).toEqual([path, []]);
  }
  expect(refused).toEqual([]);

  // Only the site may frame a game (frame-ancestors): from the site the game loads, from another page
  // Chromium shows its error page instead.
  const game = `${gamesOrigin(baseURL ?? `${SITE}:4173`)}/neon-drift/index.html`;
  for (const [parent, expected] of [
    [`${baseURL ?? `${SITE}:4173`}/hc`, game],
    ['about:blank', 'chrome-error://chromewebdata/'],
  ] as const) {
    await page.goto(parent);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, game);
    await expect.poll(() => page.frames().slice(1).map((frame) => frame.url()), { message: parent }).toEqual([expected]);
  }
});

test('the games origin serves the SDK script: /sdk/v1/orbital.js (revalidated) and its exact version (immutable)', async ({ request, baseURL }) => {
  const games = gamesOrigin(baseURL ?? `${SITE}:4173`);
  const v1 = await request.get(...viaLoopback(`${games}/sdk/v1/orbital.js`));
  expect(v1.status()).toBe(200);
  expect(v1.headers()['content-type']).toContain('text/javascript');
  expect(v1.headers()['cache-control']).toBe('no-cache');
  expect(v1.headers()['origin-agent-cluster']).toBe('?1');
  const version = (JSON.parse(readFileSync('packages/sdk/package.json', 'utf8')) as { version: string }).version;
  const exact = await request.get(...viaLoopback(`${games}/sdk/${version}/orbital.js`));
  expect(exact.status()).toBe(200);
  expect(exact.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await exact.text()).toBe(await v1.text());
  expect((await request.get(...viaLoopback(`${games}/sdk/0.0.1/orbital.js`))).status()).toBe(404);
});

test('the SDK script works in a game page with no bundler: window.Orbital runs local mode outside a frame', async ({ page, baseURL }) => {
  const games = gamesOrigin(baseURL ?? `${SITE}:4173`);
  await page.route(`${games}/no-bundler/index.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>No bundler</title><script src="/sdk/v1/orbital.js"></script>' }),
  );
  await page.goto(`${games}/no-bundler/index.html`);
  const result = await page.evaluate(async () => {
    const Orbital = (window as unknown as { Orbital: { init(o?: unknown): Promise<{ mode: string; user: { get(): Promise<{ loggedIn: boolean }> } }> } }).Orbital;
    const orbital = await Orbital.init({ local: { user: null } });
    return { mode: orbital.mode, user: await orbital.user.get() };
  });
  expect(result.mode).toBe('local');
  expect(result.user.loggedIn).toBe(false);
});
