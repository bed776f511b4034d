import { expect, test, type Page } from '@playwright/test';
import { loopback, viaLoopback } from '../support/hosts';

/*
 * The production build (dist-e2e, served by `vite preview` at http://orbital.localhost:4174) against the
 * real HTTP mock server (`npm run mock-api`, addressed as http://api.orbital.localhost:8787): what the
 * browser really does across the two origins of one site — CORS with credentials, SameSite=Lax cookies
 * between the site and its API subdomain, and the Pusher-protocol socket over plain ws. See
 * playwright.prod.config.ts and docs/mock-api.md. Node-side control calls use the loopback address.
 */

const MOCK_API = `http://api.orbital.localhost:${process.env.E2E_MOCK_API_PORT || 8787}`;
const MOCK_API_CONTROL = loopback(MOCK_API);
const REALTIME_URL = `${MOCK_API.replace(/^http/, 'ws')}/app/orbital-demo-key`;
const PASSWORD = 'Orbital!2026';

interface Envelope {
  status: { success: boolean; code: number; message: string; debug: string | null };
  data: unknown;
}

test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_API_CONTROL}/__mock/reset`);
  expect(reset.ok()).toBe(true);
});

/** Opens the production build and fails the test on any page error. */
async function openApp(page: Page, path = '/'): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  return errors;
}

test('the production build renders its 404 page on an unknown path, with no page errors and no API call elsewhere than the mock', async ({ page }) => {
  const apiCalls: string[] = [];
  const offsite: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.hostname.endsWith('orbital.localhost')) offsite.push(request.url());
    if (url.pathname.startsWith('/v1/')) apiCalls.push(url.origin);
  });

  const errors = await openApp(page, '/this/path/does/not/exist');
  const build = (await (await page.request.get(...viaLoopback(new URL('/e2e-build.json', page.url()).toString()))).json()) as { apiUrl: string };
  expect(build.apiUrl, 'the page on this port is not the end-to-end build of scripts/serve-prod-e2e.mjs').toBe(MOCK_API);

  await expect(page.getByRole('heading', { level: 1, name: 'BOO! HAHA' })).toBeVisible();
  // The build is configured for the mock (VITE_ORBITAL_API_URL): whatever the app asks goes there.
  expect(apiCalls.filter((origin) => origin !== MOCK_API)).toEqual([]);
  expect(offsite).toEqual([]);
  expect(errors).toEqual([]);
});

test('a credentialed cross-origin call from the page logs in, and the session cookie comes back on the next call', async ({ page, context }) => {
  const errors = await openApp(page);

  const result = await page.evaluate(
    async ({ api, password }) => {
      const call = async (path: string, init: RequestInit = {}) => {
        const response = await fetch(`${api}${path}`, {
          credentials: 'include',
          ...init,
          headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
        });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      const login = await call('/v1/public/user/auth/login', {
        method: 'POST',
        body: JSON.stringify({ login: 'player', password, remember: false }),
      });
      const status = await call('/v1/public/user/auth/status');
      // Without credentials the browser sends no cookie: the same call is a guest's.
      const withoutCookie = await call('/v1/public/user/auth/status', { credentials: 'omit' });
      return { login, status, withoutCookie, origin: window.location.origin };
    },
    { api: MOCK_API, password: PASSWORD },
  );

  expect(result.origin).not.toBe(MOCK_API);
  expect(result.login.status).toBe(200);
  expect((result.login.body as Envelope).status).toEqual({ success: true, code: 200, message: 'OK', debug: null });
  expect(result.status.status).toBe(200);
  expect((result.status.body as Envelope).data).toMatchObject({ account: { username: 'player' } });
  expect(result.withoutCookie.status).toBe(401);
  expect((result.withoutCookie.body as Envelope).status.message).toMatch(/^[A-Z].*\.$/);

  // The browser stored the mock's session cookie as a real one: SameSite=Lax works between the site and
  // its API subdomain (one site).
  const cookies = await context.cookies(MOCK_API);
  expect(cookies.find((c) => c.name === 'orbital_session')).toMatchObject({ sameSite: 'Lax', domain: 'api.orbital.localhost' });
  expect(errors).toEqual([]);
});

test('the realtime socket works from the page: handshake, a public channel, and a private channel authorised through the API', async ({ page, request }) => {
  const errors = await openApp(page);

  // Handshake and a public subscription, from the page's origin.
  const socketId = await page.evaluate(
    ({ url }) =>
      new Promise<string>((resolve, reject) => {
        const frames: Array<{ event: string; channel?: string; data: string }> = [];
        const socket = new WebSocket(url);
        Object.assign(window, { e2eFrames: frames, e2eSocket: socket });
        let id = '';
        socket.addEventListener('message', (message: MessageEvent<string>) => {
          const frame = JSON.parse(message.data) as { event: string; channel?: string; data: string };
          frames.push(frame);
          if (frame.event === 'pusher:connection_established') {
            id = (JSON.parse(frame.data) as { socket_id: string }).socket_id;
            socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'guest.announcement.e2e' } }));
          }
          if (frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === 'guest.announcement.e2e') resolve(id);
        });
        socket.addEventListener('error', () => reject(new Error(`The socket to ${url} failed.`)));
        setTimeout(() => reject(new Error(`No subscription within 5 s; frames: ${JSON.stringify(frames)}`)), 5000);
      }),
    { url: REALTIME_URL },
  );
  expect(socketId).toMatch(/^\d+\.\d+$/);

  const published = await request.post(`${MOCK_API_CONTROL}/__mock/realtime/publish`, {
    data: { channel: 'guest.announcement.e2e', event: 'achievement.unlocked', data: { title: 'Lift-off', desc: 'Opened Orbital.', thumb: '/t.svg', sound: null } },
  });
  expect(((await published.json()) as Envelope).data).toMatchObject({ delivered: 1 });
  const received = await page.waitForFunction(() => {
    const frames = (window as unknown as { e2eFrames: Array<{ event: string; data: string }> }).e2eFrames;
    const frame = frames.find((f) => f.event === 'achievement.unlocked');
    return frame ? (JSON.parse(frame.data) as { title: string }).title : undefined;
  });
  expect(await received.jsonValue()).toBe('Lift-off');

  // A private channel: log in, ask the channel-auth endpoint (cookies, CORS) for a signature, subscribe.
  const privateChannel = await page.evaluate(
    async ({ api, password, socketId: id }) => {
      const post = (path: string, body: unknown) =>
        fetch(`${api}${path}`, {
          method: 'POST',
          credentials: 'include',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.json() as Promise<{ data: unknown }>);
      const login = (await post('/v1/public/user/auth/login', { login: 'player', password, remember: false })).data as { account: { id: number } };
      const channel = `private-account.${login.account.id}`;
      const { auth } = (await post('/v1/public/user/auth/channel', { socket_id: id, channel_name: channel })).data as { auth: string };
      const socket = (window as unknown as { e2eSocket: WebSocket }).e2eSocket;
      const frames = (window as unknown as { e2eFrames: Array<{ event: string; channel?: string }> }).e2eFrames;
      socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
      await new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const poll = () => {
          const frame = frames.find((f) => f.channel === channel);
          if (frame?.event === 'pusher_internal:subscription_succeeded') resolve();
          else if (frame) reject(new Error(`Subscribing to ${channel} failed: ${JSON.stringify(frame)}`));
          else if (Date.now() - started > 5000) reject(new Error(`No answer to subscribing to ${channel}.`));
          else setTimeout(poll, 20);
        };
        poll();
      });
      return channel;
    },
    { api: MOCK_API, password: PASSWORD, socketId },
  );

  const balance = await request.post(`${MOCK_API_CONTROL}/__mock/realtime/publish`, {
    data: { channel: privateChannel, event: 'balance.updated', data: { total: 220 } },
  });
  expect(((await balance.json()) as Envelope).data).toMatchObject({ delivered: 1 });
  const total = await page.waitForFunction(() => {
    const frames = (window as unknown as { e2eFrames: Array<{ event: string; data: string }> }).e2eFrames;
    const frame = frames.find((f) => f.event === 'balance.updated');
    return frame ? (JSON.parse(frame.data) as { total: number }).total : undefined;
  });
  expect(await total.jsonValue()).toBe(220);
  expect(errors).toEqual([]);
});
