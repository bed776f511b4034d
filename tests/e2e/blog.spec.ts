import { expect, test } from '@playwright/test';

/*
 * The blog in the built demo (spec §2 /blog and /blog/article/{article}, §8, §9). Strings are the spec's
 * literals.
 */

const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/;
const EMPTY = 'There are no articles to display at the moment.';

test('the article page of welcome-to-orbital shows its title, date, views, links and a page title', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/blog/article/welcome-to-orbital');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Orbital' })).toBeVisible();
  await expect(page).toHaveTitle('Welcome to Orbital - Orbital');
  await expect(page.getByTestId('article-date')).toHaveText(DATE);
  await expect(page.getByTestId('article-views')).toContainText(/\d+(\.\d)?k/);
  await expect(page.getByRole('link', { name: 'Category: News' })).toHaveAttribute('href', '/blog?cat=news');
  await expect(page.getByRole('link', { name: 'WebXR' })).toHaveAttribute('href', '/blog?tag=webxr');
  await expect(page.getByTestId('article-body').getByRole('heading', { level: 2, name: 'What you can do here' })).toBeVisible();
  await expect(page.getByTestId('article-related').getByRole('link').first()).toHaveAttribute('href', /^\/blog/);
  expect(errors).toEqual([]);
});

test('the index filters through the URL: cat, author and tag go to the server, chips remove them', async ({ page }) => {
  await page.goto('/blog?cat=news&author=mira&tag=updates');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Welcome to Orbital' })).toHaveAttribute('href', '/blog/article/welcome-to-orbital');
  // The server applied every filter: each card is a news article by mira.
  const cards = page.getByTestId('article-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/blog?cat=news');
    await expect(card.getByRole('link', { name: /^by / })).toHaveAttribute('href', '/blog?author=mira');
  }
  const filters = page.getByTestId('blog-filters');
  await expect(filters).toContainText('Category: news');
  await expect(filters).toContainText('Author: mira');
  await expect(filters).toContainText('Tag: updates');

  await filters.getByRole('link', { name: 'Remove filter Tag: updates' }).click();
  await expect(page).toHaveURL(/\/blog\?cat=news&author=mira$/);
  await expect(filters).not.toContainText('Tag: updates');

  await page.getByRole('link', { name: 'Welcome to Orbital' }).click();
  await expect(page).toHaveURL(/\/blog\/article\/welcome-to-orbital$/);
  await page.getByRole('link', { name: 'Category: News' }).click();
  await expect(page).toHaveURL(/\/blog\?cat=news$/);
  await expect(page.getByTestId('blog-filters')).toContainText('Category: news');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Orbital' })).toBeVisible();
});

test('pagination links keep the filters', async ({ page }) => {
  await page.goto('/blog?tag=showcase');
  const nav = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?tag=showcase&page=2');
  await nav.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/blog\?tag=showcase&page=2$/);
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('the empty scenario shows the exact empty text', async ({ page }) => {
  await page.goto('/blog?scenario=empty');
  await expect(page.getByTestId('blog-empty')).toHaveText(EMPTY);
});

test('an unknown article is the 404 screen', async ({ page }) => {
  await page.goto('/blog/article/no-such-article');
  await expect(page.getByText('BOO! HAHA')).toBeVisible();
});
