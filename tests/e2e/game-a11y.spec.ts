import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gamesOrigin } from '../support/hosts';

/*
 * Accessibility of the sample games' menus (issue 13): axe (WCAG 2.2 AA, contrast included) over each
 * game's menus and panels as a player meets them, and every menu button reachable by the keyboard alone.
 * The games run on their own here (local mode): their menus are the same DOM in Orbital's frame, where the
 * page-level axe run (quality-axe) does not wait for a game to load. Gamepad menus: game-inputs.spec.ts.
 */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const report = violations.map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
  expect(report, `axe on ${state}`).toEqual([]);
}

/** The accessible names from the focused element on, pressing Tab until the focus comes round (past the page's end too). */
async function tabOrder(page: Page, limit = 20): Promise<string[]> {
  const focused = () => page.evaluate(() => {
    const el = document.activeElement;
    return el && el !== document.body ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
  });
  const names = [await focused()];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const name = await focused();
    if (names.includes(name)) break;
    if (name !== '') names.push(name);
  }
  return names;
}

const open = (page: Page, baseURL: string | undefined, slug: string) =>
  page.goto(`${gamesOrigin(baseURL ?? 'http://orbital.localhost:4173')}/${slug}/index.html?orbital_round=3`);

test('starfall-arena: the menu, the leaderboard and the shop pass axe, and the keyboard reaches every menu button', async ({ page, baseURL }) => {
  await open(page, baseURL, 'starfall-arena');
  await expect(page.getByText('Playing as Local Player')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play' })).toBeFocused();
  expect(await tabOrder(page)).toEqual(expect.arrayContaining(['Play', 'Leaderboard', 'Shop', 'Challenge a friend']));
  await expectNoViolations(page, 'the menu');

  await page.getByRole('button', { name: 'Leaderboard' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Leaderboard' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('No scores yet: be the first.')).toBeVisible(); // local mode starts empty
  await expectNoViolations(page, 'the leaderboard');

  await page.getByRole('button', { name: 'Shop' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Shop' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: /^Buy / }).first()).toBeVisible();
  await expectNoViolations(page, 'the shop');
});

test('neon-drift: the menu, the pause menu and the results with the leaderboard pass axe; the keyboard reaches every menu button', async ({ page, baseURL }) => {
  await open(page, baseURL, 'neon-drift');
  await expect(page.getByText('Playing as Local Player')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start race' })).toBeFocused();
  expect(await tabOrder(page)).toEqual(expect.arrayContaining(['Start race', 'Leaderboard', 'Challenge a friend']));
  await expectNoViolations(page, 'the menu');

  await page.getByRole('button', { name: 'Start race' }).press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();
  await expectNoViolations(page, 'the pause menu');
  await page.getByRole('button', { name: 'Resume' }).press('Enter');

  await expect(page.getByRole('heading', { name: 'Round over' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Local Player (you)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
  expect(await tabOrder(page)).toEqual(expect.arrayContaining(['Play again', 'Top 10', 'Friends', 'Challenge a friend', 'Menu']));
  await expectNoViolations(page, 'the results and the leaderboard');
});

test("the generic demo game (any other catalogue game, here 'void-runner'): its start screen and results pass axe", async ({ page, baseURL }) => {
  await open(page, baseURL, 'void-runner');
  const play = page.getByRole('button', { name: 'Play' });
  await expect(play).toBeFocused();
  await expectNoViolations(page, 'the start screen');
  await play.press('Enter');
  await expect(page.getByRole('button', { name: 'Play Again' })).toBeVisible({ timeout: 10_000 });
  await expectNoViolations(page, 'the results');
});

/*
 * In Orbital's frame a game that finishes loading must not take the focus: the player may be typing in the
 * page around it (a review, the search), and a frame that took the focus would swallow their keys and their
 * Escape. Each game moves the focus to its menu only while its document has it (standalone, above).
 */
for (const [slug, title, ready] of [
  ['starfall-arena', 'Starfall Arena', 'Play'],
  ['neon-drift', 'Neon Drift', 'Start race'],
  ['blade-circuit', 'Blade Circuit', 'Play'], // a catalogue game played by the generic demo game
] as const) {
  test(`${slug} in its game page leaves the focus where the player has it while it loads`, async ({ page }) => {
    await page.goto(`/arcade/games/${slug}`);
    // A control of the page's play area (the reviews' are drawn once the player scrolls down).
    const control = page.getByRole('button', { name: 'Full Screen' });
    await control.focus();
    const game = page.frameLocator(`iframe[title*="${title}"]`);
    await expect(game.getByRole('button', { name: ready, exact: true })).toBeEnabled({ timeout: 15_000 });
    // A beat for anything the game does after its menu is ready (the SDK handshake's follow-ups).
    await page.waitForTimeout(300);
    await expect(control).toBeFocused();
  });
}
