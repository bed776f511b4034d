import '../../tests/setup/msw';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../../src/api/contract';
import { callEndpoint, defineEndpoints } from '../../src/api/endpoint';
import { server } from '../node';
import { MockError } from './errors';
import { route, routedEndpoint } from './route';
import { call, rawFetch, rejection, testClient } from './testing';

/** Endpoints that exist only in this test, to exercise route() in every shape. */
const test = defineEndpoints({
  'test.private': {
    method: 'GET',
    path: '/v1/private/test/whoami',
    auth: 'private',
    response: z.object({ username: z.string() }),
    description: 'Private echo.',
    source: 'Decision 2',
  },
  'test.optional': {
    method: 'GET',
    path: '/v1/public/test/optional',
    auth: 'optional',
    response: z.object({ username: z.string().nullable() }),
    description: 'Optional echo.',
    source: 'Decision 2',
  },
  'test.echo': {
    method: 'POST',
    path: '/v1/public/test/echo/:game/:item',
    auth: 'public',
    query: z.object({ page: z.number().int().positive().optional(), recent: z.boolean().optional(), sort: z.enum(['popular', 'released']).optional() }),
    body: z.object({ body: z.string().min(20), rating: z.number().int().min(1).max(5) }),
    response: z.object({ params: z.record(z.string(), z.string()), query: z.record(z.string(), z.unknown()), body: z.unknown() }),
    description: 'Echoes what route() decoded.',
    source: 'Decision 2',
  },
  'test.throws': {
    method: 'DELETE',
    path: '/v1/public/test/throws/:kind',
    auth: 'public',
    response: z.null(),
    description: 'Throws.',
    source: 'Decision 2',
  },
});

const testHandlers = [
  route(test['test.private'], ({ user, ok }) => ok({ username: user.username })),
  route(test['test.optional'], ({ user, ok }) => ok({ username: user?.username ?? null })),
  route(test['test.echo'], ({ params, query, body, ok }) => ok({ params, query, body })),
  route(test['test.throws'], ({ params }) => {
    if (params.kind === 'mock') throw new MockError(409, 'That game is already in your library.', 'err_conflict');
    throw new TypeError('boom');
  }),
];

const validBody = { body: 'A long enough review body for the rule.', rating: 4 };
const login = (name: string) => call(endpoints['auth.login'], { body: { login: name, password: 'Orbital!2026', remember: false } });

describe('route(): auth', () => {
  it('a private endpoint without a session answers 401 with a sentence', async () => {
    server.use(...testHandlers);
    const error = await rejection(call(test['test.private']));
    expect(error.code).toBe(401);
    expect(error.httpStatus).toBe(401);
    expect(error.message).toBe('You need to be logged in to do that. Please log in and try again.');
  });

  it('a private endpoint with a session gets the user', async () => {
    server.use(...testHandlers);
    await login('player');
    await expect(call(test['test.private'])).resolves.toEqual({ username: 'player' });
  });

  it('an optional endpoint passes the user when there is one, null otherwise', async () => {
    server.use(...testHandlers);
    await expect(call(test['test.optional'])).resolves.toEqual({ username: null });
    await login('premium@orbital.test');
    await expect(call(test['test.optional'])).resolves.toEqual({ username: 'premium' });
  });
});

describe('route(): params, query and body', () => {
  it('decodes path parameters and the query with the contract (1/0 → booleans, numerals → numbers)', async () => {
    server.use(...testHandlers);
    const data = await call(test['test.echo'], {
      params: { game: 'neon drift/2', item: 'plasma-blade' },
      query: { page: 2, recent: true, sort: 'popular' },
      body: validBody,
    });
    expect(data).toEqual({
      params: { game: 'neon drift/2', item: 'plasma-blade' },
      query: { page: 2, recent: true, sort: 'popular' },
      body: validBody,
    });
  });

  it('an invalid body answers 422 with the first issue as a plain-English sentence', async () => {
    server.use(...testHandlers);
    const response = await rawFetch('/v1/public/test/echo/a/b', { method: 'POST', body: JSON.stringify({ body: 'Too short', rating: 4 }) });
    expect(response.status).toBe(422);
    const json = (await response.json()) as { status: { message: string; code: number; success: boolean } };
    expect(json.status).toMatchObject({ success: false, code: 422, message: 'The body must be at least 20 characters long.' });
  });

  it('a missing field and an out-of-range number are named in sentences', async () => {
    server.use(...testHandlers);
    const missing = await rawFetch('/v1/public/test/echo/a/b', { method: 'POST', body: JSON.stringify({ body: validBody.body }) });
    expect(((await missing.json()) as { status: { message: string } }).status.message).toBe('The rating field is required.');
    const big = await rawFetch('/v1/public/test/echo/a/b', { method: 'POST', body: JSON.stringify({ ...validBody, rating: 9 }) });
    expect(((await big.json()) as { status: { message: string } }).status.message).toBe('The rating may not be greater than 5.');
  });

  it('a body that is not JSON answers 400', async () => {
    server.use(...testHandlers);
    const response = await rawFetch('/v1/public/test/echo/a/b', { method: 'POST', body: '{nope' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { status: { message: string } }).status.message).toBe('The request could not be read because its body is not valid JSON.');
  });

  it('an invalid query answers 422', async () => {
    server.use(...testHandlers);
    const response = await rawFetch('/v1/public/test/echo/a/b?page=0', { method: 'POST', body: JSON.stringify(validBody) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { status: { message: string } }).status.message).toBe('The page must be greater than 0.');
  });
});

describe('route(): matching and errors', () => {
  it('matches the contract path on any origin and base path, and only the contract method', async () => {
    server.use(...testHandlers);
    for (const base of ['http://localhost:8787', 'https://api.orbital.example/api']) {
      await expect(callEndpoint(testClient(base), test['test.optional'])).resolves.toEqual({ username: null });
    }
    server.use(http.post('*/v1/public/test/optional', () => HttpResponse.json({ wrong: 'handler' }, { status: 418 })));
    const wrongMethod = await rawFetch('/v1/public/test/optional', { method: 'POST' });
    expect(wrongMethod.status).toBe(418);
  });

  it('a MockError becomes its envelope; any other exception a 500 with a sentence', async () => {
    server.use(...testHandlers);
    const mock = await rejection(callEndpoint(testClient(), test['test.throws'], { params: { kind: 'mock' } }));
    expect(mock).toMatchObject({ code: 409, debug: 'err_conflict', message: 'That game is already in your library.' });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const crash = await rejection(callEndpoint(testClient(), test['test.throws'], { params: { kind: 'crash' } }));
    expect(crash).toMatchObject({ code: 500, debug: 'err_mock_exception' });
    expect(crash.message).toBe('Something went wrong on our side while handling this request. Please try again in a moment.');
    expect(spy).toHaveBeenCalled();
  });

  it('remembers the endpoint each handler serves', () => {
    const [first] = testHandlers;
    expect(routedEndpoint(first)?.key).toBe('test.private');
    expect(routedEndpoint(http.get('*/x', () => HttpResponse.json(null)))).toBeUndefined();
  });
});
