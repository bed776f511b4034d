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

test('after the push server drops the socket, the app reconnects, subscribes again and hears the next event', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/?persona=player');
  await expect(page.getByTestId('coin-balance')).toContainText('120');
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Sandbox' });
  const updateUntilHeard = async () => {
    await expect(async () => {
      await panel.getByRole('button', { name: 'Update balance' }).click();
      await expect(panel.getByText(/Reached 1 connection\./)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  };
  await updateUntilHeard();

  await panel.getByRole('button', { name: 'Drop connection' }).click();
  await expect(panel.getByRole('status')).toHaveText('Dropped 1 connection; the app reconnects by itself.');
  // pusher-js backs off (Pusher's 4100), opens a new socket and authorises its private channels again.
  await updateUntilHeard();
  const total = await page.evaluate(() =>
    fetch('/v1/public/user/auth/status', { credentials: 'include', headers: { Accept: 'application/json' } })
      .then((r) => r.json())
      .then((body: { data: { account: { balance: number } } }) => body.data.account.balance),
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('coin-balance')).toHaveAccessibleName(`${total} coins`);
  expect(errors).toEqual([]);
});
