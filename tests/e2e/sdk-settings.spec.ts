import { expect, test, type Frame, type Page } from '@playwright/test';
import { GAME_PAGE, harnessFrame, request, serveHarness } from './support-sdk';

/*
 * The game's settings end to end (issue 12): `settings.get` → { muteAudio, reducedMotion } and
 * `settings.changed`, read from inside the real game frame (the raw-protocol harness). muteAudio is the page's
 * mute control for a visitor (remembered in this browser) and the player's media.mute_sounds_master for a
 * player (the control changes the account setting); reducedMotion is prefers-reduced-motion.
 */

const SETTINGS_PATH = '/v1/private/user/account/settings';

let calls = 0;
/** settings.get from inside the frame: its data. */
async function settingsGet(frame: Frame) {
  calls += 1;
  const id = `settings-${calls}`;
  const reply = await frame.evaluate((message) => window.sdkPost?.(message), request(id, 'settings.get'));
  expect(reply?.data).toMatchObject({ from: 'orbital', v: 1, id, ok: true });
  return reply?.data.data;
}

/** The settings.changed events the frame received, in order. */
const changes = (frame: Frame) =>
  frame.evaluate(() => (window.sdkReceived ?? []).filter((m) => m.data.event === 'settings.changed').map((m) => ({ origin: m.origin, data: m.data.data })));

const muteControl = (page: Page) => page.getByRole('button', { name: 'Mute Game' });

/** The player's mute_sounds_master as the (service-worker) mock API has it. */
const serverMute = (page: Page) =>
  page.evaluate(async (path) => {
    const response = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
    const body = (await response.json()) as { data: { media: { mute_sounds_master: boolean } } };
    return body.data.media.mute_sounds_master;
  }, SETTINGS_PATH);

test('a visitor: not muted at first; the page\'s mute control sends settings.changed, settings.get follows, and it survives a reload', async ({ page, baseURL }) => {
  await serveHarness(page, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(GAME_PAGE);
  let frame = await harnessFrame(page);
  const site = new URL(page.url()).origin;

  expect(await settingsGet(frame)).toEqual({ muteAudio: false, reducedMotion: false });
  const mute = muteControl(page);
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => changes(frame)).toEqual([{ origin: site, data: { muteAudio: true, reducedMotion: false } }]);
  expect(await settingsGet(frame)).toEqual({ muteAudio: true, reducedMotion: false });

  await page.reload();
  frame = await harnessFrame(page);
  await expect(muteControl(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await settingsGet(frame)).toEqual({ muteAudio: true, reducedMotion: false });

  // And back: unmuted, told to the game.
  await muteControl(page).click();
  await expect.poll(() => changes(frame)).toEqual([{ origin: site, data: { muteAudio: false, reducedMotion: false } }]);
  expect(await settingsGet(frame)).toEqual({ muteAudio: false, reducedMotion: false });
  expect(errors).toEqual([]);
});

test('reduced motion: turning prefers-reduced-motion on sends settings.changed with reducedMotion true', async ({ page, baseURL }) => {
  await serveHarness(page, baseURL);
  await page.goto(GAME_PAGE);
  const frame = await harnessFrame(page);
  expect(await settingsGet(frame)).toEqual({ muteAudio: false, reducedMotion: false });

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(async () => (await changes(frame)).map((c) => c.data)).toEqual([{ muteAudio: false, reducedMotion: true }]);
  expect(await settingsGet(frame)).toEqual({ muteAudio: false, reducedMotion: true });
});

test('a player: muteAudio is the account\'s mute_sounds_master, and the control changes that setting', async ({ page, baseURL }) => {
  await serveHarness(page, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${GAME_PAGE}?persona=player`);
  await harnessFrame(page);
  await expect(muteControl(page)).toHaveAttribute('aria-pressed', 'false');

  // The player mutes sounds in their account settings (account.updateSettings), then opens the game again.
  const status = await page.evaluate(
    (path) =>
      fetch(path, {
        method: 'PATCH',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ media: { mute_sounds_master: true } }),
      }).then((r) => r.status),
    SETTINGS_PATH,
  );
  expect(status).toBe(200);
  await page.reload();
  const frame = await harnessFrame(page);
  expect(await settingsGet(frame)).toEqual({ muteAudio: true, reducedMotion: false });
  const mute = muteControl(page);
  await expect(mute).toHaveAttribute('aria-pressed', 'true');

  // The page's control is the same setting: unmuting changes the account and tells the game.
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await changes(frame)).map((c) => c.data)).toEqual([{ muteAudio: false, reducedMotion: false }]);
  await expect.poll(() => serverMute(page)).toBe(false);
  expect(await settingsGet(frame)).toEqual({ muteAudio: false, reducedMotion: false });
  // A visitor's choice in this browser was not touched.
  expect(await page.evaluate(() => localStorage.getItem('orbital.muteAudio'))).toBeNull();
  expect(errors).toEqual([]);
});
