import { z } from 'zod';
import type { ApiClient, HttpMethod, QueryParams } from './client';
import { ApiError, DEBUG } from './errors';

/*
 * How an endpoint is described (contract.ts lists them) and the helpers that call one.
 */

/**
 * Who may call an endpoint (by what the server requires, not by the path prefix):
 * - public: no session needed; the answer is the same for everyone.
 * - optional: works without a session; with one the answer is personalised (e.g. reacted_to, own review).
 * - private: needs a session; without one the server answers 401 (419 when it expired).
 */
export type EndpointAuth = 'public' | 'optional' | 'private';

/** Where a path comes from: quoted from spec §7, or defined by us under Decision 2. */
export type EndpointSource = 'spec §7' | 'Decision 2';

export interface EndpointDefinition {
  method: HttpMethod;
  /** Path template with `:name` parameters, e.g. '/v1/public/arcade/game/:game/details'. */
  path: string;
  auth: EndpointAuth;
  /** Query string schema (an object of optional/required scalars). */
  query?: z.ZodObject;
  /** JSON body schema. */
  body?: z.ZodType;
  /** Schema of `data` in an OK response. */
  response: z.ZodType;
  description: string;
  source: EndpointSource;
}

export type Endpoint<K extends string = string, D extends EndpointDefinition = EndpointDefinition> = D & {
  readonly key: K;
};

/** Adds each entry's key to it, keeping literal paths and schema types. */
export function defineEndpoints<const T extends Record<string, EndpointDefinition>>(
  definitions: T,
): { readonly [K in keyof T & string]: Endpoint<K, T[K]> } {
  const out: Record<string, Endpoint> = {};
  for (const [key, definition] of Object.entries(definitions)) out[key] = { ...definition, key };
  return out as { readonly [K in keyof T & string]: Endpoint<K, T[K]> };
}

// --- path parameters --------------------------------------------------------------------------

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParamName<P extends string> = ParamNames<P>;
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The parameter names of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return Array.from(path.matchAll(PARAM), (m) => m[1] ?? '');
}

/**
 * Fills a path template: each `:name` becomes encodeURIComponent(String(params[name])).
 * Throws a TypeError when a parameter is missing or empty (a bug, never a user error).
 */
export function buildPath<P extends string>(endpoint: { path: P }, params: PathParams<P>): string;
export function buildPath(endpoint: { path: string }, params: Readonly<Record<string, string | number>> = {}): string {
  return endpoint.path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || String(value) === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${endpoint.path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The reverse of buildPath: the decoded parameters when `pathname` matches the template, else null.
 * Token pages use it to accept only the decoded URLs that are one of our endpoints.
 */
export function matchPath(endpoint: { path: string }, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = endpoint.path
    .split(PARAM)
    .map((part, i) => {
      if (i % 2 === 1) {
        names.push(part);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const match = new RegExp(`^${pattern}/?$`).exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  try {
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1] ?? '');
    });
  } catch {
    return null;
  }
  return params;
}

// --- typed inputs -----------------------------------------------------------------------------

type QueryInput<E> = E extends { query: infer Q extends z.ZodType }
  ? Record<string, never> extends z.input<Q>
    ? { query?: z.input<Q> }
    : { query: z.input<Q> }
  : { query?: undefined };
type BodyInput<E> = E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: undefined };
type ParamsInput<E> = E extends { path: infer P extends string }
  ? [ParamNames<P>] extends [never]
    ? { params?: undefined }
    : { params: PathParams<P> }
  : never;

/** What a caller passes for an endpoint: params (if the path has any), query, body. */
export type EndpointInput<E> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;
export type EndpointData<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;
export type CallOptions<E> = EndpointInput<E> & { signal?: AbortSignal };
/** `[options]` when something is required, `[options?]` otherwise. */
export type CallArgs<E> = Record<string, never> extends EndpointInput<E>
  ? [options?: CallOptions<E>]
  : [options: CallOptions<E>];

function requestError(endpoint: Endpoint, what: 'body' | 'query', error: z.ZodError): ApiError {
  const issues = error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
  const message = `Request ${what} of ${endpoint.key} (${endpoint.method} ${endpoint.path}) does not match its schema: ${issues}`;
  console.error(`[api] ${message}`);
  return new ApiError(
    { status: { success: false, code: 400, debug: DEBUG.request, message }, data: { issues: error.issues } },
    { endpoint: endpoint.key, cause: error },
  );
}

/**
 * Calls a contract endpoint through the transport. When the client checks responses (dev and tests) the
 * body and query are validated first: a mismatch rejects with ApiError debug 'err_request' (code 400)
 * without sending anything — forms must validate with the same schemas before submitting.
 */
export async function callEndpoint<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<EndpointData<E>> {
  const opts = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const path = buildPath(endpoint as { path: string }, opts.params ?? {});
  if (endpoint.body && opts.body === undefined) {
    throw new TypeError(`${endpoint.key}: a body is required.`);
  }
  if (client.checkResponses) {
    if (endpoint.body) {
      const checked = endpoint.body.safeParse(opts.body);
      if (!checked.success) throw requestError(endpoint, 'body', checked.error);
    }
    if (endpoint.query && opts.query !== undefined) {
      const checked = endpoint.query.safeParse(opts.query);
      if (!checked.success) throw requestError(endpoint, 'query', checked.error);
    }
  }
  return client.request<EndpointData<E>>({
    method: endpoint.method,
    path,
    query: opts.query as QueryParams | undefined,
    body: endpoint.body ? opts.body : undefined,
    signal: opts.signal,
    responseSchema: endpoint.response,
    label: endpoint.key,
  });
}

// --- query strings, the other way (mocks) -----------------------------------------------------

function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/**
 * Reads a URL query string back into an endpoint's query shape ('1'/'0' → booleans, numerals → numbers,
 * absent → missing) and validates it. For the mocks and tests; the inverse of serializeQuery.
 */
export function decodeQuery<E extends Endpoint>(
  endpoint: E,
  search: URLSearchParams,
): E extends { query: infer Q extends z.ZodType } ? z.ZodSafeParseResult<z.output<Q>> : z.ZodSafeParseResult<Record<string, never>> {
  type Result = E extends { query: infer Q extends z.ZodType }
    ? z.ZodSafeParseResult<z.output<Q>>
    : z.ZodSafeParseResult<Record<string, never>>;
  const schema = endpoint.query ?? z.object({});
  const raw: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = search.get(key);
    if (value === null) continue;
    const inner = unwrap(field);
    if (inner instanceof z.ZodBoolean) raw[key] = value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value;
    else if (inner instanceof z.ZodNumber) raw[key] = value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    else raw[key] = value;
  }
  return schema.safeParse(raw) as Result;
}
