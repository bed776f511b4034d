/*
 * route(endpoint, resolver): an msw handler built from a contract entry, so the mock serves exactly the
 * contract's method and path and checks the request with the contract's schemas.
 *
 * Order of a request (a real server's order: scenario state, then auth middleware, then validation):
 *  1. the scenario layer (mocks/scenarios/apply.ts) may answer instead (maintenance, offline, error, …);
 *  2. the database is filled, current and held until the answer (holdDatabase: no fill clears it meanwhile);
 *  3. auth: 'private' without a session → 401; the user (or null) is passed on for 'optional'/'public';
 *  4. the query is decoded (decodeQuery) and checked, the JSON body parsed and checked → 422 with the
 *     first issue as a sentence;
 *  5. the resolver answers. A MockError thrown anywhere becomes its envelope; any other exception a 500.
 *
 * The pattern is `*` + the contract path, so it matches on any origin and base path (the demo's own
 * origin, http://localhost:8787, a configured API host with a prefix).
 */
import { http, type HttpHandler, type HttpResponseInit } from 'msw';
import type { z } from 'zod';
import { decodeQuery, pathParamNames, type Endpoint, type EndpointData, type PathParamName } from '../../src/api/endpoint';
import { awaitOtherTabSave, holdDatabase, type SessionRecord, type UserRecord } from '../db';
import { applyScenario } from '../scenarios/apply';
import { fail, ok } from './envelope';
import { MESSAGES, MockError, validationFailure } from './errors';
import { SESSION_COOKIE, currentUser, findSession, readCookies } from './session';

/** How long a request with an unknown session cookie waits for another tab's save (demo only). */
const UNKNOWN_SESSION_WAIT_MS = 1500;

/** What a request releases before it has held the database (a scenario answered it). */
const noRelease = () => {};

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<E extends Endpoint> {
  request: Request;
  /** Path parameters, decoded. */
  params: { [K in PathParamName<E['path']>]: string };
  /** The decoded, checked query (empty object when the endpoint has none). */
  query: E extends { query: infer Q } ? Output<Q> : Record<string, never>;
  /** The parsed, checked body (undefined when the endpoint has none). */
  body: E extends { body: infer B } ? Output<B> : undefined;
  /** The logged-in user; never null on private endpoints. */
  user: E['auth'] extends 'private' ? UserRecord : UserRecord | null;
  session: E['auth'] extends 'private' ? SessionRecord : SessionRecord | null;
  /** Every cookie of the request (see session.ts readCookies). */
  cookies: Record<string, string>;
  endpoint: E;
  /** ok() typed with the endpoint's response data. */
  ok: (data: EndpointData<E>, init?: HttpResponseInit) => Response;
}

export type RouteResolver<E extends Endpoint> = (context: RouteContext<E>) => Response | Promise<Response>;

const routed = new WeakMap<HttpHandler, Endpoint>();

/** The endpoint a handler was built for (coverage tests: endpoint ↔ handler). */
export function routedEndpoint(handler: unknown): Endpoint | undefined {
  return typeof handler === 'object' && handler !== null ? routed.get(handler as HttpHandler) : undefined;
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

async function readBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function route<E extends Endpoint>(endpoint: E, resolver: RouteResolver<E>): HttpHandler {
  const names = pathParamNames(endpoint.path);
  const handler = METHODS[endpoint.method](`*${endpoint.path}`, async ({ request, params, cookies: mswCookies }) => {
    let release = noRelease;
    try {
      const scenario = await applyScenario(endpoint, request);
      if (scenario) return scenario;
      release = await holdDatabase();

      let cookies = readCookies(request, mswCookies);
      let session = findSession(cookies) ?? null;
      if (!session && cookies[SESSION_COOKIE]) {
        // The demo's tabs share cookies at once but the database through localStorage, which can reach
        // this tab a little later: a session another tab just started may not be here yet. Give its save
        // a moment before the cookie counts as stale (auth status would answer 419 and clear it).
        release();
        await awaitOtherTabSave(UNKNOWN_SESSION_WAIT_MS);
        release = await holdDatabase();
        cookies = readCookies(request, mswCookies);
        session = findSession(cookies) ?? null;
      }
      const user = session ? currentUser(request, cookies) : null;
      if (endpoint.auth === 'private' && !user) return fail(401, MESSAGES.unauthorized, { debug: 'err_unauthenticated' });

      const query = decodeQuery(endpoint, new URL(request.url).searchParams);
      if (!query.success) return validationFailure(query.error);

      let body: unknown;
      if (endpoint.body) {
        const raw = await readBody(request);
        if (!raw.ok) return fail(400, MESSAGES.invalidJson, { debug: 'err_json' });
        const checked = endpoint.body.safeParse(raw.value);
        if (!checked.success) return validationFailure(checked.error);
        body = checked.data;
      }

      // Only the contract's parameters: the leading `*` adds a wildcard param ('0') holding the origin.
      const decoded: Record<string, string> = {};
      for (const name of names) {
        const value = params[name];
        if (typeof value === 'string') decoded[name] = value;
      }

      const context = {
        request,
        params: decoded,
        query: query.data,
        body,
        user,
        session,
        cookies,
        endpoint,
        ok: (data: unknown, init?: HttpResponseInit) => ok(data, init),
      } as unknown as RouteContext<E>;
      return await resolver(context);
    } catch (error) {
      if (error instanceof MockError) return error.toResponse();
      console.error(`[mocks] ${endpoint.key} (${endpoint.method} ${endpoint.path}) threw:`, error);
      return fail(500, MESSAGES.server, { debug: 'err_mock_exception' });
    } finally {
      release();
    }
  });
  routed.set(handler, endpoint);
  return handler;
}
