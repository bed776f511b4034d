import { expect, test } from '@playwright/test';

/*
 * A tab opened before a release asks for a lazy chunk the new release no longer has (spec §8 preload
 * error). Tested against the production build: the demo's service worker fetches assets itself, out of
 * Playwright's reach.
 */
test("a lazy page chunk that cannot load: one reload, then 'Server Error', never a blank page", async ({ page }) => {
  let attempts = 0;
  await page.route(/\/assets\/SearchPage-[^/]+\.js$/, (route) => {
    attempts += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  await page.goto('/search?query=starfall');

  await expect(page.getByRole('heading', { level: 1, name: 'Server Error' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Something went wrong while trying to handle this request. Please try again later.')).toBeVisible();
  expect(loads, 'exactly one guarded reload').toBe(2);
  expect(attempts).toBeGreaterThanOrEqual(2);
});

test('without the broken chunk the same page loads normally', async ({ page }) => {
  await page.goto('/search?query=starfall');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “starfall”' })).toBeVisible();
});
