import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';

/*
 * Buying coins (spec §2 /market/coins and /market/coins/success; issue 16) against the built demo: the
 * purchase, the demo's stand-in checkout ('Pay' or 'Cancel'), and the way back. The demo player has 120
 * coins; the packs are the seed's.
 */

// Each page loads the demo's mock (service worker, database) first: on a busy two-core runner that can take
// longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
/** The input labelled exactly `label` (a step's group carries the step's name too). */
const input = (scope: Locator, label: string) => scope.locator('input').and(scope.getByLabel(label, { exact: true }));

test.describe('/market/coins (spec §2)', () => {
  test("a player buys 500 coins: the checkout, 'Pay', then 'Purchase Complete' with the header balance updated, and 'Go to Dashboard'", async ({ page }) => {
    await page.goto('/market/coins?amount=500&persona=player');
    // The page replaces itself with the payment page: Back from there returns before it.
    await page.waitForURL(/\/__mock\/checkout\?/);
    await expect(page.getByText('500 Orbital coins')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/market\/coins\/success$/);
    await expect(h1(page, 'Purchase Complete')).toBeVisible();
    await expect(page).toHaveTitle(/Purchase Complete/);
    await expect(page.getByTestId('coin-balance')).toContainText('620');
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/account\/home$/);
  });

  test("a visitor is asked to log in, and the purchase starts once they have", async ({ page }) => {
    await page.goto('/market/coins?amount=1200');
    await expect(h1(page, 'Login Required')).toBeVisible();
    await expect(page.getByText('Please login or register to buy coins.')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await input(dialog, 'E-mail or username').fill('player@orbital.test');
    await input(dialog, 'E-mail or username').press('Enter');
    await input(dialog, 'Password').fill('Orbital!2026');
    await input(dialog, 'Password').press('Enter');
    await page.waitForURL(/\/__mock\/checkout\?/);
    await expect(page.getByText('1200 Orbital coins')).toBeVisible();
  });

  test("an amount that is no pack: 'Purchase Error' with the server's message; no amount: the shop", async ({ page }) => {
    await page.goto('/market/coins?amount=123&persona=player');
    await expect(h1(page, 'Purchase Error')).toBeVisible();
    await expect(page.getByText(/^There is no pack of 123 coins for sale\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await page.goto('/market/coins');
    await expect(page).toHaveURL(/\/market$/);
  });
});

test.describe('the balance in every open tab (spec §7 balance.updated on account.{id})', () => {
  test('coins bought in one tab show in the header of another tab at once, without a reload', async ({ context, page }) => {
    await page.goto('/?persona=player');
    await expect(page.getByTestId('coin-balance')).toContainText('120');
    const other = await context.newPage();
    await other.goto('/market');
    await expect(h1(other, 'Shop')).toBeVisible();
    // The other tab's realtime connection opens after its first screen: fire until it listens (+25 coins).
    await other.getByRole('button', { name: 'Sandbox', exact: true }).click();
    const panel = other.getByRole('dialog', { name: 'Sandbox' });
    await expect(async () => {
      await panel.getByRole('button', { name: 'Update balance' }).click();
      await baseExpect(panel.getByText(/Reached \d+ connection/)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await other.keyboard.press('Escape');
    const before = Number((await other.getByTestId('coin-balance').innerText()).replace(/\D/g, ''));
    expect(before).toBeGreaterThanOrEqual(145);

    await page.goto('/market/coins?amount=500');
    await page.waitForURL(/\/__mock\/checkout\?/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(h1(page, 'Purchase Complete')).toBeVisible();

    // No reload, no navigation: the event the purchase raised in the first tab reached this one.
    await expect(other.getByTestId('coin-balance')).toContainText(String(before + 500));
    await expect(other).toHaveURL(/\/market$/);
  });
});
