import { expect, test } from '@playwright/test';
import { gamesOrigin } from '../support/hosts';
import { history } from './support-sdk';

/*
 * neon-drift (issue 13), the real game build in the real frame on the games origin: a round driven by the
 * keyboard as `player` — the first gate's achievement toast, the score posted through the SDK and shown in
 * the game's leaderboard with the player's row, the history session and the page's overlay when it ends — and the same build opened on its own, where
 * the SDK runs in local mode and a round can be played. `orbital_round` (forwarded by the page like every
 * `orbital_*` param) makes the round a few seconds long.
 */

test('player: a keyboard round posts the score, the leaderboard shows their row, and the page shows its overlay', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/arcade/games/neon-drift?persona=player&orbital_round=4');
  const frameElement = page.locator('iframe[title*="Neon Drift"]');
  await expect(frameElement).toHaveAttribute('src', /games\.orbital\.localhost.*orbital_round=4/);
  const game = page.frameLocator('iframe[title*="Neon Drift"]');

  await expect(game.getByText('Playing as Player One')).toBeVisible({ timeout: 15_000 });
  const before = new Set((await history(page)).map((entry) => entry.id));
  await game.getByRole('button', { name: 'Start race' }).click();
  await expect(game.getByText('Time', { exact: true })).toBeVisible();
  // Full throttle down the first straight: through the first gates (points) until the buzzer.
  await page.keyboard.down('ArrowUp');
  // The first gate ever passed is the game's first milestone: the page's achievement toast.
  await expect(page.getByText('First Steps')).toBeVisible();
  const results = game.getByRole('heading', { name: 'Round over' });
  await expect(results).toBeVisible({ timeout: 10_000 });
  await page.keyboard.up('ArrowUp');
  // (The focus goes to the page's overlay, which opens as the session ends.)
  await expect(game.locator('#final-score')).not.toHaveText('0');

  // Posted through the relay, then the leaderboard with the player's own row (text, not only a colour).
  await expect(game.getByText(/^Score posted: rank #\d+/)).toBeVisible();
  await expect(game.getByText(/^Your rank: #\d+ of all players$/)).toBeVisible();
  await expect(game.getByRole('listitem').filter({ hasText: 'Player One (you)' })).toBeVisible();
  // The session ended with the round: the page's overlay.
  const overlay = page.getByTestId('game-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('heading', { name: 'Thanks for Playing!' })).toBeVisible();
  // … and the page recorded it: one new history session of neon-drift, started and ended.
  const added = (await history(page)).filter((entry) => !before.has(entry.id));
  expect(added).toEqual([expect.objectContaining({ game: expect.objectContaining({ slug: 'neon-drift' }), date: expect.objectContaining({ ended: expect.any(String) }) })]);

  // The cloud save (slot 1, merged into the seed's { track, bestLap }) is read back after a reload.
  const score = (await game.locator('#final-score').textContent()) ?? '';
  await page.reload();
  await expect(game.getByText(`Best score ${score} · best lap 61.42 s`)).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('opened on its own (not in a frame): local mode, and a round can be played', async ({ page, baseURL }) => {
  await page.goto(`${gamesOrigin(baseURL ?? 'http://orbital.localhost:4173')}/neon-drift/index.html?orbital_round=3`);
  await expect(page.getByText('Playing as Local Player')).toBeVisible();
  await page.getByRole('button', { name: 'Start race' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Round over' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Score posted: rank #1 (your best)')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Local Player (you)' })).toBeVisible();
  // The friends view toggles (aria-pressed: a tick and the state, not only a colour) and loads.
  await page.getByRole('button', { name: 'Friends' }).click();
  await expect(page.getByRole('button', { name: 'Friends' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Top 10' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('listitem').first()).not.toHaveText('Loading…');
});
