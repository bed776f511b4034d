import { expect, test, type Page } from '@playwright/test';

/*
 * The game index and tag pages (issue 5; spec §2; guide §3 game index URL): the URL is the state, so
 * filters, sort and pages survive a reload and follow back/forward.
 */

const filters = (page: Page) => page.getByRole('search', { name: 'Filter games' });
const cards = (page: Page) => page.getByTestId(/-grid$/).getByRole('heading', { level: 2 });

test('filters and sort write the URL, and a reload reproduces the view', async ({ page }) => {
  await page.goto('/arcade/games');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await expect(cards(page)).toHaveCount(8);

  await filters(page).getByLabel('Genre').selectOption('action');
  await filters(page).getByLabel('Sub-category').selectOption('arena');
  await filters(page).getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]cat=action/);
  await expect(page).toHaveURL(/[?&]sub_cat=arena/);

  await page.getByLabel('Sort by').selectOption('popular');
  await expect(page).toHaveURL(/[?&]sort=popular/);
  await expect(page).toHaveURL(/[?&]cat=action/);

  await page.reload();
  await expect(filters(page).getByLabel('Genre')).toHaveValue('action');
  await expect(filters(page).getByLabel('Sub-category')).toHaveValue('arena');
  await expect(page.getByLabel('Sort by')).toHaveValue('popular');
});

test('pagination links keep the query and follow back/forward; Reset clears the filters', async ({ page }) => {
  await page.goto('/arcade/games');
  const first = await cards(page).first().textContent();
  await page.getByRole('navigation', { name: 'Game pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(cards(page).first()).not.toHaveText(first ?? '');
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(cards(page).first()).toHaveText(first ?? '');
  await page.goForward();
  await expect(page).toHaveURL(/[?&]page=2/);

  await page.goto('/arcade/games?cat=action&recent=1&experiences=1');
  await expect(filters(page).getByLabel('Recently Updated')).toBeChecked();
  await filters(page).getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/cat=|recent=|experiences=/);
  await expect(filters(page).getByLabel('Genre')).toHaveValue('');
});

test("'recent' is the released sort, and malformed values never blank the page", async ({ page }) => {
  await page.goto('/arcade/games?sort=recent');
  await expect(page.getByLabel('Sort by')).toHaveValue('released');
  await page.goto('/arcade/games?page=abc&sort=evil&cat=%3Cscript%3E');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
});

test("an empty result says 'No results' and how to recover", async ({ page }) => {
  await page.goto('/arcade/games?scenario=empty');
  await expect(page.getByText('No results')).toBeVisible();
  await expect(page.getByText('Please try searching using different filters.')).toBeVisible();
});

test("the tag page: 'Tag: {title}' with a two-column grid; an unknown tag is the 404", async ({ page }) => {
  await page.goto('/arcade/games/tag/multiplayer');
  await expect(page.getByRole('heading', { level: 1, name: 'Tag: Multiplayer' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await page.goto('/arcade/games/tag/no-such-tag');
  await expect(page.getByRole('heading', { level: 1, name: 'BOO! HAHA' })).toBeVisible();
});
