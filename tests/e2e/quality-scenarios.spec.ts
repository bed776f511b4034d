import { expect, test } from '@playwright/test';
import {
  busyRegions,
  expectErrorState,
  expectSettled,
  expectSuccess,
  installFaultLayer,
  NETWORK_MESSAGE,
  retryButton,
  SERVER_MESSAGE,
  setFault,
  watchPageErrors,
  type Fault,
} from '../quality/page';
import { label, PAGES, withQuery } from '../quality/routes';

/*
 * Resilience gate, scenarios (issue 6; guide §5 'every page handles loading, empty, error and
 * offline'): every page of the route registry (tests/quality/routes.ts, kept equal to the route table
 * by tests/unit/route-table.test.ts) under the sandbox's `error`, `offline` and `slow` scenarios shows
 * the error or loading state its entry declares, and recovers on retry.
 *
 * The scenarios are sticky in the page's memory, so the retry half uses a test-side fault layer that
 * fails the same calls the same way and is lifted before 'Try Again' (tests/quality/page.ts).
 */

test.describe.configure({ mode: 'parallel' });

for (const route of PAGES) {
  test.describe(label(route), () => {
    test('error and offline scenarios show its error state', async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto(withQuery(route.sample, { scenario: 'error' }));
      await expectErrorState(page, route, route.states.error, route.states.error === 'inline' ? SERVER_MESSAGE : undefined);
      await page.goto(withQuery(route.sample, { scenario: 'offline' }));
      await expectErrorState(page, route, route.states.offline, route.states.offline === 'inline' ? NETWORK_MESSAGE : undefined);
      expect(errors).toEqual([]);
    });

    const faults = (['error', 'offline'] as const).filter((fault) => route.states[fault] !== 'none');
    if (faults.length > 0) {
      test(`recovers on retry after ${faults.join(' and ')}`, async ({ page }) => {
        const errors = watchPageErrors(page);
        await installFaultLayer(page);
        for (const fault of faults satisfies Fault[]) {
          const decl = route.states[fault];
          // The origin without the app (leaving the page saves the demo's database): the fault is set before
          // the app starts, and each fault starts from the seed — a token page's link works once.
          await page.goto('/favicon.svg');
          await page.evaluate(() => localStorage.clear());
          await setFault(page, fault);
          await page.goto(route.sample);
          await expectErrorState(page, route, decl);
          await setFault(page, null);
          await retryButton(page, decl).click();
          await expectSuccess(page, route);
          await expectSettled(page);
        }
        expect(errors).toEqual([]);
      });
    }

    test('slow scenario shows its loading state, then its content', async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto(withQuery(route.sample, { scenario: 'slow' }), { waitUntil: 'commit' });
      if (route.states.loading === 'busy') {
        await expect(busyRegions(page).first(), `${route.pattern}: the loading state`).toBeVisible();
      }
      await expectSuccess(page, route, 'guest', 15_000);
      await expectSettled(page, 15_000);
      expect(errors).toEqual([]);
    });
  });
}
