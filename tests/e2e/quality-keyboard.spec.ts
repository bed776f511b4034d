import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchPageErrors } from '../quality/page';

/*
 * Accessibility gate, keyboard-only journeys (issue 6; guide §5 'every flow works by keyboard; modals
 * trap and restore focus'). Only keys: Tab, Shift+Tab, Enter, Escape, arrows and typing — no clicks and
 * no programmatic focus. (shell.spec.ts checks the menus' keys once focus is placed; these start from
 * the top of the page, as a keyboard user does.)
 */

const MAX_TABS = 60;

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after MAX_TABS presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(target)} was not reached with ${MAX_TABS} presses of ${key}`);
}

test('search: Tab to the search button, open it, type and submit, land on the results', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Open search' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await expect(box).toBeFocused();
  await page.keyboard.type('starfall');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=starfall&/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “starfall”' })).toBeVisible();
  const results = page.getByRole('main').getByRole('link', { name: /Starfall Arena/ }).first();
  await expect(results).toBeVisible();
  // The results are reachable by keyboard too.
  await tabTo(page, results);
  expect(errors).toEqual([]);
});

test('account dropdown: Tab to it, open with Enter, move with arrows, Escape restores focus, Sign Out by Enter', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/?persona=player');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  for (const name of ['Dashboard', 'View Profile', 'Settings', 'Sign Out']) {
    await expect(page.getByRole('menuitem', { name })).toBeFocused();
    if (name !== 'Sign Out') await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'LOGIN' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('login modal: opened by keyboard, Tab and Shift+Tab stay inside it, Escape closes it and focus returns to LOGIN', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/blog?persona=guest');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const trigger = page.getByRole('banner').getByRole('button', { name: 'LOGIN' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();

  const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(focusInside, { message: 'focus moves into the modal' }).toBe(true);
  const seen = new Set<string>();
  for (const key of [...Array<string>(20).fill('Tab'), ...Array<string>(20).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await focusInside(), `focus left the modal after ${key}`).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
  }
  expect(seen.size, 'Tab moves between several controls of the modal').toBeGreaterThan(2);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  expect(errors).toEqual([]);
});
