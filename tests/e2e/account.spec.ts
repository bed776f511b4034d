import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';

/*
 * The account area (issue 15; spec §2 /account/{page}, §3, §4) against the built demo and its mock: the
 * login pane for a visitor and the way back to the page after logging in, the frame's navigation, the
 * home, profile, shop, settings and support pages as the demo player, a settings change that survives a
 * reload, an avatar upload (a wrong type and a too large file refused first), the status screens of the
 * private calls, and the 404 of an unknown page. Quoted strings are the spec's.
 */

// Each page loads the demo's mock (service worker, database) first; on a busy two-core runner that can take
// longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const PASSWORD = 'Orbital!2026';
const dialog = (page: Page) => page.getByRole('dialog');
/** The input labelled exactly `label` (a step's group carries the step's name too). */
const input = (scope: Locator, label: string) => scope.locator('input').and(scope.getByLabel(label, { exact: true }));
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const main = (page: Page) => page.getByRole('main');

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a visitor opening /account/settings gets the login pane and lands back on the page after logging in', async ({ page }) => {
  await page.goto('/account/settings');
  await expect(h1(page, 'Login Required')).toBeVisible();
  const modal = dialog(page);
  await expect(modal).toBeVisible();
  await input(modal, 'E-mail or username').fill('player@orbital.test');
  await input(modal, 'E-mail or username').press('Enter');
  await input(modal, 'Password').fill(PASSWORD);
  await input(modal, 'Password').press('Enter');
  await expect(page.getByText('Welcome Back!').first()).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(h1(page, 'Settings')).toBeVisible();
});

test.describe('as the demo player', () => {
  test('the dashboard: balance, Get Premium, last login, recent activity, shortcuts, notifications and messages', async ({ page }) => {
    await page.goto('/account/home?persona=player');
    await expect(h1(page, 'Dashboard')).toBeVisible();
    await expect(page.getByTestId('account-balance')).toHaveText('120 coins');
    await expect(page.getByTestId('account-premium').getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/market');
    await expect(page.getByTestId('account-last-login')).toContainText(' on ');
    await expect(page.getByTestId('account-recent-activity').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shortcuts' }).getByRole('link')).toHaveCount(9);
    await expect(page.getByTestId('account-notifications-list').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('account-messages-list').getByRole('listitem').first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Account pages' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test("the notifications dropdown's 'View All' lands on the dashboard's list", async ({ page }) => {
    await page.goto('/?persona=player');
    await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
    await page.getByRole('group', { name: 'Notifications' }).getByRole('link', { name: /View All \(\d+\)/ }).click();
    await expect(page).toHaveURL(/\/account\/home#notifications$/);
    await expect(page.getByTestId('account-notifications')).toBeFocused();
    await expect(page.getByTestId('account-notifications')).toBeInViewport();
  });

  test('the profile page: alias saved, and the header shows it', async ({ page }) => {
    await page.goto('/account/profile?persona=player');
    await expect(h1(page, 'Profile')).toBeVisible();
    const alias = page.getByRole('textbox', { name: /Alias/ });
    await expect(alias).toHaveValue('Player One');
    await alias.fill('Comet Rider');
    await alias.press('Enter');
    await expect(page.getByTestId('account-alias').getByRole('button', { name: /Saved/ })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('banner').getByText('Comet Rider').first()).toBeVisible();
  });

  test('an avatar upload: a wrong type and a too large file are refused first, then a PNG is previewed and saved', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/private/user/account/avatar')) uploads.push(request.method());
    });
    await page.goto('/account/profile?persona=player');
    await expect(h1(page, 'Profile')).toBeVisible();
    const picker = page.getByTestId('account-avatar-input');
    const problem = page.getByTestId('account-avatar-error');

    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(problem).toHaveText('"notes.txt" is not a PNG, JPEG or WebP image. Please choose one of those.');
    await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024) });
    await expect(problem).toHaveText('"huge.png" is 3.0 MB: the avatar may be at most 2 MB. Please choose a smaller image.');
    await expect(page.getByTestId('account-avatar-preview')).toHaveCount(0);
    expect(uploads).toEqual([]);

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(problem).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Preview of your new avatar' })).toHaveAttribute('src', /^data:image\/png;base64,/);
    await page.getByRole('button', { name: 'Upload Avatar' }).click();
    await expect(page.getByRole('img', { name: 'Your current avatar' })).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(uploads).toEqual(['POST']);
    // The session shows it: the header's avatar, and again after a reload.
    await expect(page.getByRole('banner').locator('img[src^="data:image/png"]').first()).toBeAttached();
    await page.reload();
    await expect(page.getByRole('img', { name: 'Your current avatar' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  });

  test('the shop page: coin purchases with price and status', async ({ page }) => {
    await page.goto('/account/shop?persona=player');
    await expect(h1(page, 'Purchases')).toBeVisible();
    const purchases = page.getByTestId('account-purchase');
    await expect(purchases).toHaveCount(2);
    await expect(purchases.first()).toContainText('500 Coins');
    await expect(purchases.first()).toContainText('$4.49');
  });

  test('the settings page: every group, and a change that survives a reload', async ({ page }) => {
    await page.goto('/account/settings?persona=player');
    await expect(h1(page, 'Settings')).toBeVisible();
    for (const group of ['general', 'security', 'privacy', 'community', 'media', 'notification']) {
      await expect(page.getByTestId(`settings-${group}`)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Request my data' })).toBeVisible();
    const media = page.getByTestId('settings-media');
    const mute = media.getByRole('switch', { name: /Mute all sounds/ });
    await expect(mute).not.toBeChecked();
    await mute.check();
    await media.getByRole('button', { name: 'Save Media' }).click();
    await expect(media.getByRole('button', { name: /Saved/ })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('settings-media').getByRole('switch', { name: /Mute all sounds/ })).toBeChecked();
  });

  test('the support page: the contact form with the account e-mail address', async ({ page }) => {
    await page.goto('/account/support?persona=player');
    await expect(h1(page, 'Support')).toBeVisible();
    await expect(main(page).getByRole('textbox', { name: /E-mail address/ })).toHaveValue('player@orbital.test');
    await main(page).getByRole('textbox', { name: /Subject/ }).fill('A lost save');
    await main(page).getByRole('textbox', { name: /Message/ }).fill('My starfall save is gone since yesterday.');
    await main(page).getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message Sent').first()).toBeVisible();
    await expect(page.getByText('Thank you for your message. We will get back to you as soon as possible.').first()).toBeVisible();
  });

  test('the phone menu moves between the pages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/account/home?persona=player');
    await expect(h1(page, 'Dashboard')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Account pages' });
    await nav.getByRole('button', { name: /Account menu: Dashboard/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(h1(page, 'Settings')).toBeVisible();
  });

  for (const [scenario, title] of [
    ['unauthorized', 'Unauthorized Access'],
    ['forbidden', 'Permission Denied'],
    ['session-expired', 'Session Expired'],
  ] as const) {
    test(`the ${scenario} scenario shows '${title}'`, async ({ page }) => {
      await page.goto(`/account/home?persona=player&scenario=${scenario}`);
      await expect(h1(page, title)).toBeVisible();
    });
  }

  test("an unknown page is the 404: 'BOO! HAHA'", async ({ page }) => {
    await page.goto('/account/nope?persona=player');
    await expect(h1(page, 'BOO! HAHA')).toBeVisible();
  });
});
