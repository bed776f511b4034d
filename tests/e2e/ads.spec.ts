import { expect as baseExpect, test, type Frame, type Page } from '@playwright/test';
import { headDown } from '../quality/page';

/*
 * Ads in the built demo (spec §4 'Ads' and 'Overlay ad', §6, §7; Decision 6; issue 16), with the ads flag
 * on for the tab (`ads=1`) and the demo's fake ad network (`adnet=`). neon-drift has a custom overlay ad
 * (the game's own, 5 s); starfall-arena gets the network's (a video that does not say its length: 30 s).
 */

const expect = baseExpect.configure({ timeout: 15_000 });

const overlay = (page: Page) => page.getByTestId('overlay-ad');
const play = (page: Page) => overlay(page).getByRole('button', { name: /^Play/ });
const frame = (page: Page, title: string) => page.locator(`iframe[title*="${title}"]`);

test.describe('the overlay ad before a game starts', () => {
  test("a custom ad: 'Play (5)' counts down to 'Play', the game inert under it; Play hands the game over", async ({ page }) => {
    await page.goto('/arcade/games/neon-drift?persona=player&ads=1');
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page).getByTestId('overlay-ad-custom')).toBeVisible();
    await expect(play(page)).toHaveText(/^Play \([1-5]\)$/);
    await expect(play(page)).toHaveAttribute('aria-disabled', 'true');
    // The game loads under the ad, out of reach.
    await expect(page.getByTestId('game-overlay-host').locator('[inert]')).toHaveCount(1);
    await expect(play(page)).toHaveText('Play', { timeout: 10_000 });
    await play(page).click();
    await expect(overlay(page)).toHaveCount(0);
    await expect(page.getByTestId('game-overlay-host').locator('[inert]')).toHaveCount(0);
    await expect(frame(page, 'Neon Drift')).toBeFocused();
  });

  test("a network video ad that does not say its length: 'Play (30)', skippable after 30 s", async ({ page }) => {
    await page.clock.install();
    await page.goto('/arcade/games/starfall-arena?persona=player&ads=1');
    await expect(overlay(page).getByTestId('overlay-ad-network')).toBeVisible();
    await expect(play(page)).toHaveText(/^Play \((30|29)\)$/);
    // runFor fires the countdown's every second (fastForward would fire it once).
    await page.clock.runFor(20_000);
    await expect(play(page)).toHaveText(/^Play \(\d{1,2}\)$/);
    await page.clock.runFor(11_000);
    await expect(play(page)).toHaveText('Play');
  });

  test('the network not answering within 10 s: Play at once after the timeout', async ({ page }) => {
    await page.clock.install();
    await page.goto('/arcade/games/starfall-arena?persona=player&ads=1&adnet=slow');
    await expect(overlay(page)).toBeVisible();
    await expect(play(page)).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(10_500);
    await expect(play(page)).toHaveText('Play');
    await expect(overlay(page)).toContainText('Your game is ready.');
  });

  for (const adnet of ['blocked', 'declined'] as const) {
    test(`a ${adnet} network: no ad, Play at once`, async ({ page }) => {
      await page.goto(`/arcade/games/starfall-arena?persona=player&ads=1&adnet=${adnet}`);
      await expect(overlay(page)).toContainText('Your game is ready.');
      await expect(play(page)).toHaveText('Play');
      await play(page).click();
      await expect(overlay(page)).toHaveCount(0);
    });
  }

  for (const [consent, what] of [
    ['declined', 'declined consent'],
    ['no-gdpr', 'no GDPR consent'],
  ] as const) {
    test(`${what} in the consent system: no network ad, Play at once`, async ({ page }) => {
      await page.goto(`/arcade/games/starfall-arena?persona=player&ads=1&consent=${consent}`);
      await expect(overlay(page)).toContainText('Your game is ready.');
      await expect(play(page)).toHaveText('Play');
    });
  }
});

test.describe('who sees ads', () => {
  test('a premium player sees no overlay ad and no ad slot, on the game page or at home', async ({ page }) => {
    await page.goto('/arcade/games/neon-drift?persona=premium&ads=1');
    await expect(frame(page, 'Neon Drift')).toBeVisible();
    await expect(page.getByTestId('game-overlay-host').locator('[inert]')).toHaveCount(0);
    await expect(overlay(page)).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByTestId('home-newest')).toBeVisible();
    await expect(page.getByTestId('ad-slot')).toHaveCount(0);
    await expect(page.getByTestId('ad-slot-reserved')).toHaveCount(0);
  });

  test("a player's home has the two slots, filled by the network (its slot ids)", async ({ page }) => {
    await page.goto('/?persona=player&ads=1');
    const slots = page.getByTestId('ad-slot');
    await expect(slots).toHaveCount(2);
    for (const slot of await slots.all()) {
      await slot.scrollIntoViewIfNeeded();
      await expect(slot.getByTestId('ad-slot-state')).toHaveAttribute('data-state', 'network');
    }
  });

  test('ads off (the default): no overlay and no slot', async ({ page }) => {
    await page.goto('/arcade/games/neon-drift?persona=player');
    await expect(frame(page, 'Neon Drift')).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
    await expect(page.getByTestId('game-overlay-host').locator('[inert]')).toHaveCount(0);
  });
});

test.describe("the game page's ad block", () => {
  test("a player gets the ad server's 600x500 ad with 'Report Ad'; it hides while an emulated XR session runs and is back when it ends", async ({ page }) => {
    // The network blocked: the overlay ad's Play at once; the page's own ad server still serves the block.
    await page.goto('/arcade/games/starfall-arena?persona=player&ads=1&adnet=blocked&orbital_round=3&xr=emulate');
    await expect(play(page)).toHaveText('Play');
    await play(page).click();
    await headDown(page);
    const slot = page.getByTestId('game-ad-block').getByTestId('ad-slot');
    await slot.scrollIntoViewIfNeeded();
    await expect(slot.getByTestId('ad-slot-state')).toHaveAttribute('data-state', 'ad');
    await expect(slot.getByRole('link')).toHaveAttribute('rel', 'noopener sponsored');
    await slot.getByRole('button', { name: 'Report Ad' }).click();
    await expect(page.getByRole('dialog', { name: 'Report Ad' })).toBeVisible();
    await page.keyboard.press('Escape');

    const game = page.frameLocator('iframe[title*="Starfall Arena"]');
    await expect(game.getByText('Playing as player')).toBeVisible();
    await game.getByRole('button', { name: 'Enter VR' }).click();
    await expect.poll(async () => (await xrOf(page)) === true).toBe(true);
    await expect(slot).toHaveAttribute('data-xr-hidden', 'true');
    await expect(slot.getByRole('link')).toHaveCount(0);
    // The 3-s round ends, and with it the XR session: the ad is back.
    await expect.poll(async () => xrOf(page), { timeout: 30_000 }).toBe(false);
    await expect(slot).not.toHaveAttribute('data-xr-hidden');
    // Served again once on screen (ads render only when visible).
    await slot.scrollIntoViewIfNeeded();
    await expect(slot.getByTestId('ad-slot-state')).toHaveAttribute('data-state', 'ad');
  });
});

/** Plays a short Starfall Arena round on the desktop and closes the page's overlay its end opens; returns the game. */
async function playStarfallRound(page: Page) {
  const game = page.frameLocator('iframe[title*="Starfall Arena"]');
  await game.getByRole('button', { name: 'Play' }).click();
  await expect(game.getByText(/^You scored \d+ with \d+ hits?/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Back to the Game' }).click();
  return game;
}

function starfallFrame(page: Page): Frame | undefined {
  return page.frames().find((f) => f.url().includes('/starfall-arena/'));
}

async function xrOf(page: Page): Promise<boolean | undefined> {
  return starfallFrame(page)?.evaluate(() => (Reflect.get(window, '__starfallStats') as { xr?: boolean } | undefined)?.xr);
}

test.describe('ad breaks from the sample games (SDK ads.break)', () => {
  test("neon-drift: a midgame break between rounds — the game paused under the ad, on again after Play; the next within 3 minutes shows none", async ({ page }) => {
    // Two rounds, an ad and a wait for the next break's rule: 40 s in a full run, beside another worker.
    test.setTimeout(120_000);
    await page.goto('/arcade/games/neon-drift?persona=player&ads=1&orbital_round=3');
    // The game's own overlay ad before it starts (5 s).
    await expect(play(page)).toHaveText('Play', { timeout: 15_000 });
    await play(page).click();
    const game = page.frameLocator('iframe[title*="Neon Drift"]');
    await game.getByRole('button', { name: 'Start race' }).click();
    await expect(game.getByRole('heading', { name: 'Round over' })).toBeVisible({ timeout: 15_000 });
    // The round's end ends the session: the page's overlay, closed to play again.
    await page.getByRole('button', { name: 'Back to the Game' }).click();

    await game.getByRole('button', { name: 'Play again' }).click();
    await expect(overlay(page)).toBeVisible();
    await expect(play(page)).toHaveText(/^Play \([1-5]\)$/);
    // The next race waits for the break: the results stay.
    const results = game.getByRole('heading', { name: 'Round over' });
    await expect(results).toBeVisible();
    await expect(play(page)).toHaveText('Play', { timeout: 10_000 });
    await play(page).click();
    await expect(overlay(page)).toHaveCount(0);
    await expect(results).toBeHidden();

    // Within 3 minutes of that ad: the next round starts with none.
    await expect(results).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Back to the Game' }).click();
    await game.getByRole('button', { name: 'Play again' }).click();
    await expect(results).toBeHidden();
    await expect(overlay(page)).toHaveCount(0);
  });

  test("starfall-arena: '+15 s: watch an ad' — the rewarded break shows the network's ad, and after it the round goes on", async ({ page }) => {
    await page.clock.install();
    await page.goto('/arcade/games/starfall-arena?persona=player&ads=1&orbital_round=3');
    // The network's video before the game: 30 s.
    await expect(play(page)).toHaveText(/^Play \(\d+\)$/, { timeout: 15_000 });
    // The game (loading under the ad) has its SDK session first: the clock's jump would otherwise time its
    // handshake out on a busy machine, and the game would play on in local mode, its end unheard by the page.
    await expect(page.frameLocator('iframe[title*="Starfall Arena"]').getByText('Playing as player')).toBeVisible({ timeout: 20_000 });
    await page.clock.runFor(31_000);
    await play(page).click();
    const game = await playStarfallRound(page);

    const extra = game.getByRole('button', { name: '+15 s: watch an ad' });
    await extra.click();
    await expect(overlay(page).getByTestId('overlay-ad-network')).toBeVisible();
    await page.clock.runFor(31_000);
    await play(page).click();
    await expect(overlay(page)).toHaveCount(0);
    // Rewarded: the round is on again (the offer is gone until the next round), no apology.
    await expect(extra).toBeHidden();
    await expect(game.getByText('No ad is available right now. Try again later.')).toHaveCount(0);
  });

  test("a premium player's rewarded break: the reward at once, without an ad", async ({ page }) => {
    await page.goto('/arcade/games/starfall-arena?persona=premium&ads=1&orbital_round=3');
    const game = await playStarfallRound(page);
    const extra = game.getByRole('button', { name: '+15 s: watch an ad' });
    await extra.click();
    await expect(extra).toBeHidden();
    await expect(game.getByText('No ad is available right now. Try again later.')).toHaveCount(0);
    await expect(overlay(page)).toHaveCount(0);
  });
});
