import { expect, test, type Page } from '@playwright/test';
import { headDown } from '../quality/page';

/*
 * The game page in the built demo (spec §2 Game page and Routes, §9; Decisions 3 and 10). The site is
 * served at orbital.localhost and the games at games.orbital.localhost on the same port (guide §3).
 * Fixtures (guide §3): starfall-arena (builds 1.1.0, 1.2.3, 1.3.1, 1.4.0 active; a description of 1501
 * characters; plasma-blade on sale); neon-drift. Strings are the spec's literals.
 */

const GAME = '/arcade/games/starfall-arena';
const ALLOW = 'xr-spatial-tracking; fullscreen; autoplay; gamepad';

const gamesOrigin = (page: Page) => {
  const site = new URL(page.url());
  return `${site.protocol}//games.${site.host}`;
};

const frameElement = (page: Page, title = 'Starfall Arena (game)') => page.getByTitle(title);

/** The game's own document, once it has loaded in the frame. */
async function gameFrame(page: Page, path = '/starfall-arena/index.html') {
  await expect(page.getByTestId('game-stage')).toHaveAttribute('data-state', 'loaded');
  const frame = page.frames().find((f) => new URL(f.url()).pathname === path);
  expect(frame, `a frame loaded ${path}`).toBeDefined();
  return frame as NonNullable<typeof frame>;
}

test('the frame loads the active build on the games origin with allow, sandbox and only the orbital_ parameters', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${GAME}?orbital_level=2&utm_source=newsletter&orbital_name=Nova%20One&ref=abc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Starfall Arena' })).toBeVisible();
  await expect(page).toHaveTitle('Starfall Arena - Orbital');

  const frame = frameElement(page);
  await expect(frame).toHaveAttribute('src', `${gamesOrigin(page)}/starfall-arena/index.html?orbital_level=2&orbital_name=Nova%20One`);
  await expect(frame).toHaveAttribute('allow', ALLOW);
  const sandbox = (await frame.getAttribute('sandbox'))?.split(/\s+/).toSorted();
  expect(sandbox).toEqual(['allow-pointer-lock', 'allow-same-origin', 'allow-scripts']);

  // The game really runs there and sees the forwarded parameters, and nothing else.
  const game = await gameFrame(page);
  const params = new URL(game.url()).searchParams;
  expect(params.get('orbital_level')).toBe('2');
  expect(params.get('orbital_name')).toBe('Nova One');
  expect(params.has('utm_source')).toBe(false);
  expect(params.has('ref')).toBe(false);
  await expect(game.getByRole('heading', { name: 'Starfall Arena' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('build= plays that build; the selector switches builds, writes build= and survives a reload', async ({ page }) => {
  await page.goto(`${GAME}?build=1.1.0&orbital_level=2`);
  const select = page.getByRole('combobox', { name: 'Build' });
  await expect(select).toHaveValue('1.1.0');
  await expect(frameElement(page)).toHaveAttribute('src', `${gamesOrigin(page)}/starfall-arena/index.html?build=1.1.0&orbital_level=2`);
  await expect(select.locator('option')).toHaveText(['1.1.0', '1.2.3', '1.3.1', '1.4.0 (Active)']);
  await headDown(page);
  await expect(page.getByTestId('game-builds')).toContainText('1.4.0 (Active)');

  await select.selectOption('1.2.3');
  await expect(page).toHaveURL(/\/arcade\/games\/starfall-arena\?build=1\.2\.3&orbital_level=2$/);
  await expect(frameElement(page)).toHaveAttribute('src', `${gamesOrigin(page)}/starfall-arena/index.html?build=1.2.3&orbital_level=2`);
  const game = await gameFrame(page);
  await expect(game.locator('#build')).toContainText('1.2.3');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Build' })).toHaveValue('1.2.3');
  // replace, not push: Back leaves the page rather than stepping through builds.
  await page.goBack();
  await expect(page).not.toHaveURL(/build=1\.2\.3/);
});

test('an unknown build= plays the active build and says so', async ({ page }) => {
  await page.goto(`${GAME}?build=9.9.9`);
  await expect(page.getByTestId('game-unknown-build')).toContainText('9.9.9');
  await expect(page.getByRole('combobox', { name: 'Build' })).toHaveValue('1.4.0');
  await expect(frameElement(page)).toHaveAttribute('src', `${gamesOrigin(page)}/starfall-arena/index.html`);
});

test("the description above 1500 characters toggles with 'Show More' and 'Show Less'", async ({ page }) => {
  await page.goto(GAME);
  const body = page.getByTestId('game-description-body');
  await expect(body).toContainText('Starfall Arena is the WebXR sample game');
  await expect(body).not.toContainText('we read all of them and reply to many.');
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(body).toContainText('we read all of them and reply to many.');
  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(body).not.toContainText('we read all of them and reply to many.');
  await expect(page.getByRole('button', { name: 'Show More' })).toBeFocused();
});

test('the catalog grid and similar games link to their pages', async ({ page }) => {
  await page.goto(GAME);
  await expect(page.getByTestId('game-description')).toBeVisible();
  // Below the description, nothing is drawn until the player scrolls down (ADR 0008 › On approach).
  await expect(page.getByTestId('game-catalog')).toHaveCount(0);
  await headDown(page);
  await page.getByTestId('game-catalog').getByRole('link', { name: 'Plasma Blade' }).click();
  await expect(page).toHaveURL(/\/arcade\/games\/starfall-arena\/catalog\/plasma-blade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plasma Blade' })).toBeVisible();

  await page.goBack();
  await expect(page.getByTestId('game-description')).toBeVisible();
  await headDown(page);
  const similar = page.getByTestId('game-similar');
  const first = similar.getByRole('heading', { level: 3 }).first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/arcade\/games\/[a-z0-9-]+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(similar.getByRole('link', { name: 'View All Games' })).toHaveAttribute('href', '/arcade/games');
});

test('a game card on the home page opens the game page, not the 404', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('home-popular').getByRole('heading', { level: 3 }).first().getByRole('link');
  const title = (await card.textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/arcade\/games\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('BOO! HAHA')).toHaveCount(0);
  await expect(page).toHaveTitle(`${title} - Orbital`);
});

test('an unknown game is the 404 screen; a server error stays inline with a retry', async ({ page }) => {
  await page.goto('/arcade/games/no-such-game');
  await expect(page.getByRole('heading', { level: 1, name: 'BOO! HAHA' })).toBeVisible();
  await page.goto(`${GAME}?scenario=error`);
  const alert = page.getByTestId('game-error');
  await expect(alert.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeEnabled();
});

test('a game that fails to load shows a message and Try Again, which loads it', async ({ page }) => {
  let failing = true;
  // The context, not the page: the demo's service worker makes the page's fetches (Chromium routes them here).
  await page.context().route('**/starfall-arena/index.html*', (route) => (failing ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
  await page.goto(GAME);
  const error = page.getByTestId('game-frame-error');
  await expect(error).toContainText('This game could not be loaded.');
  await expect(frameElement(page)).toHaveCount(0);
  failing = false;
  await error.getByRole('button', { name: 'Try Again' }).click();
  await gameFrame(page);
});

test('the frame waits until its stage is on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 160 });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/starfall-arena/')) asked.push(request.method());
  });
  await page.goto(GAME);
  await expect(page.getByRole('heading', { level: 1, name: 'Starfall Arena' })).toBeAttached();
  await page.waitForLoadState('load');
  const stage = page.getByTestId('game-stage');
  await expect(stage).toHaveAttribute('data-state', 'waiting');
  expect(asked).toEqual([]);
  await stage.scrollIntoViewIfNeeded();
  await expect(stage).toHaveAttribute('data-state', 'loaded');
  // On screen, the probe (HEAD) and the frame's own load (GET) go out side by side.
  expect(asked).toEqual(expect.arrayContaining(['HEAD', 'GET']));
});

test('the stage is 16:9 on a desktop and the viewport width on a phone; the fullscreen control fills the screen', async ({ page }) => {
  await page.goto(GAME);
  const stage = page.getByTestId('game-stage');
  const desktop = await stage.boundingBox();
  expect(desktop).not.toBeNull();
  expect(Math.abs((desktop?.width ?? 0) / (desktop?.height ?? 1) - 16 / 9)).toBeLessThan(0.02);

  const fullscreen = page.getByRole('button', { name: 'Full Screen' });
  await fullscreen.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null)).toBe('game-stage');
  await expect(page.getByRole('button', { name: 'Exit Full Screen' })).toBeAttached();
  await page.evaluate(() => document.exitFullscreen());
  await expect(page.getByRole('button', { name: 'Full Screen' })).toBeAttached();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => Math.round((await stage.boundingBox())?.width ?? 0)).toBe(390);
  const phone = await stage.boundingBox();
  expect(phone?.x).toBe(0);
});

test('the loading skeleton puts the stage exactly where the page will (no layout shift), on a desktop and a phone', async ({ page }) => {
  /** The box of the element with `testId` once it is laid out, measured in the page in one step. */
  const box = (testId: string) =>
    page
      .waitForFunction((id) => {
        const rect = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
        return rect && rect.width > 0 ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
      }, testId)
      .then((handle) => handle.jsonValue());
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${GAME}?scenario=slow`);
    // Measured the moment it is drawn: on a busy runner a locator's two steps (find, then measure) could
    // straddle the end of the slow scenario's 2 s.
    const skeleton = await box('game-stage-skeleton');
    await expect(page.getByRole('heading', { level: 1, name: 'Starfall Arena' })).toBeVisible({ timeout: 10_000 });
    expect(await box('game-stage'), `at ${width} px`).toEqual(skeleton);
  }
});
