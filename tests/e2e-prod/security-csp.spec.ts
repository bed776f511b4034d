import { expect, test, type Page } from '@playwright/test';
import { cspDirectives, gamesContentSecurityPolicy } from '../../scripts/lib/csp.mjs';
import { EARLY_DATA_SCRIPT_HASH } from '../../scripts/lib/early-data.mjs';
import { logIn, MOCK_API, PROD_ORIGIN, resetMock } from '../security/mock';
import { viaLoopback } from '../support/hosts';

/*
 * The Content-Security-Policy of the production build (scripts/lib/csp.mjs, docs/security.md): the suite's
 * server sends it (nginx with deploy/nginx, or `vite preview`: scripts/serve-prod-e2e.mjs), so this whole
 * suite runs under it. Here: the header is there and strict (no eval,
 * no inline script), the pages of the app load under it without a single violation (a guest and a
 * logged-in player with the realtime socket), and it really is enforced.
 */

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** Records securitypolicyviolation events (from the first script on) and CSP console messages. */
async function watchCsp(page: Page): Promise<{ violations: () => Promise<string[]>; console: string[] }> {
  const consoleCsp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|evaluate|apply|connect|frame|create)/i.test(message.text())) consoleCsp.push(message.text());
  });
  await page.addInitScript(() => {
    const list: string[] = [];
    Object.defineProperty(window, 'cspViolations', { value: list });
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`));
  });
  return {
    console: consoleCsp,
    violations: () => page.evaluate(() => [...((window as unknown as { cspViolations?: string[] }).cspViolations ?? [])]),
  };
}

test('the server sends a strict Content-Security-Policy computed from the build config', async ({ request }) => {
  const response = await request.get(...viaLoopback(`${PROD_ORIGIN}/`));
  const header = response.headers()['content-security-policy'];
  expect(header, 'Content-Security-Policy header of the page').toBeTruthy();
  const policy = parse(header ?? '');

  expect(header).not.toContain("'unsafe-eval'");
  expect(header).not.toContain("'wasm-unsafe-eval'");
  // The one inline script, the prerendered pages' early-data script, by its hash; never 'unsafe-inline'.
  expect(policy['script-src']).toEqual(["'self'", EARLY_DATA_SCRIPT_HASH]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(policy['default-src']).toEqual(["'self'"]);
  // The API and the realtime socket of this build (scripts/serve-prod-e2e.mjs), the games origin (the
  // game page probes a build before framing it) and nothing wider.
  const games = PROD_ORIGIN.replace('//', '//games.');
  expect(policy['connect-src']).toEqual(["'self'", MOCK_API, MOCK_API.replace(/^http/, 'ws'), games]);
  expect(policy['frame-src']).toEqual([games]);
  expect(Object.values(policy).flat().filter((source) => source === '*' || source === 'http:' || source === 'https:')).toEqual([]);

  // One definition: the policy is scripts/lib/csp.mjs's for the same config.
  const expected = cspDirectives(
    {
      VITE_ORBITAL_API_URL: MOCK_API,
      VITE_ORBITAL_REALTIME_HOST: new URL(MOCK_API).hostname,
      VITE_ORBITAL_REALTIME_PORT: new URL(MOCK_API).port,
      VITE_ORBITAL_REALTIME_SCHEME: 'http',
      VITE_ORBITAL_REALTIME_FORCE_TLS: 'false',
    },
    { pageOrigin: PROD_ORIGIN },
  );
  expect(policy).toEqual(expected);

  // Deep links get it too (the single-page fallback).
  const deep = await request.get(...viaLoopback(`${PROD_ORIGIN}/blog/article/welcome-to-orbital`));
  expect(deep.headers()['content-security-policy']).toBe(header);

  // The games origin sends its own (csp.mjs, as nginx and the demo server do), framed only by this site.
  for (const path of ['/starfall-arena/index.html', '/sdk/v1/orbital.js', '/starfall-arena/missing.js']) {
    const game = await request.get(...viaLoopback(`${games}${path}`));
    expect([path, game.headers()['content-security-policy']]).toEqual([path, gamesContentSecurityPolicy({}, { siteOrigin: PROD_ORIGIN })]);
  }
});

test('the pages load under the policy without a single violation, as a guest and logged in', async ({ page }) => {
  test.setTimeout(60_000);
  const csp = await watchCsp(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const pages: Array<[string, string]> = [
    ['/', 'h1'],
    ['/arcade/games', '[data-testid="game-index-grid"]'],
    ['/blog/article/welcome-to-orbital', '[data-testid="article-body"]'],
    // The game page probes the build (connect-src) and frames it (frame-src) from the games origin.
    ['/arcade/games/starfall-arena', 'iframe[data-testid="game-frame"]'],
    ['/hc/legal/imprint', '[data-testid="legal-content"]'],
    ['/search?query=starfall', 'main h1'],
    ['/no/such/page', 'h1'],
  ];
  for (const [path, ready] of pages) {
    await page.goto(path);
    await expect(page.locator(ready).first(), path).toBeVisible({ timeout: 15_000 });
  }
  // Logged in: the private realtime channels connect over the socket (connect-src ws:).
  await logIn(page.context());
  const socket = page.waitForEvent('websocket', { predicate: (ws) => ws.url().startsWith(MOCK_API.replace(/^http/, 'ws')), timeout: 15_000 });
  await page.goto('/hc');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
  await socket;
  // The auth modal (forms: zod and react-hook-form) as a guest would open it.
  await page.goto('/auth/register');
  await page.waitForTimeout(500);

  expect(await csp.violations()).toEqual([]);
  expect(csp.console).toEqual([]);
  expect(errors).toEqual([]);
});

test('the policy is enforced: injected inline scripts and inline handlers do not run', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto('/hc');
  await expect(page.locator('h1').first()).toBeVisible();

  const ran = await page.evaluate(async () => {
    const flags = window as unknown as { inlineRan?: boolean; handlerRan?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.body.append(script);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.handlerRan = true;');
    img.src = '/no-such-image.png';
    document.body.append(img);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { inline: flags.inlineRan === true, handler: flags.handlerRan === true };
  });
  expect(ran).toEqual({ inline: false, handler: false });
  await expect
    .poll(csp.violations)
    .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem blocked inline/), expect.stringMatching(/^script-src-attr blocked inline/)]));
});
