/*
 * Test helpers for handler tests: the app's real client (check mode on, so every OK response is parsed
 * with the contract's schema) against the msw server, and a way to look at the error body of a
 * failure. Import tests/setup/msw.ts in the test file (or via setupFiles) to start the server.
 */
import { expect } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api/client';
import { callEndpoint, type CallArgs, type Endpoint, type EndpointData } from '../../src/api/endpoint';
import { ApiError } from '../../src/api/errors';
import { config } from '../../src/config';

/** The configured API base (jsdom origin in vitest); route() patterns match any origin. */
export const TEST_API_BASE = config.apiBaseUrl;

export function testClient(baseUrl: string = TEST_API_BASE): ApiClient {
  return createApiClient({ baseUrl, checkResponses: true });
}

/** Calls an endpoint like the app does (request and response checked against the contract). */
export function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointData<E>> {
  return callEndpoint(testClient(), endpoint, ...args);
}

/** The ApiError a call rejects with (fails the test when it resolves or rejects with anything else). */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

/** A raw fetch against the API base (for requests the client would refuse to send, e.g. invalid bodies). */
export function rawFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${TEST_API_BASE}${path}`, {
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
}
