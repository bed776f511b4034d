import { expect, test, type Page } from '@playwright/test';

// The app keeps the session's realtime connection (laravel-echo + pusher-js against the mock);
// events fired from the Sandbox panel must reach it and show in the app itself.
async function unlockFromSandbox(page: Page) {
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Sandbox' });
  // The app subscribes after its auth-status call: wait until someone listens, then fire.
  await expect(async () => {
    await panel.getByRole('button', { name: 'Unlock achievement' }).click();
    await expect(panel.getByText(/Reached \d+ connection/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
}

test('a logged-in player receives an achievement fired from the sandbox as a toast', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/?persona=player');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await unlockFromSandbox(page);

  await expect(page.getByText('Achievement Unlocked')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a guest with a guest session receives achievements on the guest channel', async ({ page }) => {
  await page.goto('/?persona=guest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await unlockFromSandbox(page);

  await expect(page.getByText('Achievement Unlocked')).toBeVisible();
});
