import { expect, test } from '@playwright/test';

test('the built demo renders the app with its fonts and no page errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'orbital.localhost') external.push(request.url());
  });

  await page.goto('/this/path/does/not/exist');

  await expect(page.getByRole('heading', { level: 1, name: 'BOO! HAHA' })).toBeVisible();
  await expect(page.getByText("Just kidding. It's just a 404 page.")).toBeVisible();
  await expect(page.getByText("It means this page doesn't exist.")).toBeVisible();
  await expect(page.getByRole('button', { name: "Let's Go Back" })).toBeVisible();
  // Fonts are bundled: the display face is really loaded, not a fallback.
  expect(await page.evaluate(() => document.fonts.check("16px 'Space Grotesk Variable'"))).toBe(true);
  expect(external, 'the demo must not reach the network').toEqual([]);
  expect(errors).toEqual([]);
});

test("'Let's Go Back' from a deep link with no history goes home", async ({ page }) => {
  await page.goto('/nowhere');
  await page.getByRole('button', { name: "Let's Go Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});
