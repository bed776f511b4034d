/*
 * The mock backend over real HTTP (`npm run mock-api`, end-to-end runs of the production build): a
 * node:http server around msw's getResponse(handlers, request), so the very handlers of the demo,
 * Storybook and vitest answer real requests with real cookies, plus the realtime mock over a real
 * WebSocket (mocks/realtime/node-server.ts) on the same port. See docs/mock-api.md.
 *
 *  - Each request becomes a Fetch Request (method, absolute URL, every header including Cookie, the
 *    body) and msw answers it; the Response goes back as it is: status, headers (every Set-Cookie
 *    line on its own), body. HttpResponse.error() (the `offline` scenario) destroys the socket, so the
 *    browser sees a network error like a dropped connection.
 *  - CORS with credentials for the app's origins (default http://orbital.localhost:4174 — the
 *    production build of the end-to-end tests — and http://orbital.localhost:4173 — the demo — plus
 *    their plain-localhost forms). The end-to-end build calls the API as api.orbital.localhost:8787:
 *    a subdomain of the site, so one site (cookies ignore ports) and the SameSite=Lax session cookie
 *    works, as in production.
 *  - A request no handler answers gets a 404 (or 405 when the path exists with another method) in the
 *    envelope of spec §7, with a sentence that names it.
 *  - Mock-only control routes under /__mock/ (scenario, reset, patch, realtime publish, health) let tests
 *    steer the backend over HTTP; they are not part of the API contract. The stand-in social provider's
 *    consent page is served there too (/__mock/social/…), and its answer completes the login here.
 *
 * State (database, sessions, scenario, clock, sockets) is per process and shared by every client:
 * tests that change it must not run in parallel against one server.
 */
import { readFile } from 'node:fs/promises';
import { createServer, STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join, resolve as resolvePath } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse, http, HttpResponse, RequestHandler, type AnyHandler, type HttpHandler } from 'msw';
import { z } from 'zod';
import { acceptsGzip } from '../scripts/lib/static-server.mjs';
import { endpointList, matchPath } from '../src/api/contract';
import { resetClock, setClockDate } from '../src/lib/clock';
import { fail, ok } from './core/envelope';
import { validationFailure } from './core/errors';
import { collectionNames, db, ensureDatabase, recordSchemas, resetDatabase, type CollectionName } from './db';
import { handlers as defaultHandlers } from './handlers';
import { completeSocialLogin, serveStandInPagesFromApi } from './handlers/lib/socialConsent';
import { attachRealtimeServer, type RealtimeServerHandle } from './realtime/node-server';
import { realtimeServer } from './realtime/protocol';
import { getScenarioState, resetScenarioState, SCENARIO_NAMES, setScenarioState } from './scenarios/state';

export const DEFAULT_MOCK_API_PORT = 8787;
export const DEFAULT_MOCK_API_HOST = 'localhost';
/** The production build of the end-to-end tests (4174) and the demo (4173), at their hosts (guide §3). */
export const DEFAULT_APP_ORIGINS: readonly string[] = [
  'http://orbital.localhost:4174',
  'http://orbital.localhost:4173',
  'http://localhost:4174',
  'http://localhost:4173',
];
/** Where the mock-only control routes live. */
export const MOCK_CONTROL_PREFIX = '/__mock/';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** What the app's transport and laravel-echo send (Content-Type: application/json needs a preflight). */
const ALLOWED_HEADERS = 'Content-Type, Accept, X-Requested-With, X-Socket-ID, X-XSRF-TOKEN';
const PREFLIGHT_MAX_AGE_S = '600';
/** Larger bodies than this are refused (413): the API takes small JSON bodies only. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Headers of a hop (or recomputed by Node) that must not be copied between the two worlds. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'content-length']);

export interface MockApiOptions {
  /** Port to listen on; 0 = an ephemeral port. Default 8787. */
  port?: number;
  /** Host to listen on. Default 'localhost'. */
  host?: string;
  /** Origins allowed to call with credentials (CORS). Default DEFAULT_APP_ORIGINS. */
  appOrigins?: readonly string[];
  /** The msw handlers to serve. Default: every handler of mocks/handlers. */
  handlers?: readonly AnyHandler[];
  /** Serve the realtime socket on its own port as well as on the API's (e.g. 6001). Default: only the API's port. */
  realtimePort?: number;
  /** The app key the socket accepts (VITE_ORBITAL_REALTIME_KEY of the build). Default: the demo key. */
  realtimeKey?: string;
  /** One line per request ('POST /v1/… 200 12 ms'). Default: silent. */
  log?: (line: string) => void;
  /** Where the stand-in pages are (the social consent page). Default: mocks/pages under the working directory. */
  pagesDir?: string;
}

export interface MockApi {
  /** http://{host}:{port} — what VITE_ORBITAL_API_URL points at. */
  readonly url: string;
  readonly port: number;
  /** ws://{host}:{port}/app/{key} — the realtime socket on the API's port. */
  readonly realtimeUrl: string;
  /** ws://…/app/{key} on realtimePort, when one was asked. */
  readonly extraRealtimeUrl: string | undefined;
  readonly appOrigins: readonly string[];
  readonly server: Server;
  /** Stops accepting, closes every socket (HTTP keep-alive and realtime), resolves when all are gone. */
  close(): Promise<void>;
}

// --- mock-only control routes --------------------------------------------------------------------

const scenarioBodySchema = z
  .object({
    scenario: z.enum(SCENARIO_NAMES).optional(),
    fail: z.union([z.string(), z.array(z.string())]).optional(),
    failStatus: z.number().int().min(400).max(599).optional(),
    latencyMs: z.number().min(0).optional(),
    now: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'The now field must be a date written YYYY-MM-DD, e.g. 2026-12-24.')
      .nullable()
      .optional(),
  })
  .strict();

const publishBodySchema = z
  .object({
    channel: z.string().min(1),
    event: z.string().min(1),
    data: z.unknown().optional(),
  })
  .strict();

async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: fail(400, 'The request could not be read because its body is not valid JSON.', { debug: 'err_json' }) };
  }
}

/** A field value `where` can match on: top-level scalars only (slug, id, username, from …). */
const whereValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const patchBodySchema = z
  .object({
    collection: z.string().min(1),
    where: z.record(z.string(), whereValueSchema),
    set: z.record(z.string(), z.unknown()),
  })
  .strict();

/**
 * `POST /__mock/patch`: sets fields of the records of one collection that match `where` (every field
 * equal). Each changed record is checked against the collection's record schema first, so a test can
 * put hostile text where the API sends text, but never a record the real API could not send.
 */
async function patchRecords(body: z.infer<typeof patchBodySchema>): Promise<Response> {
  if (!(collectionNames as readonly string[]).includes(body.collection)) {
    return fail(422, `There is no collection named "${body.collection}". Collections: ${collectionNames.join(', ')}.`, { debug: 'err_validation' });
  }
  const name = body.collection as CollectionName;
  const schema = recordSchemas[name] as unknown as z.ZodObject;
  const fields = Object.keys(schema.shape);
  const whereKeys = Object.keys(body.where);
  const setKeys = Object.keys(body.set);
  if (whereKeys.length === 0) return fail(422, 'The where field needs at least one field to match, e.g. { "slug": "starfall-arena" }.', { debug: 'err_validation' });
  if (setKeys.length === 0) return fail(422, 'The set field needs at least one field to change, e.g. { "title": "New title" }.', { debug: 'err_validation' });
  const unknown = [...whereKeys, ...setKeys].filter((key) => !fields.includes(key));
  if (unknown.length > 0) {
    return fail(422, `A ${name} record has no field ${unknown.map((k) => `"${k}"`).join(', ')}. Its fields: ${fields.join(', ')}.`, { debug: 'err_validation' });
  }

  // @msw/data's collections share one record API; the union of their types is too wide to call directly.
  const collection = db[name] as unknown as {
    all(): Array<Record<string, unknown>>;
    update(record: Record<string, unknown>, options: { data(record: Record<string, unknown>): void }): Promise<unknown>;
  };
  const matches = collection.all().filter((record) => whereKeys.every((key) => record[key] === body.where[key]));
  if (matches.length === 0) {
    return fail(404, `No ${name} record matches ${JSON.stringify(body.where)}.`, { debug: 'err_not_found' });
  }
  // Check every change before writing any, so a refused patch leaves the database as it was.
  const changes: Array<{ record: Record<string, unknown>; values: Record<string, unknown> }> = [];
  for (const record of matches) {
    const parsed = schema.safeParse({ ...record, ...body.set });
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`).join('; ');
      return fail(422, `The patched ${name} record would not be valid, so nothing was changed (${problems}).`, { debug: 'err_validation' });
    }
    const output = parsed.data as Record<string, unknown>;
    changes.push({ record, values: Object.fromEntries(setKeys.map((key) => [key, output[key]])) });
  }
  for (const { record, values } of changes) {
    await collection.update(record, {
      data(draft) {
        Object.assign(draft, values);
      },
    });
  }
  return ok({ collection: name, updated: changes.length });
}

function scenarioView() {
  const state = getScenarioState();
  return { scenario: state.scenario, fail: [...state.fail], failStatus: state.failStatus, latencyMs: state.latencyMs ?? null };
}

/**
 * The mock-only routes (docs/mock-api.md). They are msw handlers too, served before the contract's,
 * but are not in `handlers` (so never in the demo, Storybook or the coverage test's set).
 */
export const mockControlHandlers: HttpHandler[] = [
  http.get(`*${MOCK_CONTROL_PREFIX}health`, () => ok({ status: 'ready', scenario: scenarioView() })),

  http.get(`*${MOCK_CONTROL_PREFIX}scenario`, () => ok(scenarioView())),

  // The body replaces the whole scenario state: what it leaves out goes back to its default.
  http.post(`*${MOCK_CONTROL_PREFIX}scenario`, async ({ request }) => {
    const raw = await readJson(request);
    if (!raw.ok) return raw.response;
    const parsed = scenarioBodySchema.safeParse(raw.value);
    if (!parsed.success) return validationFailure(parsed.error);
    const body = parsed.data;
    try {
      if (typeof body.now === 'string') setClockDate(body.now);
      else resetClock();
      resetScenarioState();
      setScenarioState({
        ...(body.scenario === undefined ? {} : { scenario: body.scenario }),
        ...(body.fail === undefined ? {} : { fail: typeof body.fail === 'string' ? body.fail.split(',') : body.fail }),
        ...(body.failStatus === undefined ? {} : { failStatus: body.failStatus }),
        ...(body.latencyMs === undefined ? {} : { latencyMs: body.latencyMs }),
      });
    } catch (error) {
      if (error instanceof RangeError) return fail(422, error.message, { debug: 'err_validation' });
      throw error;
    }
    return ok(scenarioView());
  }),

  // Back to the state of a fresh start: seed data (users, sessions, everything written), default
  // scenario, real time, no realtime connections (clients reconnect).
  http.post(`*${MOCK_CONTROL_PREFIX}reset`, async () => {
    resetScenarioState();
    resetClock();
    await resetDatabase();
    realtimeServer().closeAll(4200, 'The mock backend was reset.');
    return ok({ reset: true });
  }),

  http.post(`*${MOCK_CONTROL_PREFIX}patch`, async ({ request }) => {
    const raw = await readJson(request);
    if (!raw.ok) return raw.response;
    const parsed = patchBodySchema.safeParse(raw.value);
    if (!parsed.success) return validationFailure(parsed.error);
    return patchRecords(parsed.data);
  }),

  http.post(`*${MOCK_CONTROL_PREFIX}realtime/publish`, async ({ request }) => {
    const raw = await readJson(request);
    if (!raw.ok) return raw.response;
    const parsed = publishBodySchema.safeParse(raw.value);
    if (!parsed.success) return validationFailure(parsed.error);
    const { channel, event, data } = parsed.data;
    const delivered = realtimeServer().publish(channel, event, data ?? {});
    return ok({ channel, event, delivered });
  }),
];

// --- the stand-in social provider -------------------------------------------------------------------

/** The stand-in pages' files, as the demo server serves them (scripts/lib/demo-server.mjs): from the repository root. */
const DEFAULT_PAGES_DIR = 'mocks/pages';
const STAND_IN_ASSETS: Readonly<Record<string, string>> = {
  'social.js': 'text/javascript; charset=utf-8',
  'mock-pages.css': 'text/css; charset=utf-8',
};
const SOCIAL_PROVIDERS: readonly string[] = ['facebook', 'google', 'steam'];

async function pageFile(dir: string, name: string, contentType: string): Promise<Response> {
  return new HttpResponse(await readFile(join(dir, name)), { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
}

const plainText = (status: number, text: string) => new HttpResponse(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * The stand-in social provider over HTTP (mocks/handlers/lib/socialConsent.ts): its consent page and
 * assets at `/__mock/social/{provider}` (the URL `auth.socialLogin` answers while this server runs), and
 * the consent's answer at `/__mock/social/{provider}/complete?state&result&persona&return_to`, which
 * completes the pending login as the provider's callback would and sends the browser back to
 * `{return_to}/auth/social/status?provider=…` — only to an app origin this server allows (no open redirect).
 */
function standInPageHandlers(allowed: ReadonlySet<string>, pagesDir: string): HttpHandler[] {
  return [
    http.get(`*${MOCK_CONTROL_PREFIX}assets/:file`, ({ params }) => {
      const file = String(params.file);
      const type = Object.hasOwn(STAND_IN_ASSETS, file) ? STAND_IN_ASSETS[file] : undefined;
      return type ? pageFile(pagesDir, file, type) : plainText(404, `The mock API serves no stand-in asset named "${file}".`);
    }),
    http.get(`*${MOCK_CONTROL_PREFIX}social/:provider`, ({ params }) =>
      SOCIAL_PROVIDERS.includes(String(params.provider))
        ? pageFile(pagesDir, 'social.html', 'text/html; charset=utf-8')
        : plainText(404, `The stand-in provider knows no "${String(params.provider)}": use ${SOCIAL_PROVIDERS.join(', ')}.`),
    ),
    http.get(`*${MOCK_CONTROL_PREFIX}social/:provider/complete`, async ({ params, request }) => {
      const provider = String(params.provider);
      const query = new URL(request.url).searchParams;
      const state = query.get('state') ?? '';
      const returnTo = query.get('return_to') ?? '';
      if (!SOCIAL_PROVIDERS.includes(provider)) return plainText(404, `The stand-in provider knows no "${provider}".`);
      if (!/^[\w-]{8,200}$/.test(state)) return plainText(400, 'This consent answer has no login state. Start the login again from Orbital.');
      let origin: string;
      try {
        origin = new URL(returnTo).origin;
      } catch {
        origin = '';
      }
      if (!allowed.has(origin)) {
        return plainText(400, `The return address ${returnTo || '(none)'} is not an app origin this mock API allows (${[...allowed].join(', ')}).`);
      }
      const outcome = await completeSocialLogin(state, query.get('result'), query.get('persona'));
      // An unknown login (the data was reset) still goes back: the status page then says what happened.
      if (outcome.kind === 'ignored') console.warn(`[mock-api] social consent: ${outcome.reason}`);
      return new HttpResponse(null, {
        status: 302,
        headers: { Location: `${origin}/auth/social/status?${new URLSearchParams({ provider })}`, 'Cache-Control': 'no-store' },
      });
    }),
  ];
}

// --- request and response conversion ----------------------------------------------------------------

class BodyTooLargeError extends Error {}

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  if (size === 0) return undefined;
  return new Uint8Array(Buffer.concat(chunks, size));
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headersDistinct)) {
    if (HOP_BY_HOP.has(name) || values === undefined) continue;
    for (const value of values) headers.append(name, value);
  }
  return headers;
}

/** The absolute URL the client asked for (its Host header), e.g. http://localhost:8787/v1/… */
function absoluteUrl(request: IncomingMessage, fallbackHost: string): string {
  const host = request.headers.host && /^[A-Za-z0-9.\-[\]:]+$/.test(request.headers.host) ? request.headers.host : fallbackHost;
  return new URL(request.url ?? '/', `http://${host}`).href;
}

async function toFetchRequest(request: IncomingMessage, fallbackHost: string, method: string): Promise<Request> {
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  return new Request(absoluteUrl(request, fallbackHost), { method, headers: headersOf(request), body });
}

function responseHeaders(response: Response, cors: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || HOP_BY_HOP.has(name)) return;
    out[name] = value;
  });
  // Headers joins Set-Cookie lines with ", "; getSetCookie() keeps each one (Expires has commas).
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return { ...out, ...cors };
}

// --- CORS ------------------------------------------------------------------------------------------------

function normalizeOrigin(origin: string): string {
  return new URL(origin).origin;
}

function corsHeaders(origin: string | undefined, allowed: ReadonlySet<string>): OutgoingHttpHeaders {
  if (!origin || !allowed.has(origin)) return {};
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
}

/** Reason phrases Node does not know (419 is Laravel's). */
const EXTRA_REASONS: Readonly<Record<number, string>> = { 419: 'Page Expired' };

/** JSON bodies above this size are gzipped for clients that accept it, as a production API would. */
const GZIP_MIN_BYTES = 1024;

async function send(res: ServerResponse, response: Response, cors: OutgoingHttpHeaders, headOnly: boolean, acceptEncoding?: string): Promise<void> {
  let body = Buffer.from(await response.arrayBuffer());
  const reason = response.statusText || STATUS_CODES[response.status] || EXTRA_REASONS[response.status] || 'Unknown';
  const headers: OutgoingHttpHeaders = { ...responseHeaders(response, cors) };
  const json = /json/i.test(response.headers.get('content-type') ?? '');
  if (json && body.length > GZIP_MIN_BYTES && acceptsGzip(acceptEncoding)) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
  }
  res.writeHead(response.status, reason, { ...headers, 'content-length': String(body.length) });
  res.end(headOnly ? undefined : body);
}

/** 405 when the path is a contract endpoint with other methods, else 404. */
function unhandled(method: string, pathname: string): Response {
  const methods = [...new Set(endpointList.filter((e) => matchPath(e, pathname) !== null).map((e) => e.method))];
  if (methods.length > 0) {
    return fail(405, `The ${method} method is not allowed for ${pathname}: use ${methods.join(' or ')}.`, {
      debug: 'err_method_not_allowed',
      headers: { Allow: methods.join(', ') },
    });
  }
  return fail(404, `The mock API has no endpoint for ${method} ${pathname}. See docs/api.md for every endpoint it serves.`, {
    debug: 'err_no_route',
  });
}

// --- the server ----------------------------------------------------------------------------------------

export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const port = options.port ?? DEFAULT_MOCK_API_PORT;
  const host = options.host ?? DEFAULT_MOCK_API_HOST;
  const appOrigins = (options.appOrigins ?? DEFAULT_APP_ORIGINS).map(normalizeOrigin);
  const allowed = new Set(appOrigins);
  const requestHandlers = [...mockControlHandlers, ...standInPageHandlers(allowed, resolvePath(options.pagesDir ?? DEFAULT_PAGES_DIR)), ...(options.handlers ?? defaultHandlers)].filter(
    (handler): handler is RequestHandler => handler instanceof RequestHandler,
  );
  const log = options.log;

  // Seed before the first request, so a broken seed fails the start, not a test.
  await ensureDatabase();
  // auth.socialLogin now answers this server's consent page (mocks/handlers/lib/socialConsent.ts).
  serveStandInPagesFromApi(true);

  let fallbackHost = `${host}:${port}`;
  const sockets = new Set<Socket>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    const cors = corsHeaders(origin, allowed);
    const pathname = new URL(req.url ?? '/', 'http://mock.invalid').pathname;
    const done = (status: number | string) => log?.(`${method} ${req.url ?? '/'} ${status} ${Math.round(performance.now() - started)} ms`);

    if (method === 'OPTIONS') {
      const preflight = typeof req.headers['access-control-request-method'] === 'string';
      if (preflight && !cors['access-control-allow-origin']) {
        await send(
          res,
          fail(403, `The origin ${origin ?? '(none)'} may not call the mock API. Allowed origins: ${appOrigins.join(', ')} (set APP_ORIGINS).`, {
            debug: 'err_cors_origin',
          }),
          {},
          false,
        );
        done(403);
        return;
      }
      res.writeHead(204, {
        ...cors,
        allow: ALLOWED_METHODS,
        ...(preflight
          ? {
              'access-control-allow-methods': ALLOWED_METHODS,
              'access-control-allow-headers': ALLOWED_HEADERS,
              'access-control-max-age': PREFLIGHT_MAX_AGE_S,
            }
          : {}),
      });
      res.end();
      done(204);
      return;
    }

    const headOnly = method === 'HEAD';
    let request: Request;
    try {
      request = await toFetchRequest(req, fallbackHost, headOnly ? 'GET' : method);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      await send(res, fail(413, `The request body is larger than the mock API accepts (${MAX_BODY_BYTES / 1024 / 1024} MB).`, { debug: 'err_too_large' }), cors, false);
      done(413);
      return;
    }

    const response = (await getResponse(requestHandlers, request)) ?? unhandled(method, pathname);
    if (response.type === 'error') {
      // HttpResponse.error(): what the browser sees when a connection drops — no status, no body.
      req.socket.destroy();
      done('network error');
      return;
    }
    await send(res, response, cors, headOnly, req.headers['accept-encoding']);
    done(response.status);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`[mock-api] ${req.method ?? 'GET'} ${req.url ?? '/'} failed:`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const cors = corsHeaders(typeof req.headers.origin === 'string' ? req.headers.origin : undefined, allowed);
      void send(res, fail(500, 'The mock API ran into an unexpected problem while handling this request.', { debug: 'err_mock_server' }), cors, false);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const realtimeOptions = options.realtimeKey === undefined ? {} : { key: options.realtimeKey };
  const realtime = await attachRealtimeServer(server, realtimeOptions);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  fallbackHost = `${host}:${actualPort}`;

  let extra: RealtimeServerHandle | undefined;
  if (options.realtimePort !== undefined) {
    try {
      extra = await attachRealtimeServer({ port: options.realtimePort }, { ...realtimeOptions, host });
    } catch (error) {
      await realtime.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      throw error;
    }
  }

  const key = realtimeServer().appKey;
  let closing: Promise<void> | null = null;

  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    realtimeUrl: `ws://${host}:${actualPort}/app/${key}`,
    extraRealtimeUrl: extra ? `ws://${host}:${extra.port}/app/${key}` : undefined,
    appOrigins,
    server,
    close() {
      closing ??= (async () => {
        serveStandInPagesFromApi(false);
        await Promise.all([realtime.close(), extra?.close()]);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // Requests still running get a moment to finish (e.g. a `slow` scenario), then go.
        const force = setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, 2000);
        await closed;
        clearTimeout(force);
      })();
      return closing;
    },
  };
}
