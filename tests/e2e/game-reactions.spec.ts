import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * The game page's reactions in the built demo (spec §3 reaction types, §4 'Reaction toggle', §6, §9).
 * Fixtures (guide §3): player has no reaction on starfall-arena. Strings quoted by the spec are literal.
 */

const GAME = '/arcade/games/starfall-arena';
const SERVER_ERROR = 'The server ran into an unexpected problem while handling this request. Please try again later.';

const reactions = (page: Page) => page.getByRole('group', { name: 'Reactions', exact: true });
const toggle = (page: Page, name: string) => reactions(page).getByRole('button', { name: new RegExp(`^${name}\\b`) });
/** The count a toggle shows after its name ('Laugh 12' → 12; 0 when it shows none). */
const countOf = async (button: Locator) => Number(((await button.textContent()) ?? '').replace(/^\D+/, '') || 0);

async function open(page: Page, query = '') {
  await page.goto(`${GAME}${query}`);
  await expect(page).not.toHaveURL(/persona=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Starfall Arena' })).toBeVisible();
  await expect(reactions(page)).toBeVisible();
}

test('a player flips a reaction: pressed with its count one higher, and it stays after a reload', async ({ page }) => {
  await open(page, '?persona=player');
  const laugh = toggle(page, 'Laugh');
  await expect(laugh).toHaveAttribute('aria-pressed', 'false');
  const before = await countOf(laugh);
  const saved = page.waitForResponse((response) => response.url().endsWith('/arcade/game/starfall-arena/react') && response.request().method() === 'PUT');
  await laugh.click();
  await expect(laugh).toHaveAttribute('aria-pressed', 'true');
  expect(await countOf(laugh)).toBe(before + 1);
  // The flip shows at once; it stays once the server has it (a reload before its answer would lose it).
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(toggle(page, 'Laugh')).toHaveAttribute('aria-pressed', 'true');
  expect(await countOf(toggle(page, 'Laugh'))).toBe(before + 1);
  // And back.
  await toggle(page, 'Laugh').click();
  await expect(toggle(page, 'Laugh')).toHaveAttribute('aria-pressed', 'false');
  expect(await countOf(toggle(page, 'Laugh'))).toBe(before);
});

test('under fail=games.react the flip is rolled back and the server\'s message shows in the \'Error\' toast', async ({ page }) => {
  await open(page, '?persona=player&fail=games.react');
  const love = toggle(page, 'Love');
  const before = await countOf(love);
  await love.click();
  const toast = page.getByRole('alert').filter({ hasText: SERVER_ERROR });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Error');
  await expect(love).toHaveAttribute('aria-pressed', 'false');
  expect(await countOf(love)).toBe(before);
  await expect(page.getByRole('alert').filter({ hasText: SERVER_ERROR })).toHaveCount(1);
});

test('a visitor gets \'Login Required\' (never a silent no-op) and can log in from it', async ({ page }) => {
  await open(page, '?persona=guest');
  const high5 = toggle(page, 'High Five');
  const before = await countOf(high5);
  await high5.click();
  const prompt = page.getByRole('dialog', { name: 'Login Required' });
  await expect(prompt).toContainText('Please register or login to react to this game.');
  await expect(high5).toHaveAttribute('aria-pressed', 'false');
  expect(await countOf(high5)).toBe(before);
  await prompt.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Login' })).toBeVisible();
});
