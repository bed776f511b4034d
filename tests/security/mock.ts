import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { loopback } from '../support/hosts';

/*
 * The HTTP mock API's control routes (docs/mock-api.md), as the security suite uses them. The mock's
 * state is shared by every page: specs reset it in beforeEach and run with one worker.
 */

/** The API as the production build and the browser address it: a subdomain of the site (one site). */
export const MOCK_API = `http://api.orbital.localhost:${process.env.E2E_MOCK_API_PORT || 8787}`;
/** The same server for Node-side calls (Node's resolver does not know *.localhost). */
export const MOCK_API_CONTROL = loopback(MOCK_API);
export const PROD_ORIGIN = `http://orbital.localhost:${process.env.E2E_PROD_PORT || 4174}`;
export const DEMO_PASSWORD = 'Orbital!2026';

/** One `POST /__mock/patch`: set fields of the records of `collection` that match `where`. */
export interface MockPatch {
  collection: string;
  where: Record<string, string | number | boolean | null>;
  set: Record<string, unknown>;
}

interface Envelope<T = unknown> {
  status: { success: boolean; code: number; message: string };
  data: T;
}

export async function resetMock(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${MOCK_API_CONTROL}/__mock/reset`);
  expect(response.ok(), 'POST /__mock/reset').toBe(true);
}

export async function patchMock(request: APIRequestContext, patch: MockPatch): Promise<void> {
  const response = await request.post(`${MOCK_API_CONTROL}/__mock/patch`, { data: patch });
  const body = (await response.json()) as Envelope;
  expect(response.ok(), `POST /__mock/patch ${JSON.stringify(patch).slice(0, 200)}: ${body.status.message}`).toBe(true);
}

/** GET a public API call of the mock and return its data (to find the records a page shows). */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${MOCK_API_CONTROL}${path}`);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/**
 * Logs the browser context in as a demo user. The login goes from Node (to the loopback address), so
 * the mock's session cookie lands in the context's jar for localhost; it is copied to the API's host,
 * where the browser sends it with the app's calls (SameSite=Lax: the site and the API are one site).
 */
export async function logIn(context: BrowserContext, login = 'player'): Promise<void> {
  const response = await context.request.post(`${MOCK_API_CONTROL}/v1/public/user/auth/login`, {
    data: { login, password: DEMO_PASSWORD, remember: false },
    headers: { Origin: PROD_ORIGIN },
  });
  expect(response.ok(), `log in as ${login}`).toBe(true);
  const cookies = await context.cookies(MOCK_API_CONTROL);
  expect(cookies.length, 'the login set a session cookie').toBeGreaterThan(0);
  await context.addCookies(cookies.map(({ name, value, httpOnly, sameSite, expires }) => ({ name, value, httpOnly, sameSite, expires, url: MOCK_API })));
}
