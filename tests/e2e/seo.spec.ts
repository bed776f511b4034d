import { expect, test, type Page } from '@playwright/test';
import { viaLoopback } from '../support/hosts';

/*
 * Shareable and indexable (issue 14), in the built demo: /robots.txt is text; the HTML of any URL carries
 * Orbital's card for link previews (crawlers that run no script); once the app runs, each page has its own
 * title, description, canonical URL and Open Graph / Twitter card tags — exactly one of each, on the first
 * load and after client navigations (the tags are rewritten in place, never added beside the old ones).
 */

const GAME = '/arcade/games/starfall-arena';
const DEFAULT_DESCRIPTION =
  'Orbital is the home of browser VR games with no download: developers get free hosting, server-side game features and monetization, and reach more than 300,000 players per month.';

const TAGS = {
  description: 'meta[name="description"]',
  canonical: 'link[rel="canonical"]',
  ogSiteName: 'meta[property="og:site_name"]',
  ogType: 'meta[property="og:type"]',
  ogTitle: 'meta[property="og:title"]',
  ogDescription: 'meta[property="og:description"]',
  ogUrl: 'meta[property="og:url"]',
  ogImage: 'meta[property="og:image"]',
  twitterCard: 'meta[name="twitter:card"]',
} as const;
type Tag = keyof typeof TAGS;

/** Each tag's value, and how many elements match it (every one must be 1), with the number of <title>s. */
async function head(page: Page) {
  return page.evaluate((tags) => {
    const out: Record<string, { value: string | null; count: number }> = {};
    for (const [key, selector] of Object.entries(tags)) {
      const all = document.head.querySelectorAll(selector);
      const first = all[0];
      out[key] = { value: first ? (first.getAttribute('content') ?? first.getAttribute('href')) : null, count: all.length };
    }
    return { tags: out, titles: document.querySelectorAll('title').length, title: document.title };
  }, TAGS);
}

async function expectPage(page: Page, expected: { path: string; title: string; description: string; type: 'website' | 'article'; image: string }) {
  const origin = new URL(page.url()).origin;
  // The page's own tags arrive with its data.
  await expect(page).toHaveTitle(`${expected.title} - Orbital`);
  await expect(page.locator(TAGS.ogTitle)).toHaveAttribute('content', expected.title);
  const { tags, titles } = await head(page);
  const values = Object.fromEntries(Object.entries(tags).map(([key, { value }]) => [key, value])) as Record<Tag, string | null>;
  expect(values).toEqual({
    description: expected.description,
    canonical: `${origin}${expected.path}`,
    ogSiteName: 'Orbital',
    ogType: expected.type,
    ogTitle: expected.title,
    ogDescription: expected.description,
    ogUrl: `${origin}${expected.path}`,
    ogImage: `${origin}${expected.image}`,
    twitterCard: 'summary_large_image',
  });
  for (const [key, { count }] of Object.entries(tags)) expect(count, `${key}: one element`).toBe(1);
  expect(titles).toBe(1);
}

const gameMeta = {
  path: GAME,
  title: 'Starfall Arena',
  description: 'Duel up to eight players on floating platforms under a sky of falling stars.',
  type: 'website',
  // The demo's art is data: URLs, which no crawler can fetch: the site's card stands in (src/lib/title.ts).
  image: '/social-card.png',
} as const;

test('/robots.txt is text for crawlers, not the app', async ({ request, baseURL }) => {
  const response = await request.get(...viaLoopback(`${baseURL}/robots.txt`));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain\b/);
  const body = await response.text();
  expect(body).toMatch(/^User-agent: \*$/m);
  expect(body).toMatch(/^Disallow: \/account\/$/m);
  expect(body).not.toMatch(/<html|<div id="root"/i);
});

test("the HTML of any URL carries Orbital's card for link previews, and the card is there", async ({ request, baseURL }) => {
  const html = await (await request.get(...viaLoopback(`${baseURL}${GAME}`))).text();
  const tag = (key: 'name' | 'property', name: string) => [...html.matchAll(new RegExp(`<meta ${key}="${name}" content="([^"]*)"\\s*/?>`, 'g'))].map((m) => m[1]);
  expect(tag('property', 'og:title')).toEqual(['Orbital']);
  expect(tag('property', 'og:description')).toEqual([DEFAULT_DESCRIPTION]);
  expect(tag('name', 'description')).toEqual([DEFAULT_DESCRIPTION]);
  expect(tag('property', 'og:image')).toEqual(['/social-card.png']);
  expect(tag('name', 'twitter:card')).toEqual(['summary_large_image']);
  const card = await request.get(...viaLoopback(`${baseURL}/social-card.png`));
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});

test('the game page and an article set their own tags, once each, on load and across client navigations', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(GAME);
  await expect(page.getByRole('heading', { level: 1, name: 'Starfall Arena' })).toBeVisible();
  await expectPage(page, gameMeta);

  // Client navigation (no document load): the side navigation's Blog, then the first article's card.
  await page.evaluate(() => ((window as { seoSameDocument?: boolean }).seoSameDocument = true));
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const card = page.locator('[data-testid="article-card"] a[href^="/blog/article/"]').first();
  const article = (await card.getAttribute('href')) ?? '';
  const title = (await card.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator(TAGS.ogType)).toHaveAttribute('content', 'article');
  const description = await page.locator(TAGS.description).getAttribute('content');
  expect(description).toBeTruthy();
  expect(description).not.toBe(DEFAULT_DESCRIPTION);
  const articleMeta = { path: article, title, description: description ?? '', type: 'article', image: '/social-card.png' } as const;
  await expectPage(page, articleMeta);

  // Back to the game: its tags again, nothing of the article's left.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Starfall Arena' })).toBeVisible();
  await expectPage(page, gameMeta);
  expect(await page.evaluate(() => (window as { seoSameDocument?: boolean }).seoSameDocument)).toBe(true);

  // And the article loaded directly has the same tags as when reached by navigation.
  await page.goto(article);
  await expectPage(page, articleMeta);
  expect(errors).toEqual([]);
});

test('a URL no page matches is kept out of the index: noindex, no canonical URL', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator(TAGS.canonical)).toHaveCount(0);
  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator(TAGS.canonical)).toHaveAttribute('href', /\/blog$/);
});
