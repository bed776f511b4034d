import { expect, test, type Page } from '@playwright/test';
import { fuzzUrls } from '../quality/fuzz';
import { ROUTES } from '../quality/routes';

/*
 * Resilience gate, route fuzzer (issue 6; guide §5 'no route or query string, however malformed,
 * blanks the app'). Seeded and bounded: FUZZ_SEED (default below) and FUZZ_COUNT (default 300) pick
 * the URLs, generated from every route pattern of the registry (tests/quality/routes.ts, kept equal to
 * the route table by tests/unit/route-table.test.ts) with malformed segments and query strings.
 *
 * For each URL: a visible, non-empty level-1 heading — a page heading or a status-screen title (they
 * are h1s), but not 'Server Error' (the mock never answers junk with a 500, so that screen means a page
 * crashed) — and no uncaught page error. A route error boundary catching something other than an API
 * error ("Orbital: a route failed") is recorded as an annotation of the test. The maintenance gate
 * (gate=1) is the one deliberate blank: sandbox parameters are never generated.
 *
 * Speed: one app load per batch, then in-app navigations (history.pushState + popstate, which the
 * router follows), with every 10th URL a full page load (up to 4 KB: longer request lines are refused by
 * HTTP servers before any app runs). A failure lists every failing URL of the batch and the seed to
 * replay it: FUZZ_SEED=<seed> npx playwright test tests/e2e/quality-fuzz.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20260606);
const COUNT = Math.max(1, Math.min(5000, Number(process.env.FUZZ_COUNT ?? 300)));
const BATCH = 50;
const FULL_LOAD_EVERY = 10;
const SETTLE_MS = 8_000;

const urls = fuzzUrls(SEED, COUNT, ROUTES);
const batches: string[][] = [];
for (let i = 0; i < urls.length; i += BATCH) batches.push(urls.slice(i, i + BATCH));

test.describe.configure({ mode: 'parallel' });

interface Outcome {
  heading: string | null;
  busy: boolean;
  path: string;
}

/** Waits for the router and the page to settle, then reads the visible h1 (null when none). */
async function settle(page: Page): Promise<Outcome> {
  // Let the router start (a lazy module, a loader), then poll until an h1 is shown and nothing in the
  // page area is loading, twice in a row; a page stuck loading is reported with its heading.
  await page.waitForTimeout(60);
  const read = () =>
    page.evaluate(() => {
      const shown = [...document.querySelectorAll('h1, main [aria-busy="true"], [role="status"][aria-busy="true"]')].filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      });
      const h1 = shown.find((el) => el.tagName === 'H1' && (el.textContent ?? '').trim() !== '');
      const busy = shown.some((el) => el.getAttribute('aria-busy') === 'true');
      return { heading: h1 ? (h1.textContent ?? '').trim() : null, busy, path: `${location.pathname}${location.search}` };
    }).catch(async (): Promise<Outcome> => {
      // The page reloaded (the app's reload after a failed lazy load, a full-load redirect): wait for it.
      await page.waitForLoadState('load').catch(() => undefined);
      return { heading: null, busy: true, path: '(reloading)' };
    });
  const deadline = Date.now() + SETTLE_MS;
  let last = await read();
  let stable = 0;
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    const now = await read();
    const settled = now.heading !== null && !now.busy && now.heading === last.heading && now.path === last.path;
    stable = settled ? stable + 1 : 0;
    last = now;
    if (stable >= 2) break;
  }
  return last;
}

/** Longest URL loaded in full: servers cap the request line (Node at 16 KB of headers, many at 8 KB). */
const MAX_FULL_LOAD_LENGTH = 4096;

/**
 * URLs that reach the app on a full load: the HTTP server refuses a request line beyond its limit (431)
 * before the app runs, so such URLs are only navigated to in the app. Paths that do not percent-decode
 * are loaded too: the demo server answers them with the app (scripts/lib/static-server.mjs).
 */
function reachesAppOnLoad(url: string): boolean {
  return url.length <= MAX_FULL_LOAD_LENGTH;
}

/** Back to a working page after a failure. */
async function restart(page: Page): Promise<void> {
  await page.waitForTimeout(200);
  await page.goto('/').catch(() => page.goto('/'));
}

/**
 * msw's worker start calls `registration.update()` without handling its rejection; when Chromium's
 * update check of /mockServiceWorker.js fails the page reports it. Demo infrastructure, not the app.
 */
function isMockWorkerNoise(message: string): boolean {
  return message.startsWith('Failed to update a ServiceWorker');
}

async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

for (const [index, batch] of batches.entries()) {
  test(`fuzzed URLs ${index * BATCH + 1}–${index * BATCH + batch.length} of ${urls.length} (seed ${SEED})`, async ({ page }) => {
    test.setTimeout(30_000 + batch.length * 4_000);
    const errors: string[] = [];
    const crashes: string[] = [];
    page.on('pageerror', (error) => {
      if (!isMockWorkerNoise(error.message)) errors.push(`pageerror: ${error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Orbital: a route failed')) {
        crashes.push(message.text().split('\n')[0] ?? '');
      }
    });
    // Full loads of junk URLs must not reach other hosts (a redirect check answering an absolute URL).
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).hostname !== 'orbital.localhost') errors.push(`left the site: ${frame.url()}`);
    });

    const failures: string[] = [];
    await page.goto('/');
    for (const [i, url] of batch.entries()) {
      errors.length = 0;
      crashes.length = 0;
      const full = i % FULL_LOAD_EVERY === FULL_LOAD_EVERY - 1 && reachesAppOnLoad(url);
      try {
        if (full) await page.goto(url);
        else await navigateInApp(page, url);
      } catch (error) {
        failures.push(`${url}\n    navigation failed: ${String(error).split('\n')[0]}`);
        await restart(page);
        continue;
      }
      const outcome = await settle(page);
      const problems = [...errors];
      if (outcome.heading === null) problems.push('no visible level-1 heading (page heading or status-screen title)');
      if (outcome.heading === 'Server Error') problems.push(`'Server Error' under the default scenario: ${crashes.join('; ') || 'no log'}`);
      else if (crashes.length > 0) test.info().annotations.push({ type: 'route boundary', description: `${url} → '${outcome.heading}': ${crashes.join('; ')}` });
      if (problems.length > 0) {
        failures.push(`${url} (${full ? 'full load' : 'in-app'}; now at ${outcome.path})\n    ${problems.join('\n    ')}`);
        // Start the next URL from a working page.
        await restart(page);
      }
    }
    expect(failures, `${failures.length} failing URL(s); replay with FUZZ_SEED=${SEED} FUZZ_COUNT=${COUNT}:\n${failures.join('\n')}`).toEqual([]);
  });
}
