import { expect, test } from '@playwright/test';

/*
 * Home '/' in the built demo (spec §2 Home and Slider, §7 home_slider_click). Strings are the spec's
 * literals. The slider's order is random per call, so the test reads the slugs off the slides.
 */

test('the slider wraps around both ways and a slide click goes to the game page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Game Categories' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Most Popular Games' })).toBeVisible();
  await expect(page).toHaveTitle('Orbital');

  const slider = page.getByTestId('home-slider');
  // The slide animating out is aria-hidden: role queries see only the current one.
  const current = slider.getByRole('group', { name: / of \d+$/ }).getByTestId('home-slide');
  await expect(current).toHaveCount(1);
  const first = await current.getAttribute('data-slug');
  const count = await slider.getByRole('button', { name: /^Go to slide/ }).count();
  expect(count).toBeGreaterThan(1);

  // Previous from the first is the last; next from there is the first again.
  await slider.getByRole('button', { name: 'Previous game' }).click();
  await expect(slider.getByRole('group', { name: `${count} of ${count}` })).toBeVisible();
  await expect(current).toHaveCount(1);
  const last = await current.getAttribute('data-slug');
  expect(last).not.toBe(first);
  await slider.getByRole('button', { name: 'Next game' }).click();
  await expect(slider.getByRole('group', { name: `1 of ${count}` })).toBeVisible();
  await expect(current).toHaveAttribute('data-slug', first ?? '');

  // Next from the last wraps to the first.
  await slider.getByRole('button', { name: 'Previous game' }).click();
  await expect(current).toHaveAttribute('data-slug', last ?? '');
  await expect(current).toHaveCount(1);
  await slider.getByRole('button', { name: 'Next game' }).click();
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('data-slug', first ?? '');

  await current.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/arcade/games/${first}$`));
  expect(errors).toEqual([]);
});

test('the View All Games and Go to Blog links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-newest').getByRole('link', { name: 'View All Games' })).toHaveAttribute(
    'href',
    '/arcade/games?sort=recent',
  );
  await expect(page.getByTestId('home-popular').getByRole('link', { name: 'View All Games' })).toHaveAttribute(
    'href',
    '/arcade/games?sort=popular',
  );
  await expect(page.getByRole('link', { name: 'Go to Blog' })).toHaveAttribute('href', '/blog');
});
