#!/usr/bin/env node
// The README's screenshots (issue 13): the game page with each sample game playing, the sales demo path
// (starfall-arena in iwer's emulated Meta Quest 3) and a catalogue game played by the generic demo game,
// taken in Debian's Chromium from the demo build, served by the same server as `npm run demo`.
//
//   node scripts/screenshots.mjs                      build the demo (dist-demo-shots/), the SDK and the
//                                                     games, then write docs/screenshots/*.jpg
//   node scripts/screenshots.mjs --no-build           reuse the build in --root (default dist-demo-shots)
//   node scripts/screenshots.mjs --only neon-drift    only the shots whose file name contains a word
//                                                     (comma-separated)
// Options: --root <dir> (the demo build; `--root dist-demo --no-build` after `npm run build:demo`),
// --port <n> (default 4391; the site is http://orbital.localhost:<port>). CHROME_PATH overrides
// /usr/bin/chromium. Every shot is 1280×800 at device scale 1, in a fresh browser context (so a fresh demo
// database), and leaves the page as the app drew it: nothing is hidden or edited. A step that fails stops
// the run with the shot and the step named (exit code 1).
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { prepareShots, runShots, saveJpeg, settled, shotOptions, step, StepError } from './lib/demo-shots.mjs';
import { siteOrigin } from './lib/hosts.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const { root, port, only, build } = shotOptions(import.meta.url, 4391);
const OUT_DIR = join(repo, 'docs/screenshots');
/** The README shows these inline: each file stays under this size (JPEG quality steps down to fit). */
const MAX_BYTES = 250_000;
const QUALITIES = [80, 72, 64];
const VIEWPORT = { width: 1280, height: 800 };
const origin = siteOrigin(port);

/**
 * Scrolls the window so that the game page's title sits under the sticky header with the game's stage
 * below it; when the stage would not fit, so that the stage's bottom is in view.
 */
async function scrollToStage(page, stageSelector) {
  await page.evaluate((selector) => {
    const stage = document.querySelector(selector);
    const title = document.querySelector('main h1');
    if (!stage || !title) throw new Error(`no ${stage ? 'main h1' : selector} on the page`);
    const headerHeight = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const titleTop = title.getBoundingClientRect().top + scrollY - headerHeight - 16;
    const stageBottom = stage.getBoundingClientRect().bottom + scrollY + 16;
    scrollTo({ top: Math.max(0, titleTop, stageBottom - innerHeight), behavior: 'instant' });
  }, stageSelector);
}

/** The frame of the page whose URL has `/{slug}/` (the game build on the games origin). */
function gameFrame(page, slug) {
  const frame = page.frames().find((f) => f.url().includes(`/${slug}/`));
  if (!frame) throw new Error(`no frame of ${slug} on the page`);
  return frame;
}

/** Waits until starfall-arena's round runs in `mode` ('desktop' or 'vr') with three drones in flight. */
function dronesFlying(page, mode) {
  return gameFrame(page, 'starfall-arena').waitForFunction(
    (wanted) => {
      const stats = Reflect.get(window, '__starfallStats');
      return stats.mode === wanted && stats.xr === (wanted === 'vr') && stats.drones >= 3;
    },
    mode,
    { timeout: 15_000 },
  );
}

const shots = [
  {
    file: 'game-starfall-arena.jpg',
    async take(page, shot) {
      await step(shot, 'open the game page as player', () => page.goto(`${origin}/arcade/games/starfall-arena?persona=player`));
      const game = page.frameLocator('iframe[title*="Starfall Arena"]');
      await step(shot, 'the game greets the player', () => game.getByText('Playing as Player One').waitFor({ timeout: 20_000 }));
      await step(shot, "start a round (the game's Play)", () => game.getByRole('button', { name: 'Play', exact: true }).click());
      // Three drones in flight (the most the round's first 8 s have; one warps in every ~1.2 s).
      await step(shot, 'three drones in flight', () => dronesFlying(page, 'desktop'));
      return 'iframe[title*="Starfall Arena"]';
    },
  },
  {
    file: 'game-neon-drift.jpg',
    async take(page, shot) {
      await step(shot, 'open the game page as player', () => page.goto(`${origin}/arcade/games/neon-drift?persona=player`));
      const game = page.frameLocator('iframe[title*="Neon Drift"]');
      await step(shot, 'the game greets the player', () => game.getByText('Playing as Player One').waitFor({ timeout: 20_000 }));
      await step(shot, "start the race (the game's 'Start race')", () => game.getByRole('button', { name: 'Start race' }).click());
      await step(shot, 'the race clock shows', () => game.getByText('Time', { exact: true }).waitFor());
      // Full throttle from the countdown (the click left the focus in the frame), through the first gate;
      // a touch of right steering keeps the car on the bend after it. Timed by the race clock (game time,
      // 45 s counting down), so a slow software-rendered frame rate does not change the drive much.
      const raceClock = (seconds) =>
        gameFrame(page, 'neon-drift').waitForFunction((limit) => Number(document.getElementById('hud-time')?.textContent) <= limit, seconds, {
          timeout: 10_000,
        });
      await page.keyboard.down('ArrowUp');
      await step(shot, 'throttle to 43.5 s', () => raceClock(43.5));
      await page.keyboard.down('ArrowRight');
      await step(shot, 'steer right to 43.3 s', () => raceClock(43.3));
      await page.keyboard.up('ArrowRight');
      // (Still at full throttle while the shot is taken: the context closes after it.)
      await step(shot, 'throttle to 42.8 s', () => raceClock(42.8));
      return 'iframe[title*="Neon Drift"]';
    },
  },
  {
    file: 'game-starfall-arena-vr.jpg',
    async take(page, shot) {
      // The sales demo path: the demo as a visitor opens (fresh context), starfall-arena with xr=emulate.
      await step(shot, 'open the game page with xr=emulate', () => page.goto(`${origin}/arcade/games/starfall-arena?xr=emulate`));
      const game = page.frameLocator('iframe[title*="Starfall Arena"]');
      await step(shot, 'the game is ready', () => game.getByText('Playing as visitor').waitFor({ timeout: 20_000 }));
      await step(shot, "the game's Enter VR", () => game.getByRole('button', { name: 'Enter VR' }).click());
      await step(shot, 'in VR (the emulated headset), three drones in flight', () => dronesFlying(page, 'vr'));
      // iwer's overlay (@iwer/devui) in the frame: the headset's and controllers' controls.
      await step(shot, "iwer's overlay shows", () => game.getByText('Controller [R]').waitFor({ timeout: 10_000 }));
      return 'iframe[title*="Starfall Arena"]';
    },
  },
  {
    file: 'game-arcade-demo.jpg',
    async take(page, shot) {
      // A generated catalogue game with no build of its own: the games origin serves the generic game.
      await step(shot, 'open a catalogue game page as player', () => page.goto(`${origin}/arcade/games/blade-circuit?persona=player`));
      const game = page.frameLocator('iframe[data-testid="game-frame"]');
      await step(shot, 'the generic game, named after the catalogue game', () =>
        game.getByRole('heading', { level: 1, name: 'Blade Circuit' }).waitFor({ timeout: 20_000 }),
      );
      await step(shot, 'the game greets the player', () => game.getByText('Playing as Player One').waitFor());
      await step(shot, "start a round (the game's Play)", () => game.getByRole('button', { name: 'Play', exact: true }).click());
      await step(shot, 'two seconds of play', () => game.locator('#time').filter({ hasText: /^(4[0-3]|[1-3]\d)$/ }).waitFor({ timeout: 10_000 }));
      return 'iframe[data-testid="game-frame"]';
    },
  },
];

async function main() {
  const { selected, server } = await prepareShots({ shots, only, build, repo, root, port, outDir: OUT_DIR });
  // navigator.webdriver stays false, as in a person's browser: starfall-arena leaves iwer's overlay out
  // under automation, and the sales demo path shows it (games/starfall-arena/src/xr-emulate.ts).
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, '--disable-blink-features=AutomationControlled'],
  });
  try {
    for (const shot of selected) {
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC' });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        const stage = await shot.take(page, shot.file);
        await step(shot.file, 'scroll the stage into view', () => scrollToStage(page, stage));
        await step(shot.file, 'fonts and images settle', () => settled(page));
        if (errors.length > 0) throw new StepError(`${shot.file}: the page threw: ${errors.join('; ')}`);
        const bytes = await step(shot.file, 'save the JPEG', () =>
          saveJpeg(page, { path: join(OUT_DIR, shot.file), qualities: QUALITIES, maxBytes: MAX_BYTES }),
        );
        console.info(`${shot.file}: ${Math.round(bytes / 1000)} kB`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await runShots(main);
