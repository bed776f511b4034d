// The sample games' figures of the benchmark (scripts/bench/run.mjs; issue 13's headset budgets, reported as
// bench figures rather than timed tests): each game's startup JS (gzip), its first frame in the real game
// page's frame, and starfall-arena's worst frame in emulated VR (both from scripts/lib/game-figures.mjs).
//
// First frame: every game calls performance.mark('first-frame') after its first drawn frame. Chromium opens
// the game's page (/arcade/games/<slug>) of the production build the bench serves (the site on
// orbital.localhost, so that the games origin is same-site with it as in production), in a fresh context each
// load (a first visit: nothing cached); once the frame has loaded and marked, the figure is the mark's
// startTime, i.e. the time from the frame document's own navigation start (its timeOrigin). Also kept per
// load: the mark relative to the frame's load event (negative when the game drew before it) and relative
// to the game page's navigation start (what a visitor waits for, the page's own loading included).
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { medianOf } from './sdk-round-trip.mjs';

/** Loads per game (the median is reported). */
export const FIRST_FRAME_LOADS = 5;

/**
 * The game pages measured, one per sample game of dist-games. arcade-demo is the generic game: it has no
 * catalogue page of its own but plays for every catalogue game without a build (scripts/lib/generic-game.mjs);
 * blade-circuit is such a game (tests/e2e/hosts.spec.ts frames it the same way).
 */
export const GAME_PAGES = [
  { slug: 'starfall-arena', page: '/arcade/games/starfall-arena' },
  { slug: 'neon-drift', page: '/arcade/games/neon-drift' },
  { slug: 'arcade-demo', page: '/arcade/games/blade-circuit' },
];

const round1 = (v) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 10) / 10 : null);
const finite = (values) => values.filter((v) => typeof v === 'number' && Number.isFinite(v));

/**
 * The figures of one game's loads: the median, min and max of the first frame since the frame's navigation
 * start, the medians after its load event and since the page's start, and whether the median is within budget.
 * @param {Array<{ firstFrameMs: number, afterLoadMs: number | null, sincePageMs: number | null }>} loads
 * @param {number} budgetMs
 */
export function summariseFirstFrames(loads, budgetMs) {
  const firstFrames = finite(loads.map((l) => l.firstFrameMs));
  const median = medianOf(firstFrames);
  return {
    loads: loads.length,
    median: round1(median),
    min: round1(firstFrames.length > 0 ? Math.min(...firstFrames) : null),
    max: round1(firstFrames.length > 0 ? Math.max(...firstFrames) : null),
    afterLoadMedian: round1(medianOf(finite(loads.map((l) => l.afterLoadMs)))),
    sincePageMedian: round1(medianOf(finite(loads.map((l) => l.sincePageMs)))),
    budgetMs,
    pass: median !== null && median <= budgetMs,
    samples: loads.map((l) => ({ firstFrameMs: round1(l.firstFrameMs), afterLoadMs: round1(l.afterLoadMs), sincePageMs: round1(l.sincePageMs) })),
  };
}

/** One load of a game page: the frame's first-frame mark and what it is measured against. */
async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    // The frame is mounted once its stage is on screen and the page has loaded (GameFrame.tsx).
    const element = page.locator('iframe[data-testid="game-frame"]');
    await element.scrollIntoViewIfNeeded({ timeout: 30_000 });
    const frame = await (await element.elementHandle({ timeout: 30_000 }))?.contentFrame();
    if (!frame) throw new Error(`${url}: the game page has no game frame.`);
    await frame.waitForFunction(
      () => performance.getEntriesByName('first-frame', 'mark').length > 0 && (performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0) > 0,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    const inFrame = await frame.evaluate(() => ({
      mark: performance.getEntriesByName('first-frame', 'mark')[0].startTime,
      loadEventEnd: performance.getEntriesByType('navigation')[0].loadEventEnd,
      timeOrigin: performance.timeOrigin,
      url: location.href,
    }));
    const pageOrigin = await page.evaluate(() => performance.timeOrigin);
    if (errors.length > 0) throw new Error(`${url}: the game page raised errors: ${errors.join('; ')}`);
    return {
      firstFrameMs: inFrame.mark,
      afterLoadMs: inFrame.mark - inFrame.loadEventEnd,
      sincePageMs: inFrame.timeOrigin + inFrame.mark - pageOrigin,
      frameUrl: inFrame.url,
      userAgent: await page.evaluate(() => navigator.userAgent),
    };
  } finally {
    await context.close();
  }
}

/**
 * Opens each game page of `pages` on `origin` `loads` times (interleaved across games, so that a noisy moment
 * hits every game alike) and summarises each game's first frame against `budgetMs`.
 * @param {{ origin: string, budgetMs: number, loads?: number, pages?: typeof GAME_PAGES, log?: (line: string) => void }} options
 */
export async function measureFirstFrames({ origin, budgetMs, loads = FIRST_FRAME_LOADS, pages = GAME_PAGES, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  const perGame = new Map(pages.map((p) => [p.slug, []]));
  let userAgent = null;
  try {
    // One unmeasured load first: the servers' file caches and Chromium's own start-up are not the game's.
    await loadOnce(browser, `${origin}${pages[0].page}`);
    for (let i = 1; i <= loads; i += 1) {
      for (const { slug, page } of pages) {
        const measured = await loadOnce(browser, `${origin}${page}`);
        userAgent ??= measured.userAgent;
        perGame.get(slug).push(measured);
        log(`  load ${i}/${loads}  ${slug.padEnd(15)} first frame ${Math.round(measured.firstFrameMs)} ms (${Math.round(measured.afterLoadMs)} ms after load, ${Math.round(measured.sincePageMs)} ms after the page's start)`);
      }
    }
  } finally {
    await browser.close();
  }
  return {
    userAgent,
    games: pages.map(({ slug, page }) => ({ slug, page, frameUrl: perGame.get(slug)[0]?.frameUrl ?? null, ...summariseFirstFrames(perGame.get(slug), budgetMs) })),
  };
}
