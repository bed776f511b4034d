import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn, patchMock, PROD_ORIGIN, resetMock } from '../security/mock';
import { EVIL_HOST, hostileRedirectTargets } from '../security/redirect-targets';
import { CLEAN, clientNavigate, installTraps, trapsAreClean, type TrapRecord } from '../security/traps';

/*
 * Redirects (engineering guide §5; spec §2 and §4): `redirect_to` of the /auth/* routes and the 404
 * page's redirect check never send the browser off this site, and never run a `javascript:` target —
 * for every hostile form of tests/security/redirect-targets.ts, in the production build against the
 * HTTP mock API (the redirect check's answer comes from the mock's database via POST /__mock/patch).
 */

const LEGACY_PATH = '/old-games';
/** The input labelled exactly `label` (a step's group carries the step's name too). */
const input = (scope: Locator, label: string) => scope.locator('input').and(scope.getByLabel(label, { exact: true }));
const ACCOUNT_HOME = '/account/home';

/** A request to the hostile host is answered (so a wrong redirect shows as a navigation) and recorded. */
async function watchEvilHost(page: Page): Promise<string[]> {
  const hits: string[] = [];
  await page.route(new RegExp(`^[a-z]+://([^/]*\\.)?${EVIL_HOST.replace('.', '\\.')}(:\\d+)?(/|$)`, 'i'), (route) => {
    hits.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' });
  });
  return hits;
}

function expectOnSite(page: Page, traps: TrapRecord, evilHits: string[], target: string) {
  expect(new URL(page.url()).origin, `target ${JSON.stringify(target)}`).toBe(PROD_ORIGIN);
  expect(evilHits, `target ${JSON.stringify(target)}`).toEqual([]);
  expect(trapsAreClean(traps), `target ${JSON.stringify(target)}`).toEqual(CLEAN);
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test('redirect_to: a logged-in user is sent to a same-site path, never to a hostile target', async ({ page }) => {
  test.setTimeout(90_000);
  const traps = await installTraps(page, PROD_ORIGIN);
  const evilHits = await watchEvilHost(page);
  await logIn(page.context());

  // Positive control: a path on this site is followed.
  await page.goto(`/auth/login?redirect_to=${encodeURIComponent('/hc/legal/imprint?x=1')}`);
  await expect(page).toHaveURL(`${PROD_ORIGIN}/hc/legal/imprint?x=1`);

  // The hostile ones, opened inside the app (a link to the route would do the same): each is refused
  // for the account home instead (spec §2), on this site.
  for (const target of hostileRedirectTargets) {
    await clientNavigate(page, `/auth/login?redirect_to=${encodeURIComponent(target)}`);
    await expect(page, `redirect_to=${JSON.stringify(target)}`).toHaveURL(`${PROD_ORIGIN}${ACCOUNT_HOME}`);
    expectOnSite(page, traps, evilHits, target);
  }
  // And with a page load each, for the first few forms.
  for (const target of hostileRedirectTargets.slice(0, 4)) {
    await page.goto(`/auth/login?redirect_to=${encodeURIComponent(target)}`);
    await expect(page, `redirect_to=${JSON.stringify(target)}`).toHaveURL(`${PROD_ORIGIN}${ACCOUNT_HOME}`);
  }
  await page.waitForTimeout(300);
  expectOnSite(page, traps, evilHits, 'any');
});

test('redirect_to: logging in through the form with a hostile redirect_to stays on the site', async ({ page }) => {
  const traps = await installTraps(page, PROD_ORIGIN);
  const evilHits = await watchEvilHost(page);

  for (const target of [`//${EVIL_HOST}/`, "javascript:alert('redirect-form')"]) {
    // Logged out again: no session cookie, no cached user (session storage) from the previous round.
    await page.context().clearCookies();
    await page.goto('/hc');
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto(`/auth/login?redirect_to=${encodeURIComponent(target)}`);
    const modal = page.getByRole('dialog');
    await input(modal, 'E-mail or username').fill('player');
    await input(modal, 'E-mail or username').press('Enter');
    await input(modal, 'Password').fill(DEMO_PASSWORD);
    await input(modal, 'Password').press('Enter');
    await expect(page.getByText('Welcome Back!').first()).toBeVisible();
    await expect(page).toHaveURL(`${PROD_ORIGIN}${ACCOUNT_HOME}`);
    expectOnSite(page, traps, evilHits, target);
  }
});

test('redirect check: the 404 page follows a same-site answer and refuses every hostile one', async ({ page }) => {
  test.setTimeout(90_000);
  const traps = await installTraps(page, PROD_ORIGIN);
  const evilHits = await watchEvilHost(page);

  // Positive control: the seeded legacy path moves to a path on this site.
  await patchMock(page.request, { collection: 'redirects', where: { from: LEGACY_PATH }, set: { to: '/hc/legal/imprint' } });
  await page.goto(LEGACY_PATH);
  await expect(page).toHaveURL(`${PROD_ORIGIN}/hc/legal/imprint`);

  // Each hostile answer, on a client navigation to the legacy path (the loader asks the mock each time:
  // the path is written in another letter case each round, which the mock ignores and the app's cache
  // key does not). Refused: the 404 page at the address asked for (spec §8).
  for (const [i, target] of hostileRedirectTargets.entries()) {
    await patchMock(page.request, { collection: 'redirects', where: { from: LEGACY_PATH }, set: { to: target } });
    const path = caseVariant(LEGACY_PATH, i + 1);
    const checked = page.waitForResponse((r) => r.url().endsWith('/v1/public/system/redirect/check') && r.request().postData()?.includes(`"${path}"`) === true);
    await clientNavigate(page, path);
    const answer = (await (await checked).json()) as { data: { to: string } };
    expect(answer.data.to).toBe(target);
    await expect(page, `to=${JSON.stringify(target)}`).toHaveURL(`${PROD_ORIGIN}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'BOO! HAHA' }), `to=${JSON.stringify(target)}`).toBeVisible();
    expectOnSite(page, traps, evilHits, target);
  }
  // And with a page load each, for the first few forms.
  for (const target of hostileRedirectTargets.slice(0, 4)) {
    await patchMock(page.request, { collection: 'redirects', where: { from: LEGACY_PATH }, set: { to: target } });
    await page.goto(LEGACY_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'BOO! HAHA' }), `to=${JSON.stringify(target)}`).toBeVisible();
    await expect(page).toHaveURL(`${PROD_ORIGIN}${LEGACY_PATH}`);
  }
  await page.waitForTimeout(300);
  expectOnSite(page, traps, evilHits, 'any');
});

/** '/old-games', 5 → '/OlD-games': the letters upper-cased by the bits of n. */
function caseVariant(path: string, n: number): string {
  let bit = 0;
  return [...path]
    .map((c) => {
      if (!/[a-z]/.test(c)) return c;
      const upper = (n >> bit) & 1;
      bit += 1;
      return upper ? c.toUpperCase() : c;
    })
    .join('');
}
