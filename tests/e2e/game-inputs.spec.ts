import { expect, test, type Page } from '@playwright/test';
import { gamesOrigin } from '../support/hosts';

/*
 * The sample games' other inputs (issue 13): a gamepad (the Gamepad API, standard mapping) through the
 * menus and a round, and touch on a phone, for both games, each opened on its own (local mode: the input
 * code is the same in Orbital's frame). Emulated VR's controllers and hands are in game-starfall-arena;
 * iwer emulates no transient pointer, so that look is unit-tested (games/starfall-arena/src/input.test.ts).
 *
 * Chromium has no virtual gamepad: an init script stands one in for `navigator.getGamepads()` and the
 * test presses its buttons through `window.testPad`.
 */

declare global {
  interface Window {
    testPad?: { set(button: number, value: number): void; axis(index: number, value: number): void; connect(): void };
  }
}

/** A standard-mapping gamepad the page polls like a real one; `connect()` fires `gamepadconnected`. */
function installGamepad(page: Page) {
  return page.addInitScript(() => {
    const buttons = Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 }));
    const pad = { id: 'Test pad (STANDARD GAMEPAD)', index: 0, connected: true, mapping: 'standard', timestamp: 0, axes: [0, 0, 0, 0], buttons, vibrationActuator: null };
    Object.defineProperty(Navigator.prototype, 'getGamepads', { configurable: true, value: () => [pad, null, null, null] });
    window.testPad = {
      set(button, value) {
        buttons[button] = { pressed: value > 0.5, touched: value > 0, value };
        pad.timestamp = performance.now();
      },
      axis(index, value) {
        pad.axes[index] = value;
        pad.timestamp = performance.now();
      },
      connect() {
        window.dispatchEvent(Object.assign(new Event('gamepadconnected'), { gamepad: pad }));
      },
    };
  });
}

/** Presses and releases a button across a few animation frames (the games poll once a frame). */
async function tap(page: Page, button: number) {
  await page.evaluate(async (b) => {
    for (const value of [1, 0]) {
      window.testPad?.set(b, value);
      for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, button);
}

const A = 0;
const RT = 7;
const DPAD_DOWN = 13;

const gameUrl = (baseURL: string | undefined, slug: string, round: number) =>
  `${gamesOrigin(baseURL ?? 'http://orbital.localhost:4173')}/${slug}/index.html?orbital_round=${round}`;

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

/** D-pad down from the focused `start` button moves the focus on through the menu and wraps back to it. */
async function expectDpadCycle(page: Page, start: string) {
  const names: string[] = [];
  for (let i = 0; i < 12 && !names.includes(start); i += 1) {
    await tap(page, DPAD_DOWN);
    names.push(await focusedName(page));
  }
  expect(names.length, `the menu by the d-pad: ${names.join(' → ')}`).toBeGreaterThan(1);
  expect(names.at(-1)).toBe(start);
}

test('neon-drift with a gamepad: the d-pad moves through the menu, A starts the race, RT drives it to a score', async ({ page, baseURL }) => {
  await installGamepad(page);
  await page.goto(gameUrl(baseURL, 'neon-drift', 4));
  await expect(page.getByText('Playing as Local Player')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start race' })).toBeFocused();
  // The menu by the d-pad: down moves the focus off 'Start race', and wraps back to it.
  await expectDpadCycle(page, 'Start race');
  await tap(page, A);
  await expect(page.getByText('Time', { exact: true })).toBeVisible();
  await page.evaluate(() => window.testPad?.set(7, 1)); // RT held: full throttle
  await expect(page.getByRole('heading', { name: 'Round over' })).toBeVisible({ timeout: 10_000 });
  await page.evaluate(() => window.testPad?.set(7, 0));
  await expect(page.locator('#final-score')).not.toHaveText('0');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('neon-drift by touch: the on-screen Gas held drives the round to a score', async ({ page, baseURL }) => {
    await page.goto(gameUrl(baseURL, 'neon-drift', 4));
    await expect(page.getByText('Playing as Local Player')).toBeVisible();
    await page.getByRole('button', { name: 'Start race' }).tap();
    const gas = page.getByRole('button', { name: 'Accelerate' });
    await expect(gas).toBeVisible();
    // Hold the Gas button with a finger (Chromium's touch events become touch pointer events).
    const box = (await gas.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await expect(page.getByRole('heading', { name: 'Round over' })).toBeVisible({ timeout: 10_000 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.locator('#final-score')).not.toHaveText('0');
  });

  test('starfall-arena by touch: a tap on the arena fires where it lands', async ({ page, baseURL }) => {
    await page.goto(gameUrl(baseURL, 'starfall-arena', 5));
    await expect(page.getByText('Playing as Local Player')).toBeVisible();
    await page.getByRole('button', { name: 'Play' }).tap();
    await page.touchscreen.tap(195, 420);
    await expect.poll(() => page.evaluate(() => (Reflect.get(window, '__starfallStats') as { shots: number }).shots)).toBe(1);
  });
});

test('starfall-arena with a gamepad: the d-pad moves through the menu, A plays, RT fires', async ({ page, baseURL }) => {
  await installGamepad(page);
  await page.goto(gameUrl(baseURL, 'starfall-arena', 5));
  await expect(page.getByText('Playing as Local Player')).toBeVisible();
  await page.evaluate(() => window.testPad?.connect());
  await expect(page.getByRole('button', { name: 'Play' })).toBeFocused();
  await expectDpadCycle(page, 'Play');
  await tap(page, A);
  await tap(page, RT);
  await expect.poll(() => page.evaluate(() => (Reflect.get(window, '__starfallStats') as { shots: number }).shots)).toBe(1);
});
