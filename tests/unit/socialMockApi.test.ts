// Runs in the default jsdom environment (the shared setup needs `window`); fetch is Node's here, so every
// request below crosses a real socket to the HTTP mock server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMockApi, type MockApi } from '../../mocks/server';

/*
 * The stand-in social provider over HTTP (mocks/server.ts, docs/mock-api.md): auth.socialLogin answers the
 * mock API's own consent page, which it serves, and its answer completes the login server-side and sends
 * the browser back to the app — only to an allowed app origin.
 */

const APP_ORIGIN = 'http://orbital.localhost:4184';
let api: MockApi;

beforeAll(async () => {
  api = await startMockApi({ port: 0, appOrigins: [APP_ORIGIN] });
});
afterEach(async () => {
  await fetch(`${api.url}/__mock/reset`, { method: 'POST' });
});
afterAll(async () => {
  await api.close();
});

/** Starts a social login as the app would; returns the consent URL and the social-login cookie. */
async function start(provider: 'google' | 'facebook') {
  const response = await fetch(`${api.url}/v1/public/user/auth/social/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: APP_ORIGIN },
    body: JSON.stringify({ provider }),
  });
  const body = (await response.json()) as { data: { url: string } };
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('orbital_social='))?.split(';')[0] ?? '';
  return { url: new URL(body.data.url), cookie };
}

const complete = (url: URL, query: Record<string, string>) =>
  fetch(`${api.url}${url.pathname}/complete?${new URLSearchParams({ state: url.searchParams.get('state') ?? '', return_to: APP_ORIGIN, ...query })}`, {
    redirect: 'manual',
  });

const status = (provider: string, cookie: string) =>
  fetch(`${api.url}/v1/public/user/auth/social/status?provider=${provider}`, { headers: { Cookie: cookie, Accept: 'application/json' } });

describe('the stand-in social provider of the HTTP mock API', () => {
  it("answers its own consent page, on the mock API's origin, with the app to return to", async () => {
    const { url, cookie } = await start('google');
    expect(url.origin).toBe(api.url);
    expect(url.pathname).toBe('/__mock/social/google');
    expect(url.searchParams.get('return_to')).toBe(APP_ORIGIN);
    expect(cookie).toMatch(/^orbital_social=\w+/);
    const page = await fetch(url);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Demo stand-in for a social login provider');
    const script = await fetch(`${api.url}/__mock/assets/social.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${api.url}/__mock/assets/secrets.txt`)).status).toBe(404);
    expect((await fetch(`${api.url}/__mock/social/twitter`)).status).toBe(404);
  });

  it('completes an approval server-side and sends the browser to the status page: the status call logs in', async () => {
    const { url, cookie } = await start('google');
    const answer = await complete(url, { result: 'approved', persona: 'premium' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${APP_ORIGIN}/auth/social/status?provider=google`);
    const outcome = await status('google', cookie);
    expect(outcome.status).toBe(200);
    expect(((await outcome.json()) as { data: { type: string; account: { username: string } } }).data).toMatchObject({
      type: 'login',
      account: { username: 'premium' },
    });
  });

  it('a new account gets the finalize link on the mock API; a declined one fails', async () => {
    const fresh = await start('facebook');
    await complete(fresh.url, { result: 'new' });
    const needs = (await (await status('facebook', fresh.cookie)).json()) as { status: { debug: string }; data: { finalize: string } };
    expect(needs.status.debug).toBe('err_social_registration');
    expect(needs.data.finalize.startsWith(`${api.url}/v1/public/user/auth/social/finalize/facebook/`)).toBe(true);

    const declined = await start('google');
    await complete(declined.url, { result: 'denied' });
    const refused = (await (await status('google', declined.cookie)).json()) as { status: { message: string } };
    expect(refused.status.message).toBe('The login with Google was cancelled or refused. Please try again, or log in with your e-mail address.');
  });

  it('returns only to an app origin it allows, and needs a login state', async () => {
    const { url } = await start('google');
    expect((await complete(url, { result: 'approved', return_to: 'https://evil.example' })).status).toBe(400);
    expect((await complete(url, { result: 'approved', return_to: `${APP_ORIGIN}.evil.example` })).status).toBe(400);
    const missing = await fetch(`${api.url}/__mock/social/google/complete?${new URLSearchParams({ result: 'approved', return_to: APP_ORIGIN })}`, { redirect: 'manual' });
    expect(missing.status).toBe(400);
  });
});
