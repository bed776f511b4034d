import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, serializeQuery } from './client';
import { callEndpoint, endpoints } from './contract';
import { ApiError, isApiError } from './errors';

const BASE = 'https://api.orbital.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = <T>(data: T) => ({ status: { success: true, code: 200, message: 'OK' }, data });
const NETWORK_BODY = {
  status: {
    success: false,
    code: 503,
    debug: 'err_network',
    message: 'A network error has occurred. Please check your connection and try again.',
  },
  data: null,
};

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

async function apiRejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejection(promise);
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('transport: OK responses', () => {
  it('resolves with data on HTTP 2xx and status.success true', async () => {
    server.use(http.get(`${BASE}/v1/thing`, () => HttpResponse.json(ok({ a: 1 }))));
    const api = createApiClient({ baseUrl: BASE });
    await expect(api.request({ method: 'GET', path: '/v1/thing' })).resolves.toEqual({ a: 1 });
  });

  it('resolves with null when the envelope has no data', async () => {
    server.use(http.post(`${BASE}/v1/thing`, () => HttpResponse.json({ status: { success: true, code: 200, message: 'OK' } })));
    const api = createApiClient({ baseUrl: BASE });
    await expect(api.request({ method: 'POST', path: '/v1/thing' })).resolves.toBeNull();
  });

  it('accepts a 201 and a null debug', async () => {
    server.use(
      http.post(`${BASE}/v1/thing`, () =>
        HttpResponse.json({ status: { success: true, code: 201, message: 'Created', debug: null }, data: 'x' }, { status: 201 }),
      ),
    );
    const api = createApiClient({ baseUrl: BASE });
    await expect(api.request({ method: 'POST', path: '/v1/thing' })).resolves.toBe('x');
  });
});

describe("transport: a prerendered page's early requests (scripts/early-data.js, ADR 0012)", () => {
  type Stash = Record<string, { at: number; response: Promise<Response> } | undefined>;
  const stash = (entries: Stash) => Object.assign(window, { orbitalEarly: entries });
  afterEach(() => Reflect.deleteProperty(window, 'orbitalEarly'));

  it('takes the early request for the same URL instead of asking again, once', async () => {
    const fetch = vi.fn(async () => Response.json(ok('asked')));
    stash({ [`${BASE}/v1/thing?a=1`]: { at: performance.now(), response: Promise.resolve(Response.json(ok('early'))) } });
    const api = createApiClient({ baseUrl: BASE, fetch });
    await expect(api.request({ method: 'GET', path: '/v1/thing', query: { a: 1 } })).resolves.toBe('early');
    expect(fetch).not.toHaveBeenCalled();
    await expect(api.request({ method: 'GET', path: '/v1/thing', query: { a: 1 } })).resolves.toBe('asked');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads an early error answer as its own, and asks again when the early request failed on the way or is stale', async () => {
    const fetch = vi.fn(async () => Response.json(ok('asked')));
    const api = createApiClient({ baseUrl: BASE, fetch });
    stash({ [`${BASE}/v1/e`]: { at: performance.now(), response: Promise.resolve(Response.json({ ...NETWORK_BODY, status: { ...NETWORK_BODY.status, code: 500, debug: 'err_server' } }, { status: 500 })) } });
    expect((await apiRejection(api.request({ method: 'GET', path: '/v1/e' }))).httpStatus).toBe(500);
    stash({ [`${BASE}/v1/f`]: { at: performance.now(), response: Promise.reject(new TypeError('Failed to fetch')) } });
    await expect(api.request({ method: 'GET', path: '/v1/f' })).resolves.toBe('asked');
    stash({ [`${BASE}/v1/g`]: { at: performance.now() - 31_000, response: Promise.resolve(Response.json(ok('old'))) } });
    await expect(api.request({ method: 'GET', path: '/v1/g' })).resolves.toBe('asked');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never answers another method or URL with it', async () => {
    const fetch = vi.fn(async () => Response.json(ok('asked')));
    stash({ [`${BASE}/v1/thing`]: { at: performance.now(), response: Promise.resolve(Response.json(ok('early'))) } });
    const api = createApiClient({ baseUrl: BASE, fetch });
    await expect(api.request({ method: 'POST', path: '/v1/thing' })).resolves.toBe('asked');
    await expect(api.request({ method: 'GET', path: '/v1/thing', query: { page: 2 } })).resolves.toBe('asked');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('transport: error envelopes reject with the whole body', () => {
  it('2xx with success false → ApiError carrying its own code', async () => {
    const body = { status: { success: false, code: 422, message: 'That code has expired.', debug: 'gift_expired' }, data: { field: 'code' } };
    server.use(http.post(`${BASE}/v1/redeem`, () => HttpResponse.json(body, { status: 200 })));
    const api = createApiClient({ baseUrl: BASE });
    const error = await apiRejection(api.request({ method: 'POST', path: '/v1/redeem', body: { code: 'X' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.body).toEqual(body);
    expect(error.code).toBe(422);
    expect(error.httpStatus).toBe(200);
    expect(error.message).toBe('That code has expired.');
    expect(error.debug).toBe('gift_expired');
    expect(error.isNetworkError).toBe(false);
  });

  it.each([401, 403, 404, 419, 422, 500, 503])('HTTP %i with an envelope → the body, deep-equal', async (code) => {
    const body = { status: { success: false, code, message: `Failure ${code}`, debug: `dbg_${code}` }, data: { extra: [1, 2] } };
    server.use(http.get(`${BASE}/v1/x`, () => HttpResponse.json(body, { status: code })));
    const api = createApiClient({ baseUrl: BASE });
    const error = await apiRejection(api.request({ method: 'GET', path: '/v1/x' }));
    expect(error.body).toEqual(body);
    expect(error.code).toBe(code);
    expect(error.httpStatus).toBe(code);
    expect(error.message).toBe(`Failure ${code}`);
    expect(error.isNetworkError).toBe(false);
  });

  it('a non-2xx with success true is still an error (OK needs both)', async () => {
    const body = { status: { success: true, code: 200, message: 'odd' }, data: 1 };
    server.use(http.get(`${BASE}/v1/x`, () => HttpResponse.json(body, { status: 500 })));
    const error = await apiRejection(createApiClient({ baseUrl: BASE }).request({ method: 'GET', path: '/v1/x' }));
    expect(error.body).toEqual(body);
    expect(error.httpStatus).toBe(500);
  });

  it('fills a missing data with null and keeps extra top-level fields', async () => {
    const body = { status: { success: false, code: 404, message: 'Not found.' }, errors: { a: ['b'] } };
    server.use(http.get(`${BASE}/v1/x`, () => HttpResponse.json(body, { status: 404 })));
    const error = await apiRejection(createApiClient({ baseUrl: BASE }).request({ method: 'GET', path: '/v1/x' }));
    expect(error.body).toEqual({ ...body, data: null });
    expect(error.debug).toBeUndefined();
  });
});

describe('transport: network failures and unparseable responses → err_network (spec §8)', () => {
  it('500 with an HTML body', async () => {
    server.use(
      http.get(`${BASE}/v1/x`, () => new HttpResponse('<html><body>Bad Gateway</body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } })),
    );
    const error = await apiRejection(createApiClient({ baseUrl: BASE }).request({ method: 'GET', path: '/v1/x' }));
    expect(error.body).toEqual(NETWORK_BODY);
    expect(error.message).toBe('A network error has occurred. Please check your connection and try again.');
    expect(error.code).toBe(503);
    expect(error.debug).toBe('err_network');
    expect(error.isNetworkError).toBe(true);
    expect(error.httpStatus).toBe(500);
  });

  it('invalid JSON on a 200', async () => {
    server.use(http.get(`${BASE}/v1/x`, () => new HttpResponse('{"status": {', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const error = await apiRejection(createApiClient({ baseUrl: BASE }).request({ method: 'GET', path: '/v1/x' }));
    expect(error.body).toEqual(NETWORK_BODY);
  });

  it('an empty 204', async () => {
    server.use(http.delete(`${BASE}/v1/x`, () => new HttpResponse(null, { status: 204 })));
    const error = await apiRejection(createApiClient({ baseUrl: BASE }).request({ method: 'DELETE', path: '/v1/x' }));
    expect(error.body).toEqual(NETWORK_BODY);
  });

  it.each([
    ['an array', [1, 2]],
    ['an object without status', { data: { a: 1 } }],
    ['a status without success', { status: { code: 200, message: 'OK' }, data: 1 }],
    ['a status with a string code', { status: { success: true, code: '200', message: 'OK' }, data: 1 }],
    ['a string', 'OK'],
  ])('JSON that is not an envelope: %s', async (_, json) => {
    server.use(http.get(`${BASE}/v1/x`, () => HttpResponse.json(json)));
    const error = await apiRejection(createApiClient({ baseUrl: BASE }).request({ method: 'GET', path: '/v1/x' }));
    expect(error.body).toEqual(NETWORK_BODY);
  });

  it('msw network error (fetch rejects)', async () => {
    server.use(http.get(`${BASE}/v1/x`, () => HttpResponse.error()));
    const error = await apiRejection(createApiClient({ baseUrl: BASE }).request({ method: 'GET', path: '/v1/x' }));
    expect(error.body).toEqual(NETWORK_BODY);
    expect(error.httpStatus).toBeNull();
  });

  it('fetch throwing a TypeError', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRejection(createApiClient({ baseUrl: BASE, fetch }).request({ method: 'GET', path: '/v1/x' }));
    expect(error.body).toEqual(NETWORK_BODY);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('each rejection gets its own copy of the body', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const api = createApiClient({ baseUrl: BASE, fetch });
    const a = await apiRejection(api.request({ method: 'GET', path: '/v1/x' }));
    a.body.status.message = 'mutated';
    const b = await apiRejection(api.request({ method: 'GET', path: '/v1/x' }));
    expect(b.body).toEqual(NETWORK_BODY);
  });

  it('a timeout signal counts as a network failure', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>((_, init) => {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    });
    const error = await apiRejection(
      createApiClient({ baseUrl: BASE, fetch }).request({ method: 'GET', path: '/v1/x', signal: AbortSignal.timeout(5) }),
    );
    expect(error.body).toEqual(NETWORK_BODY);
  });
});

describe('transport: cancellation', () => {
  it('an aborted request rejects with an AbortError, not err_network', async () => {
    server.use(
      http.get(`${BASE}/v1/slow`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json(ok(1));
      }),
    );
    const controller = new AbortController();
    const promise = createApiClient({ baseUrl: BASE }).request({ method: 'GET', path: '/v1/slow', signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const error = await rejection(promise);
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('an already-aborted signal rejects with an AbortError', async () => {
    server.use(http.get(`${BASE}/v1/x`, () => HttpResponse.json(ok(1))));
    const error = await rejection(
      createApiClient({ baseUrl: BASE }).request({ method: 'GET', path: '/v1/x', signal: AbortSignal.abort() }),
    );
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('an AbortError from fetch propagates even with an injected fetch', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    const error = await rejection(
      createApiClient({ baseUrl: BASE, fetch }).request({ method: 'GET', path: '/v1/x', signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('transport: what is sent', () => {
  it('sends method, Accept, Content-Type, JSON body and cookies', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(Response.json(ok(null)));
    await createApiClient({ baseUrl: `${BASE}/`, fetch }).request({ method: 'POST', path: '/v1/login', body: { login: 'player', remember: true } });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${BASE}/v1/login`);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"login":"player","remember":true}',
    });
  });

  it('sends no Content-Type and no body without a body', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(Response.json(ok(null)));
    await createApiClient({ baseUrl: BASE, fetch }).request({ method: 'GET', path: '/v1/x' });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({ Accept: 'application/json' });
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it('reaches msw with the real headers, cookies mode and body', async () => {
    let seen: { method: string; accept: string | null; type: string | null; body: unknown; url: string } | undefined;
    server.use(
      http.put(`${BASE}/v1/public/user/arcade/game/:slug/react`, async ({ request }) => {
        seen = {
          method: request.method,
          accept: request.headers.get('accept'),
          type: request.headers.get('content-type'),
          body: await request.json(),
          url: request.url,
        };
        return HttpResponse.json(ok({ retracted: false }));
      }),
    );
    const api = createApiClient({ baseUrl: BASE, checkResponses: true });
    await expect(
      callEndpoint(api, endpoints['games.react'], { params: { slug: 'starfall arena/x' }, body: { type: 'love', status: true } }),
    ).resolves.toEqual({ retracted: false });
    expect(seen).toEqual({
      method: 'PUT',
      accept: 'application/json',
      type: 'application/json',
      body: { type: 'love', status: true },
      url: `${BASE}/v1/public/user/arcade/game/starfall%20arena%2Fx/react`,
    });
  });

  it('rejects a GET with a body before sending', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    await expect(createApiClient({ baseUrl: BASE, fetch }).request({ method: 'GET', path: '/v1/x', body: {} })).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('works with a same-origin (empty) base', () => {
    expect(createApiClient({ baseUrl: '' }).url('/v1/x', { a: 1 })).toBe('/v1/x?a=1');
  });
});

describe('query serialisation', () => {
  it('skips undefined and null, sends booleans as 1/0, numbers in decimal, encodes strings', () => {
    expect(
      serializeQuery({ query: 'star fall&co', games: true, users: false, page: 2, minRating: undefined, cat: null, empty: '' }),
    ).toBe('query=star+fall%26co&games=1&users=0&page=2&empty=');
  });

  it('returns an empty string for no query', () => {
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({ a: undefined })).toBe('');
  });

  it('refuses NaN and Infinity', () => {
    expect(() => serializeQuery({ page: Number.NaN })).toThrow(TypeError);
  });

  it('is what the server receives', async () => {
    let search = '';
    server.use(
      http.get(`${BASE}/v1/public/search`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json(ok({ games: [], users: [], articles: [], announcements: [] }));
      }),
    );
    const api = createApiClient({ baseUrl: BASE, checkResponses: true });
    await callEndpoint(api, endpoints['search.index'], { query: { query: 'neon', games: true, users: false, articles: undefined } });
    expect(search).toBe('?query=neon&games=1&users=0');
  });
});

describe('response checking', () => {
  const schema = z.object({ title: z.string() });

  it('rejects a mismatch with err_schema naming the endpoint and the issue, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${BASE}/v1/x`, () => HttpResponse.json(ok({ title: 42 }))));
    const api = createApiClient({ baseUrl: BASE, checkResponses: true });
    const error = await apiRejection(api.request({ method: 'GET', path: '/v1/x', responseSchema: schema, label: 'games.details' }));
    expect(error.debug).toBe('err_schema');
    expect(error.code).toBe(500);
    expect(error.message).toContain('games.details');
    expect(error.message).toContain('GET /v1/x');
    expect(error.message).toContain('title');
    expect(error.isSchemaError).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('passes the raw data through when it matches (extra fields kept)', async () => {
    server.use(http.get(`${BASE}/v1/x`, () => HttpResponse.json(ok({ title: 'A', extra: true }))));
    const api = createApiClient({ baseUrl: BASE, checkResponses: true });
    await expect(api.request({ method: 'GET', path: '/v1/x', responseSchema: schema })).resolves.toEqual({ title: 'A', extra: true });
  });

  it('does not check when check mode is off', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${BASE}/v1/x`, () => HttpResponse.json(ok({ title: 42 }))));
    const api = createApiClient({ baseUrl: BASE, checkResponses: false });
    await expect(api.request({ method: 'GET', path: '/v1/x', responseSchema: schema })).resolves.toEqual({ title: 42 });
    expect(log).not.toHaveBeenCalled();
  });

  it('checks contract endpoints through callEndpoint', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${BASE}/v1/private/user/account/summary`, () => HttpResponse.json(ok({ alias: 'P', coins: -1, username: 'player' }))));
    const api = createApiClient({ baseUrl: BASE, checkResponses: true });
    const error = await apiRejection(callEndpoint(api, endpoints['account.summary']));
    expect(error.debug).toBe('err_schema');
    expect(error.message).toContain('account.summary');
    expect(error.message).toContain('coins');
  });
});

describe('request checking (check mode)', () => {
  it('rejects an invalid body with err_request and sends nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn<typeof globalThis.fetch>();
    const api = createApiClient({ baseUrl: BASE, checkResponses: true, fetch });
    const error = await apiRejection(
      callEndpoint(api, endpoints['reviews.submit'], { params: { game: 'starfall-arena' }, body: { body: 'too short', rating: 5 } }),
    );
    expect(error.debug).toBe('err_request');
    expect(error.code).toBe(400);
    expect(error.message).toContain('reviews.submit');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the body unchecked when check mode is off (the server validates)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(
      Response.json({ status: { success: false, code: 422, message: 'Please enter at least 20 characters.' }, data: null }, { status: 422 }),
    );
    const api = createApiClient({ baseUrl: BASE, fetch });
    const error = await apiRejection(
      callEndpoint(api, endpoints['reviews.submit'], { params: { game: 'starfall-arena' }, body: { body: 'too short', rating: 5 } }),
    );
    expect(error.code).toBe(422);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
