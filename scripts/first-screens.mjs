#!/usr/bin/env node
// The first screen a first visitor sees (issue 14: "the first screen on a phone and in a headset looks
// intended"): home, the game index, a game page (starfall-arena), an article and the help centre, each
// as a guest in a fresh browser, the viewport only (not the full page), on two devices:
//   phone   390×844 CSS px at device scale 2 (a mobile viewport with touch), Chromium's own user agent;
//   quest   Quest Browser's default 1280×720 panel at scale 1, with its user agent (QUEST_UA below).
// Written to docs/screenshots/first-screen/<page>-<device>.jpg; each shot also prints the page's full
// height and width, and fails when the page is wider than the viewport (it would scroll sideways).
//
//   node scripts/first-screens.mjs                    build the demo (dist-demo-shots/), the SDK and the
//                                                     games, then take the ten shots
//   node scripts/first-screens.mjs --no-build         reuse the build in --root (default dist-demo-shots,
//                                                     shared with scripts/screenshots.mjs)
//   node scripts/first-screens.mjs --only home,quest  only the shots whose file name contains a word
// Options: --root <dir>, --port <n> (default 4392; the site is http://orbital.localhost:<port>).
// CHROME_PATH overrides /usr/bin/chromium. The page is left as the app drew it: nothing is hidden or
// edited (the demo's sandbox strip shows at the bottom, as a visitor of the demo sees it).
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { prepareShots, runShots, saveJpeg, settled, shotOptions, step, StepError } from './lib/demo-shots.mjs';
import { siteOrigin } from './lib/hosts.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const { root, port, only, build } = shotOptions(import.meta.url, 4392);
const OUT_DIR = join(repo, 'docs/screenshots/first-screen');
/** JPEG quality ~75 keeps a 780×1688 phone shot near 150 kB; it steps down when a shot is larger. */
const QUALITIES = [75, 68, 60];
const MAX_BYTES = 200_000;

/**
 * Meta Quest Browser's user agent, in the format of Meta's "Browser Specs" page (developers.meta.com/
 * horizon/documentation/web/browser-specs): the device token ("Quest 3", also the 3S's), OculusBrowser's
 * and Chromium's versions, and "VR" (2D panel mode; "Mobile VR" in the browser's mobile mode). The panel's
 * default width is 1280 px; 720 px is the height issue 14 measures (Meta gives 670 px as the default
 * panel height).
 */
const QUEST_UA =
  'Mozilla/5.0 (X11; Linux x86_64; Quest 3) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/39.2.0.0.56.754450099 Chrome/136.0.7103.177 VR Safari/537.36';

const DEVICES = [
  { name: 'phone', context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
  { name: 'quest', context: { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, userAgent: QUEST_UA } },
];

/** The pages, each with the h1 of its success state and what else must be ready before the shot. */
const PAGES = [
  { name: 'home', path: '/', heading: 'Featured games' },
  { name: 'game-index', path: '/arcade/games', heading: 'Games' },
  {
    name: 'game-starfall-arena',
    path: '/arcade/games/starfall-arena',
    heading: 'Starfall Arena',
    // The game's own first screen in the frame (its menu greets the visitor), not an empty frame.
    ready: (page) => page.frameLocator('iframe[title*="Starfall Arena"]').getByText('Playing as visitor').waitFor({ timeout: 20_000 }),
  },
  { name: 'article', path: '/blog/article/welcome-to-orbital', heading: 'Welcome to Orbital' },
  { name: 'help-centre', path: '/hc', heading: 'Help Centre' },
];

async function take(browser, device, target, origin) {
  const file = `${target.name}-${device.name}.jpg`;
  const context = await browser.newContext({ ...device.context, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await step(file, `open ${target.path}`, () => page.goto(`${origin}${target.path}`));
    await step(file, `the heading '${target.heading}'`, () =>
      page.getByRole('heading', { level: 1, name: target.heading, exact: true }).waitFor({ timeout: 15_000 }),
    );
    await step(file, 'nothing loading in the page', () =>
      page.waitForFunction(() => document.querySelectorAll('main [aria-busy="true"]').length === 0, undefined, { timeout: 10_000 }),
    );
    if (target.ready) await step(file, 'the page is ready', () => target.ready(page));
    await step(file, 'fonts and images settle', () => settled(page));
    await step(file, 'the first screen', () => page.evaluate(() => scrollTo({ top: 0, left: 0, behavior: 'instant' })));
    if (errors.length > 0) throw new StepError(`${file}: the page threw: ${errors.join('; ')}`);
    const { width, height } = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
    }));
    const viewport = device.context.viewport;
    if (width > viewport.width) throw new StepError(`${file}: the page is ${width} px wide in a ${viewport.width}-px viewport (it scrolls sideways)`);
    const bytes = await step(file, 'save the JPEG', () => saveJpeg(page, { path: join(OUT_DIR, file), qualities: QUALITIES, maxBytes: MAX_BYTES }));
    console.info(`${file}: ${Math.round(bytes / 1000)} kB; the page is ${width}×${height} CSS px in a ${viewport.width}×${viewport.height} viewport`);
  } finally {
    await context.close();
  }
}

async function main() {
  const shots = DEVICES.flatMap((device) => PAGES.map((target) => ({ device, target, file: `${target.name}-${device.name}.jpg` })));
  const { selected, server } = await prepareShots({ shots, only, build, repo, root, port, outDir: OUT_DIR });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    for (const { device, target } of selected) await take(browser, device, target, siteOrigin(port));
  } finally {
    await browser.close();
    await server.close();
  }
}

await runShots(main);
