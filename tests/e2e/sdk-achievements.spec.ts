import { expect, test, type Frame, type Page } from '@playwright/test';
import { GAME_PAGE, harnessFrame, request, serveHarness } from './support-sdk';

/*
 * Achievements and happy time through the SDK (issue 12), from the raw-protocol harness in the real game
 * frame: the answer to `achievements.unlock` and the realtime `achievement.unlocked` of the same unlock
 * show one achievement toast and one 4 s confetti burst (none under reduced motion), the game hears
 * `achievement.unlocked` once; a visitor is asked to log in or sign up to save it (spec §1); an achievement
 * the player already has shows nothing; `game.happytime` celebrates at most once a minute.
 */

const BLADE_MASTER = {
  slug: 'blade-master',
  title: 'Blade Master',
  desc: 'Parry twenty strikes in one match.',
};

/** The achievement toasts on the page that name `title`. */
const toastsOf = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications' }).locator('[data-state="visible"]').filter({ hasText: 'Achievement Unlocked' }).filter({ hasText: title });

const confetti = (page: Page) => page.locator('[data-confetti]');

/** Sends one request from the game and resolves with the reply's data (fails on an error reply). */
async function call(frame: Frame, id: string, method: string, params?: unknown): Promise<Record<string, unknown> | null> {
  const reply = await frame.evaluate((message) => window.sdkPost?.(message), request(id, method, params));
  expect(reply?.data, `the reply to ${method}`).toMatchObject({ ok: true, id });
  return (reply?.data.data ?? null) as Record<string, unknown> | null;
}

/** The `achievement.unlocked` events the game received so far. */
const echoes = (frame: Frame) =>
  frame.evaluate(() => (window.sdkReceived ?? []).filter((m) => m.data.event === 'achievement.unlocked').map((m) => ({ origin: m.origin, data: m.data.data })));

/**
 * Counts every element matching `selector` that the page mounts from now on. A second achievement toast
 * of the same achievement would replace the first (same id) and look like one, but it mounts a new card
 * (and plays a second sound); a second burst of confetti would mount a second canvas.
 */
async function countMounts(page: Page, name: string, selector: string) {
  await page.evaluate(
    ({ key, match }) => {
      const counters = ((window as unknown as { mounts?: Record<string, number> }).mounts ??= {});
      counters[key] = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element && node.matches(match)) counters[key] = (counters[key] ?? 0) + 1;
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    },
    { key: name, match: selector },
  );
  return () => page.evaluate((key) => (window as unknown as { mounts: Record<string, number> }).mounts[key], name);
}

const countToastMounts = (page: Page) => countMounts(page, 'achievementToasts', '[data-toast-id^="achievement:"]');

/** Long enough for the realtime copy of an unlock (and anything it wrongly added) to arrive. */
const settle = (page: Page) => page.waitForTimeout(1500);

async function open(page: Page, baseURL: string | undefined, persona: 'player' | 'guest' | null) {
  await serveHarness(page, baseURL);
  await page.goto(persona ? `${GAME_PAGE}?persona=${persona}` : GAME_PAGE);
  return harnessFrame(page);
}

test('player: one toast, one burst of confetti for 4 s and one echo per unlock; an achievement already had shows nothing', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const frame = await open(page, baseURL, 'player');

  const mounts = await countToastMounts(page);
  const bursts = await countMounts(page, 'confetti', '[data-confetti]');
  const result = await call(frame, 'unlock', 'achievements.unlock', { achievement: BLADE_MASTER.slug });
  expect(result).toMatchObject({ unlocked_now: true, achievement: BLADE_MASTER });

  const toast = toastsOf(page, BLADE_MASTER.title);
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(BLADE_MASTER.desc);
  await expect(confetti(page)).toHaveCount(1);
  await expect(confetti(page)).toHaveAttribute('aria-hidden', 'true');
  const site = new URL(page.url()).origin;
  await expect.poll(() => echoes(frame)).toEqual([{ origin: site, data: { ...BLADE_MASTER, thumb: expect.anything(), sound: expect.any(String) } }]);
  expect(await echoes(frame)).toEqual([{ origin: site, data: result?.achievement }]);
  // An echo: after the reply to the unlock.
  const order = await frame.evaluate(() => (window.sdkReceived ?? []).map((m) => m.data.id ?? m.data.event));
  expect(order.indexOf('unlock')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('unlock')).toBeLessThan(order.indexOf('achievement.unlocked'));

  // The realtime copy of the same unlock (announcement.{id}) has arrived by now: still one of each.
  await settle(page);
  await expect(toastsOf(page, BLADE_MASTER.title)).toHaveCount(1);
  expect(await mounts()).toBe(1);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Achievement Unlocked')).toHaveCount(1);
  expect(await echoes(frame)).toHaveLength(1);
  // One burst mounted in all (counted: on a busy runner its 4 s may be over by now).
  expect(await bursts()).toBe(1);
  // A player is not asked to log in.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The burst lasts the spec's 4 s (from the unlock; about 1.5 s of it have passed), then its canvas is removed.
  await expect(confetti(page)).toHaveCount(0, { timeout: 4500 });

  // Unlocking it again: the player already has it (unlocked_now false) → no toast, no confetti, no echo.
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toastsOf(page, BLADE_MASTER.title)).toHaveCount(0);
  expect(await call(frame, 'again', 'achievements.unlock', { achievement: BLADE_MASTER.slug })).toMatchObject({ unlocked_now: false });
  await settle(page);
  await expect(toastsOf(page, BLADE_MASTER.title)).toHaveCount(0);
  await expect(confetti(page)).toHaveCount(0);
  expect(await echoes(frame)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a visitor (with a guest session): the toast, then \'Login Required\' asking them to log in or sign up to save it', async ({ page, baseURL }) => {
  const frame = await open(page, baseURL, 'guest');
  const mounts = await countToastMounts(page);
  expect(await call(frame, 'unlock', 'achievements.unlock', { achievement: 'collector' })).toMatchObject({ unlocked_now: true, achievement: { title: 'Collector' } });

  await expect(toastsOf(page, 'Collector')).toHaveCount(1);
  const prompt = page.getByRole('dialog', { name: 'Login Required' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(/log in or sign up to save it/i);
  await expect(prompt.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.poll(() => echoes(frame)).toHaveLength(1);

  // The guest channel's copy of the unlock adds no second toast, prompt or echo.
  await settle(page);
  await expect(toastsOf(page, 'Collector')).toHaveCount(1);
  expect(await mounts()).toBe(1);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await echoes(frame)).toHaveLength(1);

  // The prompt's way in: Register opens the auth modal's sign-up pane.
  await prompt.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toHaveCount(0);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign Up' })).toBeVisible();
});

test('game.happytime: confetti for 4 s, at most once a minute', async ({ page, baseURL }) => {
  await page.clock.install();
  const frame = await open(page, baseURL, null);

  expect(await call(frame, 'happy-1', 'game.happytime')).toBeNull();
  await expect(confetti(page)).toHaveCount(1);
  // A second happy time during the burst: no second burst on top of it.
  expect(await call(frame, 'happy-2', 'game.happytime')).toBeNull();
  await expect(confetti(page)).toHaveCount(1);

  await page.clock.fastForward(4_100);
  await expect(confetti(page)).toHaveCount(0);
  // The burst is over but the minute is not: nothing.
  expect(await call(frame, 'happy-3', 'game.happytime')).toBeNull();
  await page.waitForTimeout(500);
  await expect(confetti(page)).toHaveCount(0);

  // A minute after the first: it celebrates again.
  await page.clock.fastForward(60_000);
  expect(await call(frame, 'happy-4', 'game.happytime')).toBeNull();
  await expect(confetti(page)).toHaveCount(1);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the toast and the echo, never confetti (an unlock or happy time)', async ({ page, baseURL }) => {
    const frame = await open(page, baseURL, 'player');
    expect(await call(frame, 'unlock', 'achievements.unlock', { achievement: BLADE_MASTER.slug })).toMatchObject({ unlocked_now: true });
    await expect(toastsOf(page, BLADE_MASTER.title)).toHaveCount(1);
    await expect.poll(() => echoes(frame)).toHaveLength(1);
    expect(await call(frame, 'happy', 'game.happytime')).toBeNull();
    await settle(page);
    await expect(confetti(page)).toHaveCount(0);
  });
});
