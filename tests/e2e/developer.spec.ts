import { expect, test } from '@playwright/test';

/*
 * The developer pages in the built demo (spec §2 /arcade/games/developer/{developer}, its /announcements
 * list and /announcements/{announcement}). orbital-labs is the seed's fixture developer
 * (mocks/db/fixtures.ts): 4 games, among them starfall-arena, and 4 announcements. Texts written for
 * these pages (ours) are quoted literally, like the spec's.
 */

const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/;
const PROFILE = '/arcade/games/developer/orbital-labs';
const LIST = `${PROFILE}/announcements`;

test('the profile shows the developer, its games and its latest announcements', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(PROFILE);
  await expect(page.getByRole('heading', { level: 1, name: 'Orbital Labs' })).toBeVisible();
  await expect(page).toHaveTitle('Orbital Labs - Orbital');
  await expect(page.getByTestId('developer-joined')).toHaveText(/^Joined [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(page.getByTestId('developer-views')).toHaveText(/^\d+(\.\d)?k$/);
  await expect(page.getByTestId('developer-website')).toHaveAttribute('href', 'https://orbital-labs.example.com/');

  const games = page.getByTestId('developer-games');
  await expect(games.getByRole('link', { name: 'Starfall Arena' })).toHaveAttribute('href', '/arcade/games/starfall-arena');
  await expect(games.getByRole('link', { name: 'Neon Drift' })).toHaveAttribute('href', '/arcade/games/neon-drift');

  const announcements = page.getByTestId('developer-announcements');
  await expect(announcements.getByTestId('announcement-card')).toHaveCount(3);
  await expect(announcements.getByRole('link', { name: 'View All Announcements' })).toHaveAttribute('href', LIST);
  expect(errors).toEqual([]);
});

test('following an announcement opens it with its title, date and body, and leads back', async ({ page }) => {
  await page.goto(PROFILE);
  await page.getByTestId('developer-announcements').getByRole('link', { name: 'Starfall Arena Season 2 Is Live' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/starfall-arena-season-2-is-live$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Starfall Arena Season 2 Is Live' })).toBeVisible();
  await expect(page).toHaveTitle('Starfall Arena Season 2 Is Live - Orbital');
  await expect(page.getByTestId('announcement-date')).toHaveText(DATE);
  const body = page.getByTestId('announcement-body');
  await expect(body.getByRole('heading', { level: 2, name: 'What is new' })).toBeVisible();
  await expect(body).toContainText('Thank you for playing');
  await expect(page.getByTestId('announcement-developer')).toHaveAttribute('href', PROFILE);

  await page.getByRole('link', { name: 'Back to Announcements' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
});

test('the list shows every announcement, newest first; the page lives in the URL', async ({ page }) => {
  await page.goto(PROFILE);
  await page.getByRole('link', { name: 'View All Announcements' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page).toHaveTitle('Announcements by Orbital Labs - Orbital');
  const cards = page.getByTestId('announcements-list').getByTestId('announcement-card');
  // The seed has 4 (one page of 8): no page links.
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole('heading')).toHaveText('Starfall Arena Season 2 Is Live');
  await expect(page.getByRole('navigation', { name: 'Announcement pages' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Orbital Labs' })).toHaveAttribute('href', PROFILE);

  // A page past the end (from the URL) is the empty list, not an error.
  await page.goto(`${LIST}?page=2`);
  await expect(page.getByTestId('announcements-empty')).toHaveText('This developer has not posted any announcements yet.');
});

test('the empty scenario shows the empty texts', async ({ page }) => {
  await page.goto(`${PROFILE}?scenario=empty`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orbital Labs' })).toBeVisible();
  await expect(page.getByTestId('developer-games-empty')).toHaveText('This developer has not published any games yet.');
  await expect(page.getByTestId('developer-announcements-empty')).toHaveText('This developer has not posted any announcements yet.');
});

test('an unknown developer or announcement is the 404 screen', async ({ page }) => {
  await page.goto('/arcade/games/developer/no-such-developer');
  await expect(page.getByText('BOO! HAHA')).toBeVisible();
  await page.goto(`${LIST}/no-such-announcement`);
  await expect(page.getByText('BOO! HAHA')).toBeVisible();
});
