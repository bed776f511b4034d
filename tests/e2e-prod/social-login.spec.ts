import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { loopback } from '../support/hosts';

/*
 * Social login on the production build against the HTTP mock API (spec §4, Decision 15; docs/mock-api.md):
 * the 'Login Via' list opens the mock API's own stand-in provider page (on the API's origin); its answer
 * completes the login server-side and sends the tab back to the site's /auth/social/status (and on to
 * /auth/social/finalize for a new account), which tells the opener over 'orbital-auth'.
 */

const MOCK_API = `http://api.orbital.localhost:${process.env.E2E_MOCK_API_PORT || 8787}`;
const MOCK_API_CONTROL = loopback(MOCK_API);
const dialog = (page: Page) => page.getByRole('dialog');
/** The provider's tab loads the consent page, the site again and its steps: more time for them. */
const TAB_STEP = { timeout: 20_000 };

// Two tabs of the production build per test, on a shared machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_API_CONTROL}/__mock/reset`);
  expect(reset.ok()).toBe(true);
});

/** Starts a login with `provider` from the login pane; returns the provider's tab on the mock API. */
async function startSocialLogin(page: Page, context: BrowserContext, provider: 'Google' | 'Facebook'): Promise<Page> {
  await page.goto('/auth/login?redirect_to=/');
  const button = dialog(page).getByRole('button', { name: provider, exact: true });
  await expect(button).toBeVisible(TAB_STEP);
  const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await tab.waitForLoadState('domcontentloaded');
  expect(tab.url().startsWith(`${MOCK_API}/__mock/social/${provider.toLowerCase()}?`)).toBe(true);
  await expect(tab.getByRole('heading', { name: 'Sign in to continue to Orbital' })).toBeVisible(TAB_STEP);
  return tab;
}

async function expectWelcomed(page: Page, tab: Page) {
  await expect(page.getByText('Welcome!', { exact: true }).first()).toBeVisible(TAB_STEP);
  await expect(page.getByText('You are now successfully logged in to your Orbital account.').first()).toBeVisible();
  await expect.poll(() => tab.isClosed()).toBe(true);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /coins/ })).toBeVisible();
}

test('an existing user: the mock API completes the consent, the tab closes and the opener is logged in', async ({ page, context }) => {
  const tab = await startSocialLogin(page, context, 'Google');
  // The social-login cookie is the API's (its host), as in production.
  expect((await context.cookies(MOCK_API)).some((c) => c.name === 'orbital_social')).toBe(true);
  await tab.getByRole('button', { name: 'Continue as player' }).click();
  await expectWelcomed(page, tab);
});

test('a new user: finalize on the site with Random, a refused address keeps the input, then Register', async ({ page, context }) => {
  const tab = await startSocialLogin(page, context, 'Facebook');
  await tab.getByRole('button', { name: 'Continue with a new account' }).click();
  await expect(tab).toHaveURL(/\/auth\/social\/finalize\?token=.+&provider=facebook/, TAB_STEP);
  // The token is the API's signed link, on the API host.
  expect(new URL(tab.url()).searchParams.get('token')?.startsWith(`${MOCK_API}/v1/public/user/auth/social/finalize/facebook/`)).toBe(true);
  await expect(tab.getByRole('heading', { level: 1, name: 'Almost There!' })).toBeVisible(TAB_STEP);
  const email = tab.getByLabel('E-mail address', { exact: true });
  const username = tab.getByLabel('Username', { exact: true });
  await tab.getByRole('button', { name: 'Random' }).click();
  await expect(username).not.toHaveValue('');
  const suggested = await username.inputValue();
  await email.fill('player@orbital.test');
  await tab.getByRole('button', { name: 'Register' }).click();
  await expect(tab.getByText('Login Error').first()).toBeVisible(TAB_STEP);
  await expect(email).toHaveValue('player@orbital.test');
  await expect(username).toHaveValue(suggested);
  await email.fill('prod-social-newcomer@orbital.test');
  await tab.getByRole('button', { name: 'Register' }).click();
  await expectWelcomed(page, tab);
});

test("decline: 'Login Unsuccessful' in the tab, the opener stays logged out", async ({ page, context }) => {
  const tab = await startSocialLogin(page, context, 'Google');
  await tab.getByRole('button', { name: 'Cancel' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Login Unsuccessful' })).toBeVisible(TAB_STEP);
  await expect(tab.getByText('The login with Google was cancelled or refused. Please try again, or log in with your e-mail address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
});

test("popups blocked: the 'New Tab Opened' info toast, and the login pane stays open", async ({ page }) => {
  // What a popup blocker does to window.open: no window.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/auth/login?redirect_to=/');
  await dialog(page).getByRole('button', { name: 'Google', exact: true }).click(TAB_STEP);
  await expect(page.getByText('New Tab Opened').first()).toBeVisible();
  await expect(page.getByText('A new tab has been opened for login. Please complete the login process and return to this tab.').first()).toBeVisible();
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByText('Welcome!', { exact: true })).toHaveCount(0);
});

test('the consent route returns only to an app origin the mock API allows', async ({ request }) => {
  const refused = await request.get(`${MOCK_API_CONTROL}/__mock/social/google/complete?state=abcdefgh12345&result=approved&return_to=${encodeURIComponent('https://evil.example')}`, {
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
});
