import { expect, test, type Page } from '@playwright/test';

/*
 * The shell (spec §2 Shell, §4, §5) in the built demo: search validation and submit, the dropdowns as
 * a visitor and as a player, sign-out, and the keyboard paths into the search and the account menu.
 */

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
}

test.describe('search', () => {
  test("refuses fewer than 3 characters with the 'Invalid Input' toast", async ({ page }) => {
    await page.goto('/blog');
    await openSearch(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('vr');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Invalid Input', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter at least 3 character to perform a search.')).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('submits the query with the toggles', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await page.getByRole('switch', { name: 'Announcements' }).click({ force: true });
    await page.getByRole('searchbox', { name: 'Search' }).fill('star');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=star&games=1&users=1&articles=0&announcements=1$/);
  });

  test('opens by keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Open search' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('dropdowns', () => {
  test('a visitor sees the Logged Out prompt and LOGIN', async ({ page }) => {
    await page.goto('/?persona=guest');
    await expect(page.getByRole('button', { name: 'LOGIN' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('group', { name: 'Notifications' }).getByText('Logged Out')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New Messages' }).click();
    await expect(page.getByRole('group', { name: 'New Messages' }).getByText('Logged Out')).toBeVisible();
  });

  test('a player sees at most 3 items and View All', async ({ page }) => {
    await page.goto('/?persona=player');
    await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
    const panel = page.getByRole('group', { name: 'Notifications' });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    expect(await panel.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await expect(panel.getByRole('link', { name: /View All \(\d+\)/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^New Messages, \d+ unread/ }).click();
    await expect(page.getByRole('group', { name: 'New Messages' }).getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('account', () => {
  test('opens the account menu by keyboard', async ({ page }) => {
    await page.goto('/?persona=player');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Account' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test("signs out with the 'Signed Out' toast", async ({ page }) => {
    await page.goto('/?persona=player');
    await page.locator('[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();
    await expect(page.getByText('You are now signed out of your account.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'LOGIN' }).first()).toBeVisible();
  });
});

test.describe('layout', () => {
  test('the footer starts below the fold, however short the page: content shorter than its skeleton never pulls it into view (issue 14, CLS)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A short page: the not-found screen.
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect(footer?.y).toBeGreaterThanOrEqual(844);
  });
});
