import { expect, test, type Frame, type Page } from '@playwright/test';
import { TIMING } from './support-timing';
import { browserOwnMessageLag, GAME_PAGE, harnessFrame, HARNESS_HTML, request, serveHarness, watchTimerLag, type Reply } from './support-sdk';

/*
 * Forged messages to the SDK relay (issue 12, "Tests that fail when it breaks"; the origin rule of
 * decision 3): each must be dropped — no reply, no API call, no page error. And a flood of 10,000 requests
 * leaves the page responsive, is answered `rate_limited`, and the next request is answered normally.
 */

/**
 * The game SDK's API calls (`/v1/…/sdk/…`, every relay method's) from now on. The page's own sections
 * (reviews, similar games) load on their own schedule and are not what a forged message could cause.
 */
function watchApi(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/v1/') && url.pathname.includes('/sdk/')) calls.push(`${r.method()} ${url.pathname}`);
  });
  return calls;
}

/** Replies the frame got (messages with an id, or an `ok`), excluding the readiness handshakes. */
function repliesIn(frame: Frame): Promise<unknown[]> {
  return frame.evaluate(() =>
    (window.sdkReceived ?? [])
      .map((m) => m.data)
      .filter((d) => d && typeof d === 'object' && ('ok' in d || 'id' in d) && !String(d.id).startsWith('ready-')),
  );
}

/** A forger's page: posts a valid-looking request to its parent every 50 ms and records any answer. */
const FORGER_HTML = HARNESS_HTML.replace(
  '</script>',
  `  window.forged = 0;
  setInterval(() => { window.forged += 1; window.parent.postMessage({ from: 'orbital', v: 1, id: 'forged-' + window.forged, method: 'user.get' }, '*'); }, 50);
</script>`,
);

/** Adds an iframe at `src` to the game page and returns its frame, once it has posted a few requests. */
async function addForger(page: Page, src: string): Promise<Frame> {
  await page.evaluate((url) => {
    const iframe = document.createElement('iframe');
    iframe.src = url;
    iframe.title = `forger ${url}`;
    document.body.append(iframe);
  }, src);
  const frame = await expect
    .poll(() => page.frames().find((f) => f.url() === src) ?? null)
    .not.toBeNull()
    .then(() => page.frames().find((f) => f.url() === src) as Frame);
  await expect.poll(() => frame.evaluate(() => (window as Window & { forged?: number }).forged ?? 0)).toBeGreaterThan(5);
  return frame;
}

test('forged messages are dropped: wrong origin, look-alike host, another frame, bad shape, from, v and id', async ({ page, baseURL }) => {
  test.setTimeout(45_000);
  const games = await serveHarness(page, baseURL);
  const port = new URL(games).port;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Forgers: a wrong origin, a look-alike of the site's host (Chromium resolves every *.localhost to
  // loopback), and the right origin in a frame that is not the game's.
  const evil = `http://evil.localhost:${port}/forger.html`;
  const lookAlike = `http://evilorbital.localhost:${port}/forger.html`;
  const sibling = `${games}/forger/forger.html`;
  for (const url of [evil, lookAlike, sibling]) {
    await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FORGER_HTML }));
  }
  await page.goto(GAME_PAGE);
  const frame = await harnessFrame(page);
  const api = watchApi(page);

  // From inside the real game frame: every rule broken once.
  const valid = request('x', 'user.get');
  const forged: unknown[] = [
    'user.get',
    JSON.stringify(request('as-string', 'user.get')),
    [valid],
    null,
    42,
    { ...request('wrong-from', 'user.get'), from: 'orbitall' },
    { ...request('no-from', 'user.get'), from: undefined },
    { ...request('v2', 'user.get'), v: 2 },
    { ...request('v0', 'user.get'), v: 0 },
    { ...request('v-string', 'user.get'), v: '1' },
    { from: 'orbital', v: 1, method: 'user.get' },
    request('', 'user.get'),
    request('x'.repeat(65), 'user.get'),
    { ...request('numeric-id', 'user.get'), id: 7 },
    { from: 'orbital', v: 1, id: 'no-method' },
  ];
  const forgers = await Promise.all([addForger(page, evil), addForger(page, lookAlike), addForger(page, sibling)]);
  await frame.evaluate((list) => {
    for (const message of list) window.parent.postMessage(message, '*');
  }, forged);
  // Several drains (100 ms each) later, still nothing.
  await page.waitForTimeout(800);

  expect(await repliesIn(frame), 'replies to forged messages in the game frame').toEqual([]);
  for (const forger of forgers) {
    expect(await forger.evaluate(() => window.sdkReceived ?? []), `messages to ${forger.url()}`).toEqual([]);
  }
  expect(api, 'API calls caused by forged messages').toEqual([]);
  expect(errors).toEqual([]);

  // The checks can fail: a valid request with a 64-character id is answered, once, with one API call (a
  // method the relay asks the API for each time: user.get is answered from the user it asked for as it started).
  const control = await frame.evaluate((id) => window.sdkPost?.({ from: 'orbital', v: 1, id, method: 'inventory.catalog' }), 'y'.repeat(64));
  expect(control?.data).toMatchObject({ ok: true, id: 'y'.repeat(64), data: expect.any(Array) });
  expect(api).toEqual(['GET /v1/public/sdk/game/starfall-arena/catalog']);
  for (const forger of forgers) expect(await forger.evaluate(() => window.sdkReceived ?? [])).toEqual([]);
  expect(errors).toEqual([]);
});

test('the wrong origin in the game frame itself: once the frame navigates to a look-alike host, its requests are dropped', async ({ page, baseURL }) => {
  const games = await serveHarness(page, baseURL);
  const lookAlike = `http://evilorbital.localhost:${new URL(games).port}/starfall-arena/index.html`;
  await page.route(lookAlike, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: HARNESS_HTML }));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(GAME_PAGE);
  const frame = await harnessFrame(page);
  const api = watchApi(page);

  // The same window (the relay's source check passes), another origin: only the origin rule stands.
  await frame.evaluate((url) => {
    location.href = url;
  }, lookAlike);
  await expect.poll(() => frame.url()).toBe(lookAlike);
  await expect.poll(() => frame.evaluate(() => typeof window.sdkPost)).toBe('function');
  const replies = await frame.evaluate(() =>
    Promise.all([
      window.sdkPost?.({ from: 'orbital', v: 1, id: 'evil-user', method: 'user.get' }, 1000),
      window.sdkPost?.({ from: 'orbital', v: 1, id: 'evil-hs', method: 'handshake' }, 1000),
      window.sdkPost?.({ from: 'orbital', v: 2, id: 'evil-hs-v2', method: 'handshake' }, 1000),
    ]),
  );
  expect(replies).toEqual([null, null, null]);
  expect(await frame.evaluate(() => window.sdkReceived ?? [])).toEqual([]);
  expect(api).toEqual([]);
  expect(errors).toEqual([]);
});

test('a flood of 10,000 requests: rate_limited answers, the page stays responsive, the next request is answered', TIMING, async ({ page, baseURL }) => {
  test.setTimeout(45_000);
  await serveHarness(page, baseURL);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(GAME_PAGE);
  const frame = await harnessFrame(page);

  // The browser's own cost of 10,000 messages on this runner, now: as many messages that are not
  // Orbital's (the relay drops them unanswered), then one request queued behind them: 555 ms here, when the
  // flood itself cost 308 ms. The bar below is twice that, at least 1 s: it grows on a slow runner (the
  // flood's 1,585 ms failed the fixed 1 s once on a loaded one) and stays 1 s on a quiet one.
  const baselineLag = await browserOwnMessageLag(page, frame, 10_000);

  // The page's main thread: a 16 ms timer's worst lateness while the flood lasts.
  const stopTimerLag = await watchTimerLag(page);

  const flood = await frame.evaluate(
    (count) =>
      new Promise<{ answered: number; codes: Record<string, number>; ms: number; unexpectedIds: number }>((resolve) => {
        const codes: Record<string, number> = {};
        const seen = new Set<string>();
        let unexpectedIds = 0;
        const started = performance.now();
        const onMessage = (event: MessageEvent) => {
          const data = event.data as { id?: string; ok?: boolean; error?: { code: string } };
          if (typeof data?.id !== 'string' || !data.id.startsWith('flood-')) return;
          if (seen.has(data.id)) unexpectedIds += 1;
          seen.add(data.id);
          const code = data.ok ? 'ok' : (data.error?.code ?? 'unknown');
          codes[code] = (codes[code] ?? 0) + 1;
          if (seen.size === count) {
            window.removeEventListener('message', onMessage);
            resolve({ answered: seen.size, codes, ms: Math.round(performance.now() - started), unexpectedIds });
          }
        };
        window.addEventListener('message', onMessage);
        for (let i = 0; i < count; i += 1) window.parent.postMessage({ from: 'orbital', v: 1, id: `flood-${i}`, method: 'user.get' }, '*');
        setTimeout(() => resolve({ answered: seen.size, codes, ms: -1, unexpectedIds }), 30_000);
      }),
    10_000,
  );
  const worstLag = await stopTimerLag();

  expect(flood.answered, 'every request of the flood settles').toBe(10_000);
  expect(flood.unexpectedIds, 'no request answered twice').toBe(0);
  expect(flood.codes.rate_limited ?? 0).toBeGreaterThan(5_000);
  expect(flood.codes.ok ?? 0).toBeGreaterThan(0);
  expect((flood.codes.ok ?? 0) + (flood.codes.rate_limited ?? 0)).toBe(10_000);
  // Not frozen: the page's timers keep running through the flood. Measured on 2 cores: a 16 ms timer is
  // ~250 ms late from the browser's own cost of 10,000 messages; with the relay 206–356 ms alone and up to
  // 600 ms with a second flood running beside it. Before the refusals were batched across tasks (one
  // postMessage inside each message event) it was 0.8–1.3 s alone.
  test.info().annotations.push({ type: 'worst timer delay', description: `${worstLag} ms (flood answered in ${flood.ms} ms; the browser's own ${baselineLag} ms)` });
  expect(worstLag, `the page's worst timer delay during the flood (${flood.ms} ms; the browser's own ${baselineLag} ms)`).toBeLessThan(Math.max(1_000, 2 * baselineLag));

  const next: Reply = await frame.evaluate(() => window.sdkPost?.({ from: 'orbital', v: 1, id: 'after-flood', method: 'user.get' }) ?? null);
  expect(next?.data).toMatchObject({ from: 'orbital', v: 1, id: 'after-flood', ok: true, data: { loggedIn: false } });
  expect(next?.origin).toBe(new URL(page.url()).origin);
  // The page still answers input.
  const link = page.getByRole('link', { name: 'Games', exact: true }).first();
  await link.focus();
  await expect(link).toBeFocused();
  expect(errors).toEqual([]);
});
