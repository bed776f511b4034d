import { expect, test } from '@playwright/test';

/*
 * The help centre in the built demo (spec §2 /hc and /hc/legal/{page}, §5, §8, §9). Strings are the
 * spec's literals. The contact form is /hc?view=contact (the index's 'Contact Us' opens it).
 */

const SENT_TITLE = 'Message Sent';
const SENT_BODY = 'Thank you for your message. We will get back to you as soon as possible.';

const LEGAL = [
  ['privacy-policy', 'Privacy Policy'],
  ['terms-of-service', 'Terms of Service'],
  ['refund-policy', 'Refund Policy'],
  ['imprint', 'Imprint'],
  ['about-us', 'About Us'],
] as const;

test('contact form: send disabled until subject, email and message are filled; success shows Message Sent', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/hc');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'I have an account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "I'm new here" })).toBeVisible();

  await page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/hc\?view=contact$/);
  const form = page.getByTestId('hc-contact');
  const send = form.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await form.getByRole('textbox', { name: /Subject/ }).fill('Lost save');
  await expect(send).toBeDisabled();
  await form.getByRole('textbox', { name: /E-mail address/ }).fill('player@example.com');
  await expect(send).toBeDisabled();
  await form.getByRole('textbox', { name: /Message/ }).fill('   ');
  await expect(send).toBeDisabled();
  await form.getByRole('textbox', { name: /Message/ }).fill('My save from yesterday is gone.');
  await expect(send).toBeEnabled();

  await send.click();
  await expect(page.getByText(SENT_TITLE)).toBeVisible();
  await expect(page.getByText(SENT_BODY)).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Subject/ })).toHaveValue('');

  // Back returns to the index (the browser's back would too).
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/hc$/);
  await expect(page.getByTestId('hc-contact')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a failed send keeps what was typed', async ({ page }) => {
  await page.goto('/hc?view=contact&fail=help.supportMessage');
  const form = page.getByTestId('hc-contact');
  await form.getByRole('textbox', { name: /Subject/ }).fill('Lost save');
  await form.getByRole('textbox', { name: /E-mail address/ }).fill('player@example.com');
  await form.getByRole('textbox', { name: /Message/ }).fill('My save is gone.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error' }).first()).toBeVisible();
  await expect(page.getByText(SENT_TITLE)).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /Subject/ })).toHaveValue('Lost save');
  await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue('My save is gone.');
});

for (const [slug, title] of LEGAL) {
  test(`/hc/legal/${slug} shows its heading and body`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/hc/legal/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('legal-content')).not.toBeEmpty();
    await expect(page).toHaveTitle(`${title} - Orbital`);
    expect(errors).toEqual([]);
  });
}

test('an unknown legal page is the 404 page', async ({ page }) => {
  await page.goto('/hc/legal/cookie-policy');
  await expect(page.getByText('BOO! HAHA')).toBeVisible();
});
