import { expect, test } from '@playwright/test';

/*
 * The catalog item page in the built demo (spec §2 /arcade/games/{game}/catalog/{item}, §3 'Catalog
 * item'). Fixtures (guide §3): starfall-arena's plasma-blade is on sale (300 → 180 coins), starter-pack
 * is free.
 */

const ITEM = '/arcade/games/starfall-arena/catalog';

test('the on-sale item shows its name, price, sale badge percent and links to its game', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${ITEM}/plasma-blade`);
  await expect(page.getByRole('heading', { level: 1, name: 'Plasma Blade' })).toBeVisible();
  await expect(page).toHaveTitle('Plasma Blade - Orbital');
  const price = page.getByTestId('catalog-price');
  await expect(price).toContainText('180 coins');
  await expect(price.locator('s')).toHaveText('300 coins');
  await expect(page.getByTestId('catalog-sale-badge')).toHaveText('-40%');
  await expect(page.getByTestId('catalog-description')).toContainText('A humming blade of pure plasma');
  await expect(page.getByTestId('catalog-game').getByRole('link', { name: /Starfall Arena/ })).toHaveAttribute('href', '/arcade/games/starfall-arena');
  await expect(page.getByRole('link', { name: 'Back to Starfall Arena' })).toHaveAttribute('href', '/arcade/games/starfall-arena');
  expect(errors).toEqual([]);
});

test('the free item (price and discounted price both zero) shows free and no sale badge', async ({ page }) => {
  await page.goto(`${ITEM}/starter-pack`);
  await expect(page.getByRole('heading', { level: 1, name: 'Starter Pack' })).toBeVisible();
  await expect(page.getByTestId('catalog-price')).toHaveText(/^free$/i);
  await expect(page.getByTestId('catalog-sale-badge')).toHaveCount(0);
});

test('an unknown item or game is the 404 screen', async ({ page }) => {
  await page.goto(`${ITEM}/no-such-item`);
  await expect(page.getByRole('heading', { level: 1, name: 'BOO! HAHA' })).toBeVisible();
  await page.goto('/arcade/games/no-such-game/catalog/plasma-blade');
  await expect(page.getByRole('heading', { level: 1, name: 'BOO! HAHA' })).toBeVisible();
});

test("a server error stays inline: 'Oops!' with the server's message and a retry", async ({ page }) => {
  await page.goto(`${ITEM}/plasma-blade?scenario=error`);
  const alert = page.getByTestId('catalog-error');
  await expect(alert.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeEnabled();
});

test.describe('the purchase (issue 16)', () => {
  test("a player buys the free Starter Pack: 'Purchased', one more owned, listed in the account's inventory", async ({ page }) => {
    await page.goto('/arcade/games/starfall-arena/catalog/starter-pack?persona=player');
    const owned = page.getByTestId('catalog-owned');
    await expect(owned).toHaveText(/^(You own \d+\.|You do not own this item yet\.)$/, { timeout: 15_000 });
    const before = Number(/\d+/.exec((await owned.textContent()) ?? '')?.[0] ?? 0);
    await page.getByRole('button', { name: 'Get for Free' }).click();
    await expect(page.getByText('Purchased', { exact: true })).toBeVisible();
    await expect(owned).toHaveText(`You own ${before + 1}.`);
    // The purchase reached analytics: the Sandbox panel's event log shows it (spec §7, Decision 7).
    await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
    const log = page.getByRole('dialog', { name: 'Sandbox' }).getByRole('list', { name: /^Analytics events/ });
    const purchase = log.getByRole('listitem').filter({ hasText: /^purchase/ });
    await expect(purchase).toHaveCount(1);
    await expect(purchase).toContainText('"via": "item_page"');
    await expect(purchase).toContainText('"item": "starter-pack"');
    await page.keyboard.press('Escape');
    await page.goto('/account/inventory');
    await expect(page.getByText('Starter Pack').first()).toBeVisible({ timeout: 15_000 });
  });

  test('too few coins: the server\'s message and the way to the shop; a gift code later, the purchase and the header balance', async ({ page }) => {
    await page.goto('/arcade/games/starfall-arena/catalog/plasma-blade?persona=player');
    await page.getByRole('button', { name: 'Buy for 180 coins' }).click();
    await expect(page.getByTestId('catalog-buy-error')).toHaveText(/Plasma Blade costs 180 coins, but your balance is 120 coins\./);
    await page.getByRole('link', { name: 'Buy Coins' }).click();
    await expect(page).toHaveURL(/\/market$/);
    await page.getByRole('textbox', { name: 'Gift Code' }).fill('ORBITAL-100');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByTestId('shop-balance')).toHaveText('220 coins', { timeout: 15_000 });
    await page.goBack();
    await page.getByRole('button', { name: 'Buy for 180 coins' }).click();
    await expect(page.getByText(/^Plasma Blade is yours\. Balance: 40 coins\.$/)).toBeVisible();
    await expect(page.getByTestId('coin-balance')).toContainText('40');
  });
});
