import { expect, test, type Page } from '@playwright/test';

/*
 * The page's relay is its own chunk, loaded when the game page mounts, beside the game's frame. While it is
 * on its way the page answers the game's handshake with handshake.pending (docs/sdk/protocol.md), so the
 * game's library waits for it instead of starting local mode after its 2-s handshakeTimeout. Found in CI: a
 * busy machine brought the chunk late and Starfall Arena played as 'Local Player'.
 */

const RELAY_CHUNK = /\/assets\/relay-[\w-]+\.js$/;
const hud = (page: Page) => page.frameLocator('iframe[title*="Starfall Arena"]').getByText(/^Playing as /);

test("the relay's chunk arriving 4 s late: the game waits for it and plays as the page's player", async ({ page, context }) => {
  let delayed = 0;
  await context.route(RELAY_CHUNK, async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  await page.goto('/arcade/games/starfall-arena?persona=player');
  await expect(hud(page)).toHaveText('Playing as Player One', { timeout: 20_000 });
  expect(delayed).toBe(1);
});

test("the relay's chunk failing to load (offline): the page stops answering and the game starts local mode", async ({ page, context }) => {
  await context.route(RELAY_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/arcade/games/starfall-arena?persona=player');
  // Within the library's handshakeTimeout and some, not the 20 s the page would otherwise keep it waiting.
  await expect(hud(page)).toHaveText('Playing as Local Player', { timeout: 12_000 });
});
