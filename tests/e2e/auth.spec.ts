import { expect, test, type Locator, type Page } from '@playwright/test';
import { fixtures } from '../../mocks/db/fixtures';
import { daysAfter, unixSeconds } from '../../mocks/db/time';

/*
 * The auth panes through their routes (spec §2, §4, §5, §8), against the built demo and its mock.
 * redirect_to=/ keeps a logged-in user on the home page rather than the account home (spec §2).
 */

const PASSWORD = 'Orbital!2026';
const dialog = (page: Page) => page.getByRole('dialog');
/** The input labelled exactly `label` (a step's group carries the step's name too). */
const input = (scope: Locator, label: string) => scope.locator('input').and(scope.getByLabel(label, { exact: true }));

/** Logs the mock session in as the player (sandbox persona) and waits until the header shows it. */
async function asPlayer(page: Page) {
  await page.goto('/?persona=player');
  await expect(page).not.toHaveURL(/persona/);
  await expect(page.getByRole('button', { name: 'LOGIN' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /coins/ })).toBeVisible();
}

async function login(page: Page, name: string, password: string) {
  await page.goto('/auth/login?redirect_to=/');
  const modal = dialog(page);
  await input(modal, 'E-mail or username').fill(name);
  await input(modal, 'E-mail or username').press('Enter');
  await expect(input(modal, 'Password')).toBeFocused();
  await input(modal, 'Password').fill(password);
  await input(modal, 'Password').press('Enter');
}

test('login: success closes the modal with Welcome Back!', async ({ page }) => {
  await login(page, 'player', PASSWORD);
  await expect(page.getByText('Welcome Back!').first()).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test("login: a wrong password shows 'Oops!' with the server's message and keeps the input", async ({ page }) => {
  await login(page, 'player', 'wrong-password');
  await expect(page.getByText('Oops!').first()).toBeVisible();
  await expect(
    page.getByText('These credentials do not match our records. Please check your e-mail address or username and your password.').first(),
  ).toBeVisible();
  await expect(input(dialog(page), 'Password')).toHaveValue('wrong-password');
});

test('login: an empty field is marked as error', async ({ page }) => {
  await page.goto('/auth/login');
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await expect(input(dialog(page), 'E-mail or username')).toHaveAttribute('aria-invalid', 'true');
});

test('register: a server validation error, then all four steps', async ({ page }) => {
  await page.goto('/auth/register');
  const modal = dialog(page);
  const email = input(modal, 'E-mail address');
  await email.fill('player@orbital.test');
  await email.press('Enter');
  await expect(page.getByText('Error', { exact: true }).first()).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('e2e-newcomer@orbital.test');
  await email.press('Enter');
  await input(modal, 'Username').fill('e2e-newcomer');
  await input(modal, 'Username').press('Enter');
  await expect(modal.getByText('Minimum 8 characters, lower and upper case letters, 1 digit, 1 special character.')).toBeVisible();
  await input(modal, 'Password').fill('Galaxy!2026');
  await input(modal, 'Password').press('Enter');
  await input(modal, 'Password confirmation').fill('Galaxy!2026');
  await input(modal, 'Password confirmation').press('Enter');
  await expect(page.getByText('Welcome to Orbital!').first()).toBeVisible();
  await expect(page.getByText('Registration Completed. Please check your inbox for verification email.').first()).toBeVisible();
  for (const name of ['Home', 'Games', 'Account']) await expect(dialog(page).getByRole('button', { name })).toBeVisible();
});

test('forgot: the success text shows inline', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await input(dialog(page), 'E-mail address').fill('player@orbital.test');
  await dialog(page).getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText("Please check your email inbox. If the entered email address was valid, you'll receive a password reset email in a moment."),
  ).toBeVisible();
});

test('reset: mismatch, then success; without email and token the route goes home', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/reset-password?email=player%40orbital.test&token=demo-reset-token-player');
  const modal = dialog(page);
  await input(modal, 'New password').fill('Nebula#2027');
  await input(modal, 'Confirm new password').fill('Nebula#2028');
  await modal.getByRole('button', { name: 'Reset Password' }).click();
  await expect(modal.getByText('The password confirmation does not match the entered password. Please check your inputs.')).toBeVisible();
  await input(modal, 'Confirm new password').fill('Nebula#2027');
  await modal.getByRole('button', { name: 'Reset Password' }).click();
  await expect(modal.getByText('Your password has been reset. You may now close this modal and log in using your new password.')).toBeVisible();
  await modal.getByRole('button', { name: 'Return to Login' }).click();
  await expect(modal.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('a logged-in user visiting an auth route goes to redirect_to', async ({ page }) => {
  await asPlayer(page);
  await page.goto('/auth/login?redirect_to=%2Fsearch%3Fquery%3Dstar');
  await expect(page).toHaveURL(/\/search\?query=star$/);
});

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

test('sign-out: Signed Out, and the visitor header', async ({ page }) => {
  await asPlayer(page);
  await signOut(page);
  await expect(page.getByText('Signed Out').first()).toBeVisible();
  await expect(page.getByText('You are now signed out of your account.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
});

test('a logout seen by a second tab', async ({ context }) => {
  const first = await context.newPage();
  await asPlayer(first);
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('link', { name: /coins/ })).toBeVisible();
  await signOut(first);
  await expect(first.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  // The other tab heard the broadcast and checked the status again.
  await expect(second.getByRole('button', { name: 'LOGIN' })).toBeVisible();
});

test.describe('/auth/verify-email (spec §2)', () => {
  const { id, hash, signature } = fixtures.tokens.emailVerification;
  const link = (sig: string) =>
    `/auth/verify-email?token=${encodeURIComponent(`/v1/public/user/auth/email/verify/${id}/${hash}?expires=${unixSeconds(daysAfter(3650))}&signature=${sig}`)}`;

  test("the player's link: 'Verifying Email...', then 'Email Verified' with the thanks; opened again, still verified", async ({ page }) => {
    await page.goto(`${link(signature)}&scenario=slow`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verifying Email...' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Verified' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Thank you for verifying your email address.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Verified' })).toBeVisible();
    await page.getByRole('button', { name: 'Browse Games' }).click();
    await expect(page).toHaveURL(/\/arcade\/games$/);
  });

  test("a link the server refuses shows its message; an address without the API's link sends nothing", async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/email/verify/')) sent.push(request.url());
    });
    await page.goto(link('forged'));
    await expect(page.getByRole('heading', { level: 1, name: 'Verification Error' })).toBeVisible();
    await expect(page.getByText('This verification link is invalid. Please use the link from your most recent verification e-mail.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    expect(sent).toHaveLength(1);

    await page.goto(`/auth/verify-email?token=${encodeURIComponent(`https://evil.example/v1/public/user/auth/email/verify/${id}/${hash}?expires=1&signature=x`)}`);
    await expect(page.getByText('This verification link is incomplete or not valid. Please open it again from your e-mail.')).toBeVisible();
    await page.getByRole('button', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(sent).toHaveLength(1);
  });
});

test.describe('/auth/delete/meta (spec §2)', () => {
  test("a request's status, an unknown code, and an address without one", async ({ page }) => {
    await page.goto(`/auth/delete/meta?code=${fixtures.tokens.deletion.processing}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Status' })).toBeVisible();
    await expect(page.getByTestId('deletion-state')).toHaveText('Processing: your account and its data are being deleted.');
    await page.goto('/auth/delete/meta?code=ORB0000AA');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Not Found' })).toBeVisible();
    await expect(page.getByText('We could not find a deletion request with this confirmation code. Please check the link you received.')).toBeVisible();
    await page.goto('/auth/delete/meta');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Not Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
