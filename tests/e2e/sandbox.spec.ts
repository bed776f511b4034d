import { expect, test, type Page } from '@playwright/test';
import { gamesOrigin, viaLoopback } from '../support/hosts';

/*
 * The sandbox contract (engineering guide §3) against the built demo: URL parameters, the panel, the
 * realtime mock and the stand-in pages, all with the network cut off where it matters.
 * Literal strings are the guide's and the spec's, on purpose (guide §2.11).
 */

interface ApiAnswer {
  status: number;
  body: { status: { success: boolean; code: number; message: string }; data: unknown } | null;
}

function authStatus(page: Page): Promise<ApiAnswer> {
  return page.evaluate(() =>
    fetch('/v1/public/user/auth/status', { credentials: 'include', headers: { Accept: 'application/json' } }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    })),
  );
}

/** A content call (not auth status): where the 404 page asks whether a moved path lives elsewhere. */
function redirectCheck(page: Page): Promise<ApiAnswer | 'network error'> {
  return page.evaluate(() =>
    fetch('/v1/public/system/redirect/check', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: '/old-games' }),
    }).then(
      async (r) => ({ status: r.status, body: await r.json() }),
      () => 'network error' as const,
    ),
  );
}

function username(answer: ApiAnswer): string | undefined {
  const data = answer.body?.data as { account?: { username?: string } } | null | undefined;
  return data?.account?.username;
}

function balance(answer: ApiAnswer): number | undefined {
  const data = answer.body?.data as { account?: { balance?: number } } | null | undefined;
  return data?.account?.balance;
}

/** The demo is up once its panel is mounted (the mock backend started before it). */
async function demoReady(page: Page) {
  await expect(page.getByRole('button', { name: 'Sandbox', exact: true })).toBeVisible();
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox' });
  await expect(dialog).toBeVisible();
  return dialog;
}

type FramesWindow = Window & { sandboxTestFrames?: { event: string; channel?: string }[] };

/**
 * Connects a Pusher-protocol client (what pusher-js says on the wire) to the demo's realtime address,
 * which the page's mock answers, and subscribes to `channel`; a private channel is authorised by the
 * mock API's channel-auth call, like laravel-echo's authorizer does.
 */
async function subscribe(page: Page, channel: string): Promise<void> {
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const w = window as FramesWindow;
        w.sandboxTestFrames = [];
        const socket = new WebSocket(`wss://${location.hostname}:6001/app/orbital-demo-key?protocol=7&client=js&version=8.6.0&flash=false`);
        socket.addEventListener('message', (message) => {
          const frame = JSON.parse(String(message.data)) as { event: string; channel?: string; data: unknown };
          w.sandboxTestFrames?.push(frame);
          if (frame.event === 'pusher:connection_established') {
            const socketId = (JSON.parse(String(frame.data)) as { socket_id: string }).socket_id;
            if (!name.startsWith('private-')) {
              socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: name } }));
              return;
            }
            void fetch('/v1/public/user/auth/channel', {
              method: 'POST',
              credentials: 'include',
              headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
              body: JSON.stringify({ socket_id: socketId, channel_name: name }),
            })
              .then((r) => r.json() as Promise<{ data: { auth: string } }>)
              .then((answer) => socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: name, auth: answer.data.auth } })), reject);
          }
          if (frame.event === 'pusher_internal:subscription_succeeded') resolve();
          if (frame.event === 'pusher:subscription_error') reject(new Error(`subscription refused: ${String(frame.data)}`));
        });
        setTimeout(() => reject(new Error('no subscription within 5 s')), 5000);
      }),
    channel,
  );
}

/** Events the test client has received so far. */
function received(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as FramesWindow).sandboxTestFrames ?? []).map((f) => f.event));
}

test.describe('persona', () => {
  test('persona=player logs the demo player in, then leaves the address bar; the session is an ordinary one', async ({ page }) => {
    await page.goto('/?persona=player&cat=action');
    await demoReady(page);
    await expect(page).toHaveURL(/\/\?cat=action$/);

    const status = await authStatus(page);
    expect(status.status).toBe(200);
    expect(username(status)).toBe('player');
    expect(balance(status)).toBe(120);

    // Applied once: a reload keeps the session, the app's logout ends it.
    await page.reload();
    await demoReady(page);
    expect(username(await authStatus(page))).toBe('player');
    const logout = await page.evaluate(() =>
      fetch('/v1/private/user/auth/logout', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } }).then((r) => r.status),
    );
    expect(logout).toBe(200);
    expect((await authStatus(page)).status).toBe(401);
  });

  test('persona=guest logs out; switching persona in the panel logs in as that user', async ({ page }) => {
    await page.goto('/?persona=developer');
    await demoReady(page);
    expect(username(await authStatus(page))).toBe('developer');

    await page.goto('/?persona=guest');
    await demoReady(page);
    await expect(page).toHaveURL(/\/$/);
    expect((await authStatus(page)).status).toBe(401);

    const panel = await openPanel(page);
    await expect(panel.getByRole('button', { name: 'Guest' })).toHaveAttribute('aria-pressed', 'true');
    await panel.getByRole('button', { name: 'Premium' }).click();
    await page.waitForURL((url) => !url.search.includes('persona'));
    await demoReady(page);
    expect(username(await authStatus(page))).toBe('premium');
  });

  test('other tabs follow: a persona applied in one tab is the session of the others', async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/?persona=player');
    await demoReady(first);
    const second = await context.newPage();
    await second.goto('/?persona=developer');
    await demoReady(second);
    // The user, or the status when there is none (a failure then says which).
    const firstTab = async () => {
      const answer = await authStatus(first);
      return username(answer) ?? `HTTP ${answer.status}`;
    };
    await expect.poll(firstTab).toBe('developer');
    await second.evaluate(() => fetch('/v1/private/user/auth/logout', { method: 'POST', credentials: 'include' }));
    await expect.poll(async () => (await authStatus(first)).status).toBe(401);
  });

  test('a tab that keeps asking while another applies a persona follows it, and is never logged out', async ({ context }) => {
    // The cookie reaches the first tab before the second tab's saved data does (CI: an answer in that
    // window said 419 and cleared the new cookie for every tab).
    const first = await context.newPage();
    await first.goto('/?persona=player');
    await demoReady(first);
    await first.evaluate(() => {
      const probe = window as unknown as { asked: string[]; stop: boolean };
      probe.asked = [];
      probe.stop = false;
      void (async () => {
        while (!probe.stop) {
          const response = await fetch('/v1/public/user/auth/status', { credentials: 'include', headers: { Accept: 'application/json' } });
          const body = (await response.json()) as { data?: { account?: { username?: string } } | null };
          probe.asked.push(body.data?.account?.username ?? `HTTP ${response.status}`);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      })();
    });
    const second = await context.newPage();
    await second.goto('/?persona=developer');
    await demoReady(second);
    await expect.poll(() => first.evaluate(() => (window as unknown as { asked: string[] }).asked.at(-1))).toBe('developer');
    const asked = await first.evaluate(() => {
      const probe = window as unknown as { asked: string[]; stop: boolean };
      probe.stop = true;
      return probe.asked;
    });
    // Player, then developer: nothing in between.
    expect(asked.filter((answer, i) => answer !== asked[i - 1])).toEqual(['player', 'developer']);
    expect(username(await authStatus(second))).toBe('developer');
  });

  test('a malformed persona is ignored with a warning, and the demo still starts', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/?persona=admin&scenario=chaos&now=2026-02-30');
    await demoReady(page);
    expect(warnings.join('\n')).toContain('Sandbox: ignoring persona="admin"');
    expect(warnings.join('\n')).toContain('Sandbox: ignoring scenario="chaos"');
    expect(warnings.join('\n')).toContain('Sandbox: ignoring now="2026-02-30"');
    expect((await authStatus(page)).status).toBe(401);
  });
});

test.describe('scenarios', () => {
  test('scenario=maintenance: every call answers 503, and it sticks to the tab', async ({ page }) => {
    await page.goto('/?persona=player&scenario=maintenance');
    await demoReady(page);
    const status = await authStatus(page);
    expect(status.status).toBe(503);
    expect(status.body?.status.message).toBe("We're currently down for maintenance to add extra fancy features. Please try again in 30 seconds.");
    const content = await redirectCheck(page);
    expect(content === 'network error' ? 0 : content.status).toBe(503);

    // Sticky: another page of the same tab, without the parameter.
    await page.goto('/blog');
    await demoReady(page);
    expect((await authStatus(page)).status).toBe(503);
    const panel = await openPanel(page);
    await expect(panel.getByRole('combobox', { name: 'Scenario' })).toHaveValue('maintenance');

    // Changed in the panel: back to default after the reload.
    const reloaded = page.waitForEvent('load');
    await panel.getByRole('combobox', { name: 'Scenario' }).selectOption('default');
    await reloaded;
    await demoReady(page);
    await expect.poll(async () => (await authStatus(page)).status).toBe(200);
  });

  test('scenario=offline: content calls fail as network errors; the auth status still answers', async ({ page }) => {
    await page.goto('/?persona=player&scenario=offline');
    await demoReady(page);
    expect(await redirectCheck(page)).toBe('network error');
    expect(username(await authStatus(page))).toBe('player');
  });

  test('fail= with failStatus= fails only the named calls', async ({ page }) => {
    await page.goto('/?fail=system.redirectCheck&failStatus=409');
    await demoReady(page);
    const failed = await redirectCheck(page);
    expect(failed === 'network error' ? 0 : failed.status).toBe(409);
    expect((await authStatus(page)).status).toBe(401);

    await page.goto('/?fail=');
    await demoReady(page);
    const ok = await redirectCheck(page);
    expect(ok === 'network error' ? 0 : ok.status).toBe(200);
  });

  test('now= sets the date for the tab; the panel shows it and clears it', async ({ page }) => {
    await page.goto('/?now=2026-12-24');
    await demoReady(page);
    const panel = await openPanel(page);
    await expect(panel.getByRole('list', { name: 'Active settings' })).toContainText('date 2026-12-24');
    await expect(panel.getByLabel("The clock's date")).toHaveValue('2026-12-24');
    const reloaded = page.waitForEvent('load');
    await panel.getByRole('button', { name: 'Clear', exact: true }).click();
    await reloaded;
    await demoReady(page);
    await expect(page.getByRole('button', { name: 'Sandbox', exact: true })).not.toHaveAccessibleDescription(/date/);
  });

  test('gate=1 leaves the gated page to the app: no panel until gate=0', async ({ page }) => {
    await page.goto('/?gate=1');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Sandbox', exact: true })).toHaveCount(0);
    await page.goto('/?gate=0');
    await demoReady(page);
  });
});

test.describe('panel', () => {
  test("opens from the 'Sandbox' button, traps focus, closes with Escape; 'Reset demo data' restores the seed", async ({ page }) => {
    await page.goto('/?persona=player');
    await demoReady(page);

    let panel = await openPanel(page);
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // Change something that persists: the balance.
    panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Update balance' }).click();
    await expect(panel.getByRole('status')).toContainText('balance.updated on private-account.1');
    expect(balance(await authStatus(page))).toBe(145);
    await page.reload();
    await demoReady(page);
    expect(balance(await authStatus(page))).toBe(145);

    panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Reset demo data' }).click();
    await panel.getByRole('group', { name: 'Confirm the reset' }).getByRole('button', { name: 'Reset demo data' }).click();
    await page.waitForURL((url) => !url.search.includes('persona'));
    await demoReady(page);
    const after = await authStatus(page);
    expect(username(after)).toBe('player');
    expect(balance(after)).toBe(120);
  });

  test("'Unlock achievement' reaches a realtime client connected to the guest's channel", async ({ page }) => {
    await page.goto('/');
    await demoReady(page);
    // The first auth-status call gives the guest a session (the orbital_guest cookie).
    expect((await authStatus(page)).status).toBe(401);
    const guest = await page.evaluate(() => /(?:^|; )orbital_guest=([^;]+)/.exec(document.cookie)?.[1] ?? null);
    expect(guest).not.toBeNull();

    await subscribe(page, `guest.announcement.${guest}`);

    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Unlock achievement' }).click();
    // The test's client and, once its auth-status call is answered, the app itself listen there.
    await expect(panel.getByRole('status')).toContainText(/delivered to [12] connections?/);
    await expect.poll(() => received(page)).toContain('achievement.unlocked');
    // The private-channel events need a logged-in user.
    await expect(panel.getByRole('button', { name: 'Update balance' })).toBeDisabled();
  });

  test("'Update balance' reaches the logged-in user's private account channel", async ({ page }) => {
    await page.goto('/?persona=player');
    await demoReady(page);
    await subscribe(page, 'private-account.1');
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Update balance' }).click();
    await expect(panel.getByRole('status')).toContainText(/balance\.updated on private-account\.1: delivered to [12] connections?/);
    await expect.poll(() => received(page)).toContain('balance.updated');
  });

  test('the analytics log shows what the app sends; the consent switch loads a consent system', async ({ page }) => {
    await page.goto('/?consent=1');
    await demoReady(page);
    const panel = await openPanel(page);
    await expect(panel.getByRole('switch', { name: 'Consent system' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Analytics consent' })).toBeChecked();
    await expect(panel.getByRole('heading', { name: /^Analytics events \(\d+\)$/ })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await panel.getByRole('switch', { name: 'Consent system' }).click();
    await reloaded;
    await demoReady(page);
    const again = await openPanel(page);
    await expect(again.getByRole('switch', { name: 'Consent system' })).not.toBeChecked();
    await expect(again.getByRole('switch', { name: 'Analytics consent' })).toHaveCount(0);
  });
});

test.describe('stand-in third-party pages', () => {
  test("checkout: 'Pay' completes the mock payment and lands on 'Purchase Complete'; 'Cancel' charges nothing", async ({ page }) => {
    await page.goto('/?persona=player');
    await demoReady(page);
    const buy = () =>
      page.evaluate(() =>
        fetch('/v1/private/user/market/coins/purchase/direct', {
          method: 'POST',
          credentials: 'include',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({ amount: 500 }),
        }).then((r) => r.json() as Promise<{ data: { payment_url: string } }>),
      );

    const first = await buy();
    const paymentUrl = new URL(first.data.payment_url);
    expect(paymentUrl.pathname).toBe('/__mock/checkout');
    await page.goto(first.data.payment_url);
    await expect(page.getByText('500 Orbital coins')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/market\/coins\/success$/);
    await demoReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase Complete' })).toBeVisible();
    expect(balance(await authStatus(page))).toBe(620);

    const second = await buy();
    await page.goto(second.data.payment_url);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/market$/);
    await demoReady(page);
    expect(balance(await authStatus(page))).toBe(620);
  });

  test("social login: the consent page's 'Continue as player' logs this browser in through the status page", async ({ page }) => {
    await page.goto('/');
    await demoReady(page);
    const started = await page.evaluate(() =>
      fetch('/v1/public/user/auth/social/login', {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ provider: 'google' }),
      }).then((r) => r.json() as Promise<{ data: { url: string } }>),
    );
    expect(new URL(started.data.url).pathname).toBe('/__mock/social/google');
    await page.goto(started.data.url);
    await page.getByRole('button', { name: 'Continue as player' }).click();
    await page.waitForURL(/\/auth\/social\/status\?provider=google$/);
    await demoReady(page);
    const social = await page.evaluate(() =>
      fetch('/v1/public/user/auth/social/status?provider=google', { credentials: 'include', headers: { Accept: 'application/json' } }).then((r) => r.status),
    );
    expect(social).toBe(200);
    expect(username(await authStatus(page))).toBe('player');
  });
});

test.describe('demo server', () => {
  test('serves the sample game builds for games.orbital.localhost and the stand-in pages only under /__mock/', async ({ page, request, baseURL }) => {
    const site = baseURL ?? 'http://orbital.localhost:4173';
    const index = await request.get(...viaLoopback(`${site}/`));
    expect(index.headers()['cache-control']).toBe('no-store');
    const missingApi = await request.get(...viaLoopback(`${site}/v1/public/nothing`));
    expect(missingApi.status()).toBe(501);

    await page.goto(`${gamesOrigin(site)}/neon-drift/index.html`);
    await expect(page).toHaveTitle('Neon Drift');
    await expect(page.getByRole('heading', { name: 'Neon Drift' })).toBeVisible();

    await page.goto('/__mock/checkout?order=0b8f1d6e-3c1a-4f7e-9a55-2f0c8e6b7d41&amount=500&price=4.99');
    await expect(page.getByRole('heading', { name: 'Complete your purchase' })).toBeVisible();
    await expect(page.getByText('500 Orbital coins')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled();

    await page.goto('/__mock/social/google?state=demo-state-token');
    await expect(page.getByRole('button', { name: 'Continue as player' })).toBeEnabled();
    await page.goto('/__mock/social/google');
    await expect(page.getByRole('alert')).toContainText('no login state');
  });

  test('the demo works with the network cut off: nothing leaves the demo server', async ({ page, context, baseURL }) => {
    const blocked: string[] = [];
    await context.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url());
      if (hostname === 'orbital.localhost' || hostname === 'games.orbital.localhost') return route.continue();
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await context.routeWebSocket(/.*/, (ws) => {
      blocked.push(ws.url());
      ws.close();
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/?persona=premium');
    await demoReady(page);
    expect(username(await authStatus(page))).toBe('premium');
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'New notification' }).click();
    await expect(panel.getByRole('status')).toContainText('notification.created on private-announcement.2');

    await page.goto(`${gamesOrigin(baseURL ?? 'http://orbital.localhost:4173')}/neon-drift/index.html`);
    await expect(page).toHaveTitle('Neon Drift');

    expect(blocked, 'the demo must not reach the network').toEqual([]);
    expect(errors).toEqual([]);
  });
});
