import { expect, test, type Page } from '@playwright/test';

/*
 * The maintenance gate (Decision 4; spec §2, §9 'Maintenance cookie 30 days'): in the demo `gate=1`
 * switches it on (sticky for the tab); the bypass key is `orbital-preview`.
 */

const BYPASS_COOKIE = 'orbital_maintenance_bypass';

async function expectBlank(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).toBeEmpty();
  expect((await page.locator('body').innerText()).trim()).toBe('');
  await expect(page.getByRole('heading')).toHaveCount(0);
}

test('gate=1: the page body is blank, on every page of the tab', async ({ page }) => {
  await page.goto('/?gate=1');
  await expectBlank(page);
  await page.goto('/old-games');
  await expectBlank(page);
});

test('?bypass=<key> sets a 30-day cookie, shows the app, leaves the address bar, and survives a reload', async ({ page, context }) => {
  await page.goto('/?gate=1');
  await expectBlank(page);
  await page.goto('/no/such/page?bypass=orbital-preview&x=1');
  await expect(page.getByRole('heading', { level: 1, name: 'BOO! HAHA' })).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page\?x=1$/);
  const cookie = (await context.cookies()).find((c) => c.name === BYPASS_COOKIE);
  expect(cookie).toBeDefined();
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'BOO! HAHA' })).toBeVisible();
});

test('a wrong key keeps the page blank and is removed from the address bar too', async ({ page, context }) => {
  await page.goto('/?gate=1');
  await page.goto('/?bypass=let-me-in');
  await expectBlank(page);
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).some((c) => c.name === BYPASS_COOKIE)).toBe(false);
});
