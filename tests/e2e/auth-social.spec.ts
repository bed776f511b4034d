import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/*
 * Social login end to end on the built demo (spec §2, §4, §8; Decision 15): the login pane's 'Login Via'
 * list opens the demo's stand-in provider (mocks/pages/social.*) in a new tab; its answer comes back to
 * /auth/social/status (and /auth/social/finalize for a new account) in that tab, which tells the opener
 * over 'orbital-auth'; the opener closes the tab and greets the player.
 */

const dialog = (page: Page) => page.getByRole('dialog');
/** Each first load boots a copy of the demo (its own mock backend), the provider's tab too: more time. */
const TAB_STEP = { timeout: 20_000 };
const WELCOME = 'You are now successfully logged in to your Orbital account.';

// Two copies of the demo (the opener and the provider's tab) per test.
test.describe.configure({ timeout: 60_000 });

/** Opens the login pane and starts a login with `provider`; returns the provider's tab. */
async function startSocialLogin(page: Page, context: BrowserContext, provider: 'Google' | 'Facebook'): Promise<Page> {
  await page.goto('/auth/login?redirect_to=/');
  const button = dialog(page).getByRole('button', { name: provider, exact: true });
  await expect(button).toBeVisible(TAB_STEP);
  const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await tab.waitForLoadState('domcontentloaded');
  await expect(tab).toHaveURL(new RegExp(`/__mock/social/${provider.toLowerCase()}\\?state=`));
  await expect(tab.getByRole('heading', { name: 'Sign in to continue to Orbital' })).toBeVisible(TAB_STEP);
  return tab;
}

/** The opener after the tab's authentication event: tab closed, modal closed, 'Welcome!', logged in. */
async function expectWelcomed(page: Page, tab: Page) {
  await expect(page.getByText('Welcome!', { exact: true }).first()).toBeVisible(TAB_STEP);
  await expect(page.getByText(WELCOME).first()).toBeVisible();
  await expect.poll(() => tab.isClosed()).toBe(true);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toHaveCount(0);
}

test("'Login Via' lists the providers under the form, reachable by keyboard", async ({ page }) => {
  await page.goto('/auth/login');
  const list = page.getByTestId('login-via');
  await expect(list.getByRole('list', { name: 'Login Via' })).toBeVisible(TAB_STEP);
  await expect(list.getByRole('button')).toHaveText(['Google', 'Facebook']);
  await dialog(page).getByRole('button', { name: 'Sign Up' }).focus();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('button', { name: 'Google', exact: true })).toBeFocused();
});

test('an existing user: consent in the new tab, the tab closes, Welcome!, logged in, the social-login cookie set', async ({ page, context }) => {
  const tab = await startSocialLogin(page, context, 'Google');
  expect((await context.cookies()).some((c) => c.name === 'orbital_social')).toBe(true);
  await tab.getByRole('button', { name: 'Continue as premium' }).click();
  await expectWelcomed(page, tab);
  // The header shows the player's balance: the session is this tab's too.
  await expect(page.getByRole('link', { name: /coins/ })).toBeVisible();
});

test('a new user: finalize with Random, a server error keeps the input, then Register; the opener greets', async ({ page, context }) => {
  const tab = await startSocialLogin(page, context, 'Facebook');
  await tab.getByRole('button', { name: 'Continue with a new account' }).click();
  await expect(tab).toHaveURL(/\/auth\/social\/finalize\?token=.+&provider=facebook/, TAB_STEP);
  await expect(tab.getByRole('heading', { level: 1, name: 'Almost There!' })).toBeVisible(TAB_STEP);
  const email = tab.getByLabel('E-mail address', { exact: true });
  const username = tab.getByLabel('Username', { exact: true });
  await tab.getByRole('button', { name: 'Random' }).click();
  await expect(username).not.toHaveValue('');
  const suggested = await username.inputValue();
  expect(suggested).toMatch(/^[A-Za-z0-9._-]{3,30}$/);
  // An address that has an account already: the server refuses, nothing typed is lost.
  await email.fill('player@orbital.test');
  await tab.getByRole('button', { name: 'Register' }).click();
  await expect(tab.getByText('Login Error').first()).toBeVisible();
  await expect(tab.getByText('This e-mail address is already registered. Please log in or use another e-mail address.').first()).toBeVisible();
  await expect(email).toHaveValue('player@orbital.test');
  await expect(username).toHaveValue(suggested);
  await email.fill('e2e-social-newcomer@orbital.test');
  await tab.getByRole('button', { name: 'Register' }).click();
  await expectWelcomed(page, tab);
});

test("decline: the tab says 'Login Unsuccessful' with the server's message; the opener stays logged out", async ({ page, context }) => {
  const tab = await startSocialLogin(page, context, 'Google');
  await tab.getByRole('button', { name: 'Cancel' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Login Unsuccessful' })).toBeVisible(TAB_STEP);
  await expect(tab.getByText('The login with Google was cancelled or refused. Please try again, or log in with your e-mail address.')).toBeVisible();
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByText('Welcome!', { exact: true })).toHaveCount(0);
});

test("popups blocked: the 'New Tab Opened' info toast", async ({ page }) => {
  // What a popup blocker does to window.open: no window.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/auth/login');
  await dialog(page).getByRole('button', { name: 'Google', exact: true }).click(TAB_STEP);
  await expect(page.getByText('New Tab Opened').first()).toBeVisible();
  await expect(page.getByText('A new tab has been opened for login. Please complete the login process and return to this tab.').first()).toBeVisible();
  await expect(dialog(page)).toBeVisible();
});

test('status: a provider other than facebook, google or steam goes home', async ({ page }) => {
  await page.goto('/auth/social/status?provider=twitter');
  await expect(page).toHaveURL(/\/$/, TAB_STEP);
});

test('status: without a login in progress, Login Unsuccessful with the server message', async ({ page }) => {
  await page.goto('/auth/social/status?provider=steam');
  await expect(page.getByRole('heading', { level: 1, name: 'Login Unsuccessful' })).toBeVisible(TAB_STEP);
  await expect(page.getByText('There is no Steam login in progress in this browser. Please start the login again from Orbital.')).toBeVisible();
});

test('finalize: an off-site token, or another provider, goes home', async ({ page }) => {
  const offSite = 'https://evil.example/v1/public/user/auth/social/finalize/google/abcdef123456?expires=1900000000&signature=abc';
  await page.goto(`/auth/social/finalize?${new URLSearchParams({ token: offSite, provider: 'google' })}`);
  await expect(page).toHaveURL(/\/$/, TAB_STEP);
  const onSite = `${new URL(page.url()).origin}/v1/public/user/auth/social/finalize/google/abcdef123456?expires=1900000000&signature=abc`;
  await page.goto(`/auth/social/finalize?${new URLSearchParams({ token: onSite, provider: 'steam' })}`);
  await expect(page).toHaveURL(/\/$/, TAB_STEP);
});

test('an unknown social step is the 404 page', async ({ page }) => {
  await page.goto('/auth/social/elsewhere');
  await expect(page.getByRole('heading', { level: 1, name: 'BOO! HAHA' })).toBeVisible(TAB_STEP);
});
