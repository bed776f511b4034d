import { expect, test, type Locator, type Page } from '@playwright/test';
import { headDown } from '../quality/page';

/*
 * The public profile in the built demo (spec §2 /community/user/{user}, §3 privacy). Fixtures (guide §3,
 * mocks/db/fixtures.ts): `premium` (Nova Prime) shares play history, inventory and friends with friends
 * only and activity with no one; `player` (Player One) is premium's friend; `developer` is not. The
 * persona is set with `?persona=` (guide §3). Texts written for this page (ours) are quoted literally, like
 * the spec's.
 */

const PROFILE = '/community/user/premium';
const PRIVATE = 'Nova Prime keeps this private.';

async function open(page: Page, persona: 'guest' | 'player' | 'premium' | 'developer', path = PROFILE) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}persona=${persona}`);
  await expect(page).not.toHaveURL(/persona=/);
}

const section = (page: Page, name: string): Locator => page.getByTestId(`profile-${name}`);

test('a visitor sees only what premium shares with everyone: badges and achievements; the rest is private', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, 'guest');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Prime' })).toBeVisible();
  await expect(page).toHaveTitle('Nova Prime - Orbital');
  await expect(page.getByTestId('profile-avatar')).toHaveAttribute('data-premium', 'true');
  await expect(section(page, 'badges').getByTestId('profile-badge').first()).toBeVisible();
  await expect(section(page, 'achievements').getByTestId('profile-achievement').first()).toBeVisible();
  for (const name of ['history', 'inventory', 'friends', 'activity']) {
    await expect(section(page, name).getByTestId('section-hidden')).toHaveText(PRIVATE);
  }
  await expect(page.getByRole('link', { name: 'Player One' })).toHaveCount(0);
  await expect(page.getByTestId('profile-owner-note')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a friend (player) also sees the friends-only parts of the same profile: play history, inventory, friends', async ({ page }) => {
  await open(page, 'player');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Prime' })).toBeVisible();
  await expect(section(page, 'history').getByTestId('profile-session').first()).toContainText(/\d+ (Minutes|Hours)/);
  await expect(section(page, 'inventory').getByRole('link', { name: 'Plasma Blade' })).toHaveAttribute(
    'href',
    '/arcade/games/starfall-arena/catalog/plasma-blade',
  );
  await expect(section(page, 'activity').getByTestId('section-hidden')).toHaveText(PRIVATE);
  await expect(page.getByTestId('section-hidden')).toHaveCount(1);
  // A friend's name leads to that friend's profile.
  await section(page, 'friends').getByRole('link', { name: 'Player One' }).click();
  await expect(page).toHaveURL(/\/community\/user\/player$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Player One' })).toBeVisible();
  await expect(page).toHaveTitle('Player One - Orbital');
});

test('a logged-in player who is no friend (developer) sees what a visitor sees', async ({ page }) => {
  await open(page, 'developer');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Prime' })).toBeVisible();
  for (const name of ['history', 'inventory', 'friends', 'activity']) {
    await expect(section(page, name).getByTestId('section-hidden')).toHaveText(PRIVATE);
  }
});

test('the owner sees every part, with a note of who else sees each, and the way to the privacy settings', async ({ page }) => {
  await open(page, 'premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Prime' })).toBeVisible();
  await expect(page.getByTestId('section-hidden')).toHaveCount(0);
  const note = page.getByTestId('profile-owner-note');
  await expect(note.getByRole('heading', { name: 'This is your public profile' })).toBeVisible();
  await expect(note).toContainText('Everyone can open your profile.');
  await expect(note.getByRole('link', { name: 'Privacy Settings' })).toHaveAttribute('href', '/account/settings');
  await expect(section(page, 'badges').getByTestId('owner-note')).toHaveText('Everyone can see this.');
  await expect(section(page, 'history').getByTestId('owner-note')).toHaveText('Only your friends see this.');
  await expect(section(page, 'friends').getByTestId('owner-note')).toHaveText('Only your friends see this.');
  await expect(section(page, 'activity').getByTestId('owner-note')).toHaveText('Only you see this.');
  await expect(section(page, 'activity').getByTestId('profile-activity-entry').first()).toBeVisible();
});

test('the account menu, a search result and a review author lead to the profile', async ({ page }) => {
  // Three pages, one of them the game page with its frame.
  test.setTimeout(60_000);
  await open(page, 'player', '/search?query=nova');
  await page.getByRole('link', { name: 'Nova Prime' }).first().click();
  await expect(page).toHaveURL(/\/community\/user\/premium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Prime' })).toBeVisible();

  await page.goto('/arcade/games/starfall-arena');
  await expect(page.getByRole('heading', { level: 1, name: 'Starfall Arena' })).toBeVisible();
  // The page draws its reviews when the player scrolls down to them (ADR 0008 › On approach).
  await headDown(page);
  await page.getByRole('region', { name: 'Reviews', exact: true }).getByTestId('review-author').filter({ hasText: 'Nova Prime' }).click();
  await expect(page).toHaveURL(/\/community\/user\/premium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Prime' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/community\/user\/player$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Player One' })).toBeVisible();
});

test("an unknown user is the 404 page: 'BOO! HAHA'", async ({ page }) => {
  await page.goto('/community/user/nobody-here');
  await expect(page.getByText('BOO! HAHA')).toBeVisible();
  await expect(page.getByText("Just kidding. It's just a 404 page.")).toBeVisible();
});
