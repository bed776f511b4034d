import { expect, type APIRequestContext } from '@playwright/test';

/*
 * The HTTP mock API's control routes (docs/mock-api.md), as the security suite uses them. The mock's
 * state is shared by every page: specs reset it in beforeEach and run with one worker.
 */

export const MOCK_API = `http://localhost:${process.env.E2E_MOCK_API_PORT || 8787}`;
export const PROD_ORIGIN = `http://localhost:${process.env.E2E_PROD_PORT || 4174}`;
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
  const response = await request.post(`${MOCK_API}/__mock/reset`);
  expect(response.ok(), 'POST /__mock/reset').toBe(true);
}

export async function patchMock(request: APIRequestContext, patch: MockPatch): Promise<void> {
  const response = await request.post(`${MOCK_API}/__mock/patch`, { data: patch });
  const body = (await response.json()) as Envelope;
  expect(response.ok(), `POST /__mock/patch ${JSON.stringify(patch).slice(0, 200)}: ${body.status.message}`).toBe(true);
}

/** GET a public API call of the mock and return its data (to find the records a page shows). */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${MOCK_API}${path}`);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/**
 * Logs the browser context in as a demo user: the page's request context shares the context's
 * cookies, and the mock's session cookie (SameSite=Lax, localhost) is sent by the app's calls too.
 */
export async function logIn(request: APIRequestContext, login = 'player'): Promise<void> {
  const response = await request.post(`${MOCK_API}/v1/public/user/auth/login`, {
    data: { login, password: DEMO_PASSWORD, remember: false },
    headers: { Origin: PROD_ORIGIN },
  });
  expect(response.ok(), `log in as ${login}`).toBe(true);
}
