import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { endpoints } from './contract';
import { ApiError, isApiError, networkError } from './errors';
import { QUERY_STALE_TIME, createQueryClient, endpointMutationOptions, endpointQueryOptions, shouldRetryQuery } from './queryClient';

const BASE = 'https://api.orbital.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const fail = (code: number, debug?: string) =>
  new ApiError({ status: { success: false, code, message: `E${code}`, ...(debug ? { debug } : {}) }, data: null });

const envelope = (code: number, data: unknown = null) => ({
  status: { success: code < 400, code, message: code < 400 ? 'OK' : `Failure ${code}` },
  data,
});

const legal = {
  slug: 'imprint',
  title: 'Imprint',
  content: '<p>Orbital</p>',
  date: { updated: '2026-01-01T00:00:00Z' },
};

describe('retry policy', () => {
  it.each([
    ['network error', networkError(), true],
    ['500', fail(500), true],
    ['502', fail(502), true],
    ['503 maintenance', fail(503), false],
    ['400', fail(400), false],
    ['401', fail(401), false],
    ['403', fail(403), false],
    ['404', fail(404), false],
    ['419', fail(419), false],
    ['422', fail(422), false],
    ['schema mismatch', fail(500, 'err_schema'), false],
    ['client bug', fail(500, 'err_client'), false],
    ['not an ApiError', new Error('x'), false],
  ])('%s → retry the first failure: %s', (_, error, expected) => {
    expect(shouldRetryQuery(0, error)).toBe(expected);
    expect(shouldRetryQuery(1, error)).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('sets the defaults', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.staleTime).toBe(QUERY_STALE_TIME);
    expect(QUERY_STALE_TIME).toBe(30_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('retries a 5xx query once, then succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/v1/public/help/legal/page/imprint`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json(envelope(500), { status: 500 }) : HttpResponse.json(envelope(200, legal));
      }),
    );
    const onQueryError = vi.fn();
    const client = createQueryClient({ onQueryError, retryDelay: 0 });
    const api = createApiClient({ baseUrl: BASE, checkResponses: true });
    await expect(client.fetchQuery(endpointQueryOptions(api, endpoints['help.legal'], { params: { page: 'imprint' } }))).resolves.toEqual(legal);
    expect(calls).toBe(2);
    expect(onQueryError).not.toHaveBeenCalled();
  });

  it('does not retry a 404 and reports it once to onQueryError as an ApiError with the whole body', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/v1/public/help/legal/page/imprint`, () => {
        calls += 1;
        return HttpResponse.json(envelope(404), { status: 404 });
      }),
    );
    const onQueryError = vi.fn();
    const client = createQueryClient({ onQueryError, retryDelay: 0 });
    const api = createApiClient({ baseUrl: BASE });
    const options = endpointQueryOptions(api, endpoints['help.legal'], { params: { page: 'imprint' } });
    await expect(client.fetchQuery(options)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
    expect(onQueryError).toHaveBeenCalledTimes(1);
    const [error, query] = onQueryError.mock.calls[0] ?? [];
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).body).toEqual(envelope(404));
    expect((query as { meta?: unknown }).meta).toEqual({ endpoint: 'help.legal' });
  });

  it('gives up after one retry of a network error', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/v1/public/global/home`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const client = createQueryClient({ retryDelay: 0 });
    const api = createApiClient({ baseUrl: BASE });
    const error = await client.fetchQuery(endpointQueryOptions(api, endpoints['home.index'])).catch((e: unknown) => e);
    expect(isApiError(error) && error.isNetworkError).toBe(true);
    expect(calls).toBe(2);
  });

  it('never retries mutations and reports them to onMutationError', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/v1/private/user/market/gift-code/redeem`, () => {
        calls += 1;
        return HttpResponse.json(envelope(500), { status: 500 });
      }),
    );
    const onMutationError = vi.fn();
    const client = createQueryClient({ onMutationError, retryDelay: 0 });
    const api = createApiClient({ baseUrl: BASE, checkResponses: true });
    const mutation = client.getMutationCache().build(client, endpointMutationOptions(api, endpoints['market.redeemGiftCode']));
    await expect(mutation.execute({ body: { code: 'ORBITAL-100' } })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
    expect(onMutationError).toHaveBeenCalledTimes(1);
    expect(onMutationError.mock.calls[0]?.[0]).toMatchObject({ code: 500 });
  });

  it('wraps client bugs as err_client ApiErrors', async () => {
    const client = createQueryClient({ retryDelay: 0 });
    const api = createApiClient({ baseUrl: BASE });
    const options = endpointQueryOptions(api, endpoints['games.details'], { params: { game: '' } });
    const error = await client.fetchQuery(options).catch((e: unknown) => e);
    expect(isApiError(error) && error.debug).toBe('err_client');
  });

  it('cancelling a query aborts its request', async () => {
    let aborted = false;
    server.use(
      http.get(`${BASE}/v1/public/global/home`, async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json(envelope(200, null));
      }),
    );
    const client = createQueryClient({ retryDelay: 0 });
    const api = createApiClient({ baseUrl: BASE });
    const options = endpointQueryOptions(api, endpoints['home.index']);
    const pending = client.fetchQuery(options).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await client.cancelQueries({ queryKey: options.queryKey });
    const error = await pending;
    expect(isApiError(error)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(aborted).toBe(true);
  });
});
