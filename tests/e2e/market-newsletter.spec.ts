import { expect, test } from '@playwright/test';
import { fixtures } from '../../mocks/db/fixtures';

/*
 * The newsletter token pages (spec §2 /market/subscription/confirm and /unsubscribe, §8; issue 16) against
 * the built demo and its mock: a link works once, a missing token goes home, a token off the API host is
 * never sent.
 */

const { newsletterConfirm, newsletterUnsubscribe } = fixtures.tokens;
const page$ = (action: 'confirm' | 'unsubscribe', token: string) =>
  `/market/subscription/${action}?token=${encodeURIComponent(`/v1/public/user/newsletter/subscription/${token}/${action}`)}`;
const h1 = (page: import('@playwright/test').Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('/market/subscription/confirm and /unsubscribe (spec §2)', () => {
  test("a confirmation link: 'Confirming Subscription...', then the server's message; opened again, already used", async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/newsletter/subscription/')) sent.push(request.url());
    });
    await page.goto(`${page$('confirm', newsletterConfirm)}&scenario=slow`);
    await expect(h1(page, 'Confirming Subscription...')).toBeVisible();
    await expect(h1(page, 'Subscription Confirmed')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Your newsletter subscription is confirmed. Thank you for subscribing!')).toBeVisible();
    await expect(page).toHaveTitle(/Subscription Confirmed/);
    expect(sent).toHaveLength(1);

    await page.reload();
    await expect(h1(page, 'Subscription Error')).toBeVisible();
    await expect(page.getByText('This subscription link has already been used.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unsubscribe link, then the browse-games way on", async ({ page }) => {
    await page.goto(page$('unsubscribe', newsletterUnsubscribe));
    await expect(h1(page, 'Unsubscribed')).toBeVisible();
    await expect(page.getByText('You have been unsubscribed from the newsletter and will not receive it any more.')).toBeVisible();
    await page.getByRole('button', { name: 'Browse Games' }).click();
    await expect(page).toHaveURL(/\/arcade\/games$/);
  });

  test('a missing token goes home; a token off the API host is never sent; another /market address is the 404', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/newsletter/subscription/')) sent.push(request.url());
    });
    await page.goto('/market/subscription/unsubscribe');
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/market/subscription/confirm?token=${encodeURIComponent(`https://evil.example/v1/public/user/newsletter/subscription/${newsletterConfirm}/confirm`)}`);
    await expect(h1(page, 'Subscription Error')).toBeVisible();
    await expect(page.getByText('This newsletter link is incomplete or not valid. Please open it again from your e-mail.')).toBeVisible();

    await page.goto('/market/subscription/renew?token=x');
    await expect(h1(page, 'BOO! HAHA')).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});
