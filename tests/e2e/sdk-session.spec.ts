import { expect, test, type Frame, type Page } from '@playwright/test';
import { GAME_PAGE, harnessFrame, history, request, serveHarness } from './support-sdk';

/*
 * The game session lifecycle end to end (issue 12, decision 13; spec §4 Game session): a raw-protocol
 * game in the real frame on the games origin reports its session; the page records a history session
 * with the visible time only (a logged-in player) or counts a play (a visitor), tracks the duration and
 * shows the game overlay. Time is Playwright's clock (it runs, and the wall clock jumps where the test
 * says), so the duration is the skips' within the real time the steps take. Strings quoted by the spec are literal ('Login Required' and its review sentence).
 */

/** The game's view count as the API tells it now. */
function views(page: Page): Promise<number> {
  return page.evaluate(() =>
    fetch('/v1/public/arcade/game/starfall-arena/details', { credentials: 'include', headers: { Accept: 'application/json' } })
      .then((r) => r.json() as Promise<{ data: { game: { stats: { views: number } } } }>)
      .then((body) => body.data.game.stats.views),
  );
}

/** Reports `state` from inside the frame and waits for the page's answer (sent once the page has acted). */
async function report(frame: Frame, state: string) {
  const reply = await frame.evaluate(
    ({ message }) => window.sdkPost?.(message) ?? null,
    { message: request(`session-${state}-${Math.random()}`, 'session.report', { state }) },
  );
  expect(reply?.data, `the reply to session.report ${state}`).toMatchObject({ ok: true, data: null });
}

/** The events (no id) the page posted to the frame, in order. */
const eventsSent = (frame: Frame) =>
  frame.evaluate(() => (window.sdkReceived ?? []).map((m) => m.data.event).filter((e): e is string => typeof e === 'string'));

/**
 * Moves the page's wall clock (`Date`, which the session reads) `seconds` ahead. Not fastForward: that
 * moves `performance.now()` too, away from the real animation timeline, and animations then never start.
 */
async function skip(page: Page, seconds: number) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + seconds * 1000);
}

const overlay = (page: Page) => page.getByRole('region', { name: 'Thanks for Playing!' });

test('player: start, hidden, visible, end → a history session of the visible time only, tracked, and the game overlay', async ({ page, baseURL }) => {
  await page.clock.install();
  await serveHarness(page, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${GAME_PAGE}?persona=player`);
  await expect(page).not.toHaveURL(/persona=/);
  const frame = await harnessFrame(page);
  const before = new Set((await history(page)).map((entry) => entry.id));

  await report(frame, 'start');
  await expect(overlay(page)).toHaveCount(0);
  await skip(page, 30); // 30 s played
  await report(frame, 'hidden');
  await skip(page, 60); // 60 s away: not played
  await report(frame, 'visible');
  await skip(page, 20); // 20 s played
  await report(frame, 'end');

  const added = (await history(page)).filter((entry) => !before.has(entry.id));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({ game: { slug: 'starfall-arena' }, date: { ended: expect.any(String) } });
  // 50 s of visible play, not the 110 s since the start: the installed clock also runs on in real time
  // between the skips (a fraction of a second each when idle, up to a second or two on a busy runner).
  expect(added[0]?.duration).toBeGreaterThanOrEqual(50);
  expect(added[0]?.duration).toBeLessThanOrEqual(52);

  // The overlay over the stage: heading (focused: the player was in the game), reactions, the carousel,
  // the review button; the stage under it is inert and the game was told to pause.
  const shown = overlay(page);
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('heading', { level: 2, name: 'Thanks for Playing!' })).toBeFocused();
  await expect(shown.getByRole('group', { name: 'Reactions' }).getByRole('button')).toHaveCount(9);
  const carousel = shown.getByRole('group', { name: 'Similar Games' });
  await expect(carousel.getByRole('heading', { level: 4 }).getByRole('link')).toHaveAttribute('href', /^\/arcade\/games\/[a-z0-9-]+$/);
  await expect(carousel.getByRole('button', { name: 'Next game' })).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Write a Review' })).toBeVisible();
  // It covers the stage from its top edge, at least its height (once its short fade-in has settled).
  await expect
    .poll(async () => {
      const [stage, panel] = await Promise.all([page.getByTestId('game-stage').boundingBox(), shown.boundingBox()]);
      return stage !== null && panel !== null && Math.abs(panel.y - stage.y) <= 1 && panel.height >= stage.height - 1;
    })
    .toBe(true);
  await expect(shown).toHaveCSS('opacity', '1');
  await expect(page.getByTestId('game-stage').locator('xpath=..')).toHaveAttribute('inert', '');
  await expect.poll(() => eventsSent(frame)).toContain('pause');

  // The duration went to analytics too (the demo's event log, in the sandbox panel).
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Sandbox' });
  const logged = panel.getByRole('listitem').filter({ hasText: 'game_session' }).first();
  await expect(logged).toContainText(`"seconds": ${added[0]?.duration}`);
  await expect(logged).toContainText('"slug": "starfall-arena"');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // 'Write a Review' opens the reviews section's form, focused.
  await shown.getByRole('button', { name: 'Write a Review' }).click();
  const form = page.getByTestId('review-form');
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio').first()).toBeFocused();

  // 'Back to the Game': the overlay goes, the game is resumed and has the focus.
  await shown.getByRole('button', { name: 'Back to the Game' }).click();
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.getByTitle('Starfall Arena (game)')).toBeFocused();
  await expect.poll(async () => (await eventsSent(frame)).at(-1)).toBe('resume');

  // The next session ends with the overlay again; Escape closes it; a new start would hide it.
  await report(frame, 'start');
  await report(frame, 'end');
  await expect(overlay(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a visitor: end reports played (no history session), then the overlay, whose review button asks to log in", async ({ page, baseURL }) => {
  await serveHarness(page, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const sessionCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/arcade/gp/history/session/')) sessionCalls.push(r.url());
  });
  await page.goto(`${GAME_PAGE}?persona=guest`);
  const frame = await harnessFrame(page);
  const viewsBefore = await views(page);

  await report(frame, 'start');
  await expect(overlay(page)).toHaveCount(0);
  const played = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/v1/public/user/arcade/game/starfall-arena/played');
  await report(frame, 'end');
  await played;
  // The mock counted the play; no history session was started or ended.
  expect(await views(page)).toBe(viewsBefore + 1);
  expect(sessionCalls).toEqual([]);

  const shown = overlay(page);
  await expect(shown).toBeVisible();
  await expect(shown).toHaveCSS('opacity', '1');
  await expect(shown.getByRole('group', { name: 'Reactions' })).toBeVisible();
  await expect(shown.getByRole('group', { name: 'Similar Games' })).toBeVisible();
  await shown.getByRole('button', { name: 'Write a Review' }).click();
  const prompt = page.getByRole('dialog', { name: 'Login Required' });
  await expect(prompt).toContainText('Please register or login to leave a review.');
  await prompt.getByRole('button', { name: 'Register' }).press('Escape');
  await expect(prompt).toHaveCount(0);
  await expect(shown).toBeVisible();
  expect(errors).toEqual([]);
});
