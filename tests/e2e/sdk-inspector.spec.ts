import { expect, test, type Locator, type Page } from '@playwright/test';
import { TIMING } from './support-timing';
import { browserOwnMessageLag, callAll, GAME_PAGE, harnessFrame, request, serveHarness, watchTimerLag } from './support-sdk';

/*
 * The Sandbox panel's SDK inspector in the real demo (issue 12): the raw-protocol harness in the real game
 * frame talks to the page's relay; the inspector lists each request with its reply or error and its
 * time, every dropped message with its reason, and a flood summarised, with the panel still usable.
 */

async function openInspector(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox' });
  await expect(dialog).toBeVisible();
  return dialog.getByRole('region', { name: /^SDK inspector \(/ });
}

const row = (inspector: Locator, text: string) => inspector.getByRole('listitem').filter({ hasText: text });

test('requests with their replies, errors and times; dropped messages with their reasons; a flood summarised', TIMING, async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await serveHarness(page, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(GAME_PAGE);
  const frame = await harnessFrame(page);
  const site = new URL(page.url()).origin;

  const inspector = await openInspector(page);
  // The relay of this page, and the harness's readiness handshakes, answered.
  await expect(row(inspector, 'Relay started for starfall-arena')).toHaveCount(1);
  await expect(row(inspector, 'handshake').first()).toContainText('ok');

  // Requests, live while the panel is open.
  const replies = await callAll(frame, [request('insp-user', 'user.get'), request('insp-unknown', 'no.such.method'), request('insp-board', 'leaderboards.get', { page: 2, size: 3 })]);
  expect(replies['insp-user']?.data).toMatchObject({ ok: true });
  expect(replies['insp-unknown']?.data).toMatchObject({ ok: false, error: { code: 'unknown_method' } });

  const user = row(inspector, 'id insp-user');
  await expect(user).toContainText('user.get');
  await expect(user).toContainText('ok');
  await expect(user).toContainText(/\d+ ms/);
  await expect(user).toContainText('params (none)');
  await expect(user).toContainText('reply {"loggedIn":false}');
  const unknown = row(inspector, 'id insp-unknown');
  await expect(unknown).toContainText('no.such.method');
  await expect(unknown).toContainText('error unknown_method: Unknown method "no.such.method".');
  await expect(unknown).toContainText(/\d+ ms/);
  await expect(row(inspector, 'id insp-board')).toContainText('params {"page":2,"size":3}');

  // Forged messages: no reply, each listed with its reason (and where it came from).
  await frame.evaluate(() => {
    const base = { from: 'orbital', v: 1, method: 'user.get' };
    window.parent.postMessage('user.get', '*');
    window.parent.postMessage({ ...base, id: 'forged-from', from: 'orbitall' }, '*');
    window.parent.postMessage({ ...base, id: 'forged-v2', v: 2 }, '*');
    window.parent.postMessage({ ...base, id: 'x'.repeat(65) }, '*');
    window.parent.postMessage({ ...base, id: 'forged-from-again', from: 'orbitall' }, '*');
  });
  // The page's own origin is not a games origin.
  await page.evaluate(() => window.postMessage({ from: 'orbital', v: 1, id: 'from-the-page', method: 'user.get' }, '*'));
  const games = new URL(await frame.evaluate(() => location.origin)).origin;
  await expect(row(inspector, 'dropped: shape')).toContainText('reason shape: not a plain object with a method name');
  await expect(row(inspector, 'dropped: shape')).toContainText(`origin ${games}`);
  await expect(row(inspector, 'dropped: from')).toContainText("reason from: not this product's id");
  await expect(row(inspector, 'dropped: from')).toContainText('×2');
  await expect(row(inspector, 'dropped: version')).toContainText('reason version: an unsupported protocol version');
  await expect(row(inspector, 'dropped: id')).toContainText('reason id: not a string of 1–64 characters');
  await expect(row(inspector, 'dropped: origin')).toContainText(`origin ${site}`);
  for (const reason of ['shape', 'from', 'version', 'id', 'origin']) await expect(row(inspector, `dropped: ${reason}`)).toContainText('no reply');
  expect(await frame.evaluate(() => (window.sdkReceived ?? []).filter((m) => String(m.data.id).startsWith('forged')).length)).toBe(0);

  // A flood of 10,000: one row with what happened to them; the panel stays usable; the list stays bounded.
  // The page's main thread meanwhile: a 16 ms timer's worst lateness, against the browser's own cost of as
  // many messages now (support-sdk.ts). Measured on 2 cores, alone: 496–652 ms beside 232–365 ms; beside
  // a software-rendered game: 778–1,390 ms beside 718–1,231 ms. The bar is five times the browser's own,
  // at least 3 s (a loaded CI runner's 4,137 ms failed the fixed 3 s once); a panel drawing a row a
  // message costs many times more.
  const baselineLag = await browserOwnMessageLag(page, frame, 10_000);
  const stopTimerLag = await watchTimerLag(page);
  const flood = await frame.evaluate(
    (count) =>
      new Promise<Record<string, number>>((resolve) => {
        const codes: Record<string, number> = {};
        let answered = 0;
        const onMessage = (event: MessageEvent) => {
          const data = event.data as { id?: string; ok?: boolean; error?: { code: string } };
          if (typeof data?.id !== 'string' || !data.id.startsWith('flood-')) return;
          const code = data.ok ? 'ok' : (data.error?.code ?? 'unknown');
          codes[code] = (codes[code] ?? 0) + 1;
          answered += 1;
          if (answered === count) {
            window.removeEventListener('message', onMessage);
            resolve(codes);
          }
        };
        window.addEventListener('message', onMessage);
        // A method the relay asks the API for every time (user.get is answered from the relay's recent answer
        // at once, so its first request is done before the second arrives, and the burst has no pending head).
        for (let i = 0; i < count; i += 1) window.parent.postMessage({ from: 'orbital', v: 1, id: `flood-${i}`, method: 'inventory.catalog' }, '*');
        setTimeout(() => resolve(codes), 40_000);
      }),
    10_000,
  );
  expect((flood.ok ?? 0) + (flood.rate_limited ?? 0)).toBe(10_000);
  const summary = row(inspector, 'ids flood-0 … flood-9999');
  await expect(summary).toContainText('×10,000');
  const worstLag = await stopTimerLag();
  test.info().annotations.push({ type: 'worst timer delay', description: `${worstLag} ms (the browser's own ${baselineLag} ms)` });
  expect(worstLag, `the page's worst timer delay during the flood, with the inspector open (the browser's own ${baselineLag} ms)`).toBeLessThan(Math.max(3_000, 5 * baselineLag));
  await expect(summary).toContainText(`outcome ${(flood.ok ?? 0).toLocaleString('en-US')} ok · ${(flood.rate_limited ?? 0).toLocaleString('en-US')} rate_limited`);
  await expect(summary).toContainText('refused: rate limit');
  await expect(inspector).toContainText(`${(flood.rate_limited ?? 0).toLocaleString('en-US')} refused (rate limit)`);
  expect(await inspector.getByRole('listitem').count()).toBeLessThanOrEqual(300);

  // Clear, then the next request shows on its own.
  await inspector.getByRole('button', { name: 'Clear traffic' }).click();
  await expect(inspector).toContainText('No SDK traffic yet');
  await expect(inspector.getByRole('heading', { name: 'SDK inspector (0)' })).toBeVisible();
  await callAll(frame, [request('after-clear', 'settings.get')]);
  await expect(row(inspector, 'id after-clear')).toContainText('reply {"muteAudio":');
  await expect(inspector.getByRole('listitem')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('untrusted strings from the game are shown as text, never as markup', async ({ page, baseURL }) => {
  await serveHarness(page, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${GAME_PAGE}?persona=player`);
  const frame = await harnessFrame(page);
  const markup = '<img src=x onerror="window.inspectorXss=1">';
  await callAll(frame, [request('<b>id</b>', 'saves.write', { slot: 4, data: markup }), request('m2', `<img src=x onerror="window.inspectorXss=2">`)]);
  const inspector = await openInspector(page);
  await expect(row(inspector, 'saves.write')).toContainText(`params {"slot":4,"data":${JSON.stringify(markup)}}`);
  await expect(row(inspector, 'saves.write')).toContainText('id <b>id</b>');
  await expect(row(inspector, 'id m2')).toContainText('unknown_method');
  await expect(inspector.locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { inspectorXss?: number }).inspectorXss)).toBeUndefined();
  expect(errors).toEqual([]);
});
