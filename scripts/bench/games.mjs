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
import { screenEmulationMetrics, throttling as lighthouseThrottling, userAgents } from 'lighthouse/core/config/constants.js';
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

// Time to play (issue 14): what a player waits for on a game page, from the page's navigation start to the game's
// `game.loaded` SDK event. The page marks that moment (performance.mark GAME_LOADED_MARK, useGameLoading.ts), so
// the figure is the mark's startTime in the page; also kept per load: when the game's frame document started
// navigating, since the page's start (the time before it is the page's, the time after it the game's).

/** Loads per game and condition (the median is reported). */
export const TIME_TO_PLAY_LOADS = 5;

/** Issue 14's targets for the median time to play; reported (within / over), not judged. */
export const TIME_TO_PLAY_TARGETS = { throttledMs: 4000, unthrottledMs: 1500 };

/** The page's mark of the game's `game.loaded` (GAME_LOADED_MARK of src/features/games/sdk/useGameLoading.ts). */
export const GAME_LOADED_MARK = 'orbital:game-loaded';

/**
 * Lighthouse's mobile preset as Lighthouse applies it with DevTools throttling (its `throttlingMethod:
 * 'devtools'`: Network.emulateNetworkConditions and Emulation.setCPUThrottlingRate): slow 4G's 150 ms RTT and
 * 1.6 Mbps as a per-request latency of 150 × 3.75 = 562.5 ms and 90 % of the throughputs (DevTools delays
 * requests, not packets: a 150 ms request latency would leave out the connection's own round trips), 4× CPU
 * slowdown, on its phone (moto g power: 412×823 at 1.75, touch, its user agent). Read from Lighthouse's own
 * constants, so the two stay the same.
 */
export const MOBILE_THROTTLING = {
  requestLatencyMs: lighthouseThrottling.mobileSlow4G.requestLatencyMs,
  downloadKbps: lighthouseThrottling.mobileSlow4G.downloadThroughputKbps,
  uploadKbps: lighthouseThrottling.mobileSlow4G.uploadThroughputKbps,
  cpuSlowdown: lighthouseThrottling.mobileSlow4G.cpuSlowdownMultiplier,
};

/** The two conditions: Lighthouse's throttled phone, and an unthrottled desktop. */
export const TIME_TO_PLAY_CONDITIONS = [
  {
    key: 'throttled',
    context: {
      viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
      deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.mobile,
    },
    throttling: MOBILE_THROTTLING,
  },
  { key: 'unthrottled', context: { viewport: { width: 1280, height: 900 } }, throttling: null },
];

/** How long a load waits for the game's game.loaded before it counts as a load that never played. */
export const TIME_TO_PLAY_TIMEOUT_MS = 60_000;

/**
 * The figures of one game's loads in one condition: the median, min and max time to play, the median start of
 * the game's frame, and whether the median is within `targetMs`. A load whose game never reported game.loaded
 * (timeToPlayMs null) is counted in `unplayed`, not in the times; any such load is over the target.
 * @param {Array<{ timeToPlayMs: number | null, frameStartMs: number | null, unplayed?: string }>} loads
 * @param {number} targetMs
 */
export function summariseTimeToPlay(loads, targetMs) {
  const times = finite(loads.map((l) => l.timeToPlayMs));
  const median = medianOf(times);
  const unplayed = loads.filter((l) => l.timeToPlayMs === null);
  return {
    loads: loads.length,
    unplayed: unplayed.length,
    unplayedReasons: [...new Set(unplayed.map((l) => l.unplayed ?? 'no game.loaded'))],
    median: round1(median),
    min: round1(times.length > 0 ? Math.min(...times) : null),
    max: round1(times.length > 0 ? Math.max(...times) : null),
    frameStartMedian: round1(medianOf(finite(loads.map((l) => l.frameStartMs)))),
    targetMs,
    pass: median !== null && median <= targetMs && unplayed.length === 0,
    samples: loads.map((l) => ({ timeToPlayMs: round1(l.timeToPlayMs), frameStartMs: round1(l.frameStartMs) })),
  };
}

/** The CDP commands that throttle a target (a page, or a frame in its own process) as `throttling` says. */
function throttlingCommands(throttling) {
  return [
    ['Network.enable', {}],
    [
      'Network.emulateNetworkConditions',
      {
        offline: false,
        latency: throttling.requestLatencyMs,
        downloadThroughput: Math.floor((throttling.downloadKbps * 1024) / 8),
        uploadThroughput: Math.floor((throttling.uploadKbps * 1024) / 8),
      },
    ],
    ['Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown }],
  ];
}

/**
 * Throttles `page` and every frame of it that runs in a process of its own. The game's frame does (the games
 * origin sends Origin-Agent-Cluster, so desktop Chromium gives it its own process), and the page's throttling
 * reaches the frame's document request but not that process: the frame is caught paused as it attaches
 * (auto-attach, waiting for the debugger), throttled through its own session, then let go — before its document
 * runs or fetches anything. Other targets (workers) are only let go. Not flattened: Playwright's CDP sessions
 * cannot address a flattened child session, so the frame's commands go through Target.sendMessageToTarget.
 */
async function throttlePage(context, page, throttling) {
  const cdp = await context.newCDPSession(page);
  for (const [method, params] of throttlingCommands(throttling)) await cdp.send(method, params);
  let nextId = 0;
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    const send = (method, params = {}) => cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: (nextId += 1), method, params }) });
    const commands = targetInfo.type === 'iframe' ? throttlingCommands(throttling) : [];
    // Messages to one session run in order: the throttling is in place before the frame runs.
    Promise.all([...commands.map(([method, params]) => send(method, params)), send('Runtime.runIfWaitingForDebugger')]).catch(() => undefined);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
}

/**
 * Where a load that never played stopped: no game frame, the frame not drawn yet (no first-frame mark), or
 * drawn without reporting game.loaded. Bounded: a frame that does not answer is said so.
 */
async function whereItStopped(page) {
  const element = await page.$('iframe[data-testid="game-frame"]');
  const frame = await element?.contentFrame();
  if (!frame) return 'no game frame';
  const drawn = await Promise.race([
    frame.evaluate(() => performance.getEntriesByName('first-frame', 'mark').length > 0).catch(() => null),
    new Promise((resolve) => setTimeout(() => resolve(null), 3000)),
  ]);
  return drawn === null ? 'the game frame did not answer' : drawn ? 'the game drew its first frame but never reported game.loaded' : 'the game frame never drew';
}

/**
 * One first visit of a game page in `condition`: the page's game-loaded mark and when the game's frame started;
 * `timeToPlayMs` null and `unplayed` saying where it stopped when the game did not report game.loaded in time.
 */
async function timeToPlayOnce(browser, url, condition) {
  const context = await browser.newContext(condition.context);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    if (condition.throttling) await throttlePage(context, page, condition.throttling);
    await page.goto(url, { waitUntil: 'commit', timeout: TIME_TO_PLAY_TIMEOUT_MS });
    const played = await page
      .waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, GAME_LOADED_MARK, { timeout: TIME_TO_PLAY_TIMEOUT_MS, polling: 100 })
      .then(
        () => true,
        (error) => {
          if (error instanceof Error && error.name === 'TimeoutError') return false;
          throw error;
        },
      );
    if (errors.length > 0) throw new Error(`${url} (${condition.key}): the game page raised errors: ${errors.join('; ')}`);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    if (!played) {
      return { timeToPlayMs: null, frameStartMs: null, unplayed: `no game.loaded within ${TIME_TO_PLAY_TIMEOUT_MS / 1000} s: ${await whereItStopped(page)}`, userAgent };
    }
    const inPage = await page.evaluate((mark) => ({ mark: performance.getEntriesByName(mark, 'mark')[0].startTime, timeOrigin: performance.timeOrigin }), GAME_LOADED_MARK);
    const frame = await page.locator('iframe[data-testid="game-frame"]').elementHandle({ timeout: 5000 }).then((e) => e?.contentFrame());
    const frameOrigin = frame ? await frame.evaluate(() => performance.timeOrigin) : null;
    return { timeToPlayMs: inPage.mark, frameStartMs: frameOrigin === null ? null : frameOrigin - inPage.timeOrigin, userAgent };
  } finally {
    await context.close();
  }
}

/**
 * Opens each game page of `pages` on `origin` `loads` times in each condition (interleaved across conditions and
 * games, so that a noisy moment hits every figure alike; a fresh context each load: a first visit) and summarises
 * each game's time to play per condition against `targets`.
 * @param {{ origin: string, loads?: number, pages?: typeof GAME_PAGES, targets?: typeof TIME_TO_PLAY_TARGETS, log?: (line: string) => void }} options
 */
export async function measureTimeToPlay({ origin, loads = TIME_TO_PLAY_LOADS, pages = GAME_PAGES, targets = TIME_TO_PLAY_TARGETS, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  const perLoad = new Map(pages.flatMap((p) => TIME_TO_PLAY_CONDITIONS.map((c) => [`${p.slug} ${c.key}`, []])));
  let userAgent = null;
  try {
    // One unmeasured load first: the servers' file caches and Chromium's own start-up are not the game's.
    await timeToPlayOnce(browser, `${origin}${pages[0].page}`, TIME_TO_PLAY_CONDITIONS.find((c) => !c.throttling));
    for (let i = 1; i <= loads; i += 1) {
      for (const condition of TIME_TO_PLAY_CONDITIONS) {
        for (const { slug, page } of pages) {
          const measured = await timeToPlayOnce(browser, `${origin}${page}`, condition);
          if (!condition.throttling) userAgent ??= measured.userAgent;
          perLoad.get(`${slug} ${condition.key}`).push(measured);
          const figure = measured.timeToPlayMs === null ? measured.unplayed : `${Math.round(measured.timeToPlayMs)} ms (game's frame from ${Math.round(measured.frameStartMs ?? Number.NaN)} ms)`;
          log(`  load ${i}/${loads}  ${condition.key.padEnd(11)} ${slug.padEnd(15)} time to play ${figure}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return {
    userAgent,
    games: pages.map(({ slug, page }) => ({
      slug,
      page,
      throttled: summariseTimeToPlay(perLoad.get(`${slug} throttled`), targets.throttledMs),
      unthrottled: summariseTimeToPlay(perLoad.get(`${slug} unthrottled`), targets.unthrottledMs),
    })),
  };
}
