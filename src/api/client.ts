import type { z } from 'zod';
import type { ApiEnvelope } from './schemas/common';
import { ApiError, type ApiErrorBody, DEBUG, isAbortError, networkError } from './errors';
import { envelopeProblem } from './envelope';
import { takeEarlyResponse } from './earlyResponses';

/*
 * The one typed transport (spec §7/§8, engineering guide §2.4). Rules, also rendered into docs/api.md:
 *
 * Request
 * - URL = baseUrl (trailing slashes dropped) + path + query string. Query values: undefined/null are
 *   skipped, booleans are sent as 1/0, numbers in decimal, strings as-is; encoded by URLSearchParams.
 * - Headers: Accept: application/json always; Content-Type: application/json only when a body is sent.
 *   credentials: 'include' (cookies are the session). Bodies are JSON.stringify'd.
 *
 * Response
 * - OK = HTTP 2xx AND a JSON envelope whose status.success === true → resolve with `data` (null if absent).
 * - Any other envelope (2xx with success false, 4xx, 5xx) → reject with ApiError whose `body` is the whole
 *   parsed body, unchanged; `code`/`message`/`debug` are read from body.status.
 * - fetch failing, a body that is not JSON, or JSON that is not an envelope → reject with the err_network
 *   ApiError of spec §8 (code 503, debug err_network).
 * - Cancellation (the caller's AbortSignal fires) rejects with the signal's reason (an AbortError
 *   DOMException by default), never err_network. A TimeoutError (AbortSignal.timeout) is a network failure.
 * - checkResponses (dev and tests): `data` of an OK response is parsed with the endpoint's schema; a
 *   mismatch rejects with ApiError debug err_schema (code 500) and logs console.error. The resolved value
 *   is always the raw `data` (schemas never transform), so check mode does not change behaviour.
 *
 * Toasts, redirects and retries are never decided here: see queryClient.ts and the features.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface ApiClientOptions {
  /** API origin (and optional prefix), e.g. 'https://api.orbital.example' or '' for same-origin. */
  baseUrl: string;
  /** Check response data against endpoint schemas (dev and tests). Default false. */
  checkResponses?: boolean;
  /** fetch to use; default: globalThis.fetch looked up at call time (so msw and test spies apply). */
  fetch?: typeof fetch;
}

export interface ApiRequest {
  method: HttpMethod;
  /** Path starting with '/', parameters already encoded (see buildPath). */
  path: string;
  query?: QueryParams;
  /** JSON-serialisable body; undefined sends no body. Not allowed with GET. */
  body?: unknown;
  signal?: AbortSignal;
  /** Schema of `data`, checked when checkResponses is on. */
  responseSchema?: z.ZodType;
  /** Name of the call in error messages, e.g. the endpoint key 'games.details'. */
  label?: string;
}

export interface ApiClient {
  readonly baseUrl: string;
  readonly checkResponses: boolean;
  /** Performs a call; resolves with `data` or rejects with ApiError (or an AbortError). */
  request<T = unknown>(request: ApiRequest): Promise<T>;
  /** The absolute (or base-relative) URL a request would use. */
  url(path: string, query?: QueryParams): string;
}

/** Query string without '?': undefined/null skipped, true → 1, false → 0. */
export function serializeQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'boolean') params.append(key, value ? '1' : '0');
    else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new TypeError(`Query parameter "${key}" is not a finite number.`);
      params.append(key, String(value));
    } else params.append(key, value);
  }
  return params.toString();
}

export function joinUrl(baseUrl: string, path: string, query?: QueryParams): string {
  if (!path.startsWith('/')) throw new TypeError(`API path must start with "/": ${path}`);
  const qs = serializeQuery(query);
  return `${baseUrl.replace(/\/+$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** A cancellation by the caller: propagate as is. A timeout counts as a network failure. */
function isCancellation(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) {
    const reason: unknown = signal.reason;
    // By name: DOMException differs between realms (jsdom, workers).
    return !(typeof reason === 'object' && reason !== null && 'name' in reason && reason.name === 'TimeoutError');
  }
  return isAbortError(error);
}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl;
  const checkResponses = options.checkResponses ?? false;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(req: ApiRequest): Promise<T> {
    const { method, path, query, body, signal, responseSchema } = req;
    const label = req.label ?? `${method} ${path}`;
    if (body !== undefined && method === 'GET') throw new TypeError(`${label}: a GET request cannot have a body.`);

    const url = joinUrl(baseUrl, path, query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    if (signal) init.signal = signal;

    let response: Response;
    let text: string;
    try {
      // A prerendered page's early-data script may have started this very request (ADR 0012); if it
      // failed on the way, ask again.
      const early = method === 'GET' && !signal?.aborted ? takeEarlyResponse(url) : undefined;
      response = early ? await early.catch(() => doFetch(url, init)) : await doFetch(url, init);
      text = await response.text();
    } catch (error) {
      if (isCancellation(error, signal)) throw error;
      throw networkError({ cause: error, endpoint: label });
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw networkError({ cause: error, endpoint: label, httpStatus: response.status });
    }
    const problem = envelopeProblem(json);
    if (problem !== null) {
      const cause = new TypeError(`${label}: the response is not an API envelope (${problem}).`);
      throw networkError({ cause, endpoint: label, httpStatus: response.status });
    }

    const raw = json as ApiEnvelope & Record<string, unknown>;
    const data: unknown = raw.data === undefined ? null : raw.data;
    if (!response.ok || raw.status.success !== true) {
      const errorBody = (raw['data'] === undefined ? { ...raw, data: null } : raw) as unknown as ApiErrorBody;
      throw new ApiError(errorBody, { httpStatus: response.status, endpoint: label });
    }

    if (checkResponses && responseSchema) {
      const checked = responseSchema.safeParse(data);
      if (!checked.success) {
        const message = `Response of ${label} (${method} ${path}) does not match its schema: ${formatIssues(checked.error)}`;
        console.error(`[api] ${message}`, { data, issues: checked.error.issues });
        throw new ApiError(
          { status: { success: false, code: 500, debug: DEBUG.schema, message }, data: { issues: checked.error.issues } },
          { httpStatus: response.status, endpoint: label, cause: checked.error },
        );
      }
    }
    return data as T;
  }

  return {
    baseUrl,
    checkResponses,
    request,
    url: (path, query) => joinUrl(baseUrl, path, query),
  };
}
