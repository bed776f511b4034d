import { expect as baseExpect, test, type Page } from '@playwright/test';
import { fixtures } from '../../mocks/db/fixtures';

/*
 * The shop (spec §2 /market, §9 premium, Decision 12; issue 16) against the built demo: gift codes valid,
 * reused and expired; premium extended month by month until the one-year cap refuses without charge; a
 * cancelled checkout; what a visitor is asked. The demo player has 120 coins and no premium.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const { valid, expired } = fixtures.giftCodes;

const headerBalance = (page: Page) => page.getByTestId('coin-balance');
const shopBalance = (page: Page) => page.getByTestId('shop-balance');

async function redeem(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Gift Code' }).fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
}

test('gift codes: valid adds its coins (shop and header), reused and expired show the server\'s message with the code kept', async ({ page }) => {
  await page.goto('/market?persona=player');
  await expect(shopBalance(page)).toHaveText('120 coins');
  await redeem(page, valid.code);
  await expect(page.getByText('Gift Code Redeemed', { exact: true })).toBeVisible();
  await expect(page.getByText('100 coins were added to your balance.', { exact: true })).toBeVisible();
  await expect(shopBalance(page)).toHaveText('220 coins');
  await expect(headerBalance(page)).toContainText('220');

  await redeem(page, valid.code);
  await expect(page.getByText(`You have already redeemed the gift code ${valid.code}. Each code can be used once per account.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Gift Code' })).toHaveValue(valid.code);

  await redeem(page, expired.code);
  await expect(page.getByText(new RegExp(`^The gift code ${expired.code} expired on `))).toBeVisible();
  await expect(shopBalance(page)).toHaveText('220 coins');
});

test("premium: 'Premium Activated!', each month extends the expiry, and past one year ahead it is refused without charge", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/market?persona=player');
  await expect(shopBalance(page)).toHaveText('120 coins');
  await page.getByRole('button', { name: 'Get Premium' }).click();
  await expect(page.getByText('Premium Activated!', { exact: true })).toBeVisible();
  await expect(shopBalance(page)).toHaveText('110 coins');
  const status = page.getByTestId('shop-premium-status');
  await expect(status).toHaveText(/^Premium until /);
  let last = await status.textContent();
  for (let month = 2; month <= 12; month += 1) {
    await page.getByRole('button', { name: 'Add a Month' }).click();
    await expect(shopBalance(page)).toHaveText(`${120 - month * 10} coins`);
    await expect(status).not.toHaveText(last ?? '');
    last = await status.textContent();
  }
  // With no coins left: the packs are offered. Coins from a gift code, then the thirteenth month is refused.
  await expect(page.getByTestId('shop-premium-short')).toBeVisible();
  await redeem(page, valid.code);
  await expect(shopBalance(page)).toHaveText('100 coins');
  await page.getByRole('button', { name: 'Add a Month' }).click();
  await expect(page.getByTestId('shop-premium-error')).toHaveText(/^Premium can be bought at most one year ahead\..*Nothing was charged\.$/);
  await expect(shopBalance(page)).toHaveText('100 coins');
  await expect(status).toHaveText(last ?? '');
});

test("a cancelled checkout returns to the shop and charges nothing; 'Buy' goes through /market/coins", async ({ page }) => {
  await page.goto('/market?persona=player');
  await expect(shopBalance(page)).toHaveText('120 coins');
  await page.getByRole('button', { name: 'Buy 100 coins for $0.99' }).click();
  await page.waitForURL(/\/__mock\/checkout\?/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/market$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(shopBalance(page)).toHaveText('120 coins');
});

test('a visitor sees the packs and is asked to log in to remove ads', async ({ page }) => {
  await page.goto('/market');
  await expect(page.getByText('Please login or register to remove ads.')).toBeVisible();
  await expect(page.getByTestId('coin-pack')).toHaveCount(5);
  await page.getByRole('button', { name: 'Buy 500 coins for $4.49' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
