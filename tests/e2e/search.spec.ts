import { expect, test } from '@playwright/test';

/*
 * /search in the built demo (spec §2 /search, §5; guide §3 search URL and scenarios). Strings are the
 * spec's literals.
 */

const TOO_SHORT = 'Please enter at least 3 character to perform a search.';
const NETWORK = 'A network error has occurred. Please check your connection and try again.';

test('results per toggle from the URL, with a page title, and refine updates the URL (back works)', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/search?query=starfall');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “starfall”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Starfall Arena' }).first()).toHaveAttribute('href', '/arcade/games/starfall-arena');
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Articles' })).toHaveCount(0);
  await expect(page).toHaveTitle('starfall - Orbital');

  const main = page.getByRole('search', { name: 'Refine search' });
  await main.getByRole('switch', { name: 'Articles' }).click({ force: true });
  await expect(page).toHaveURL(/articles=1/);
  await expect(page.getByRole('heading', { level: 2, name: 'Articles' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Articles' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a query under 3 characters shows Invalid Input and sends no search', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/public/search')) calls.push(request.url());
  });
  await page.goto('/search?query=ab');
  await expect(page.getByTestId('search-invalid')).toContainText('Invalid Input');
  await expect(page.getByTestId('search-invalid')).toContainText(TOO_SHORT);
  expect(calls).toEqual([]);
});

test('markup in the query is echoed as text, never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const payload = '<img src=x onerror=alert(1)>';
  await page.goto(`/search?query=${encodeURIComponent(payload)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Search results for “${payload}”` })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.getByTestId('search-empty')).toBeVisible();
  expect(dialogs).toEqual([]);
});

test("the error scenario shows 'Oops!' inline with a retry", async ({ page }) => {
  await page.goto('/search?query=starfall&scenario=error');
  const alert = page.getByTestId('search-error');
  await expect(alert).toContainText('Oops!');
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('the offline scenario shows the network message, not the 503 screen', async ({ page }) => {
  await page.goto('/search?query=starfall&scenario=offline');
  await expect(page.getByTestId('search-error')).toContainText(NETWORK);
  await expect(page.getByText('Service Unavailable')).toHaveCount(0);
});

test('the empty scenario shows No results', async ({ page }) => {
  await page.goto('/search?query=starfall&scenario=empty');
  await expect(page.getByTestId('search-empty')).toContainText('No results');
});
