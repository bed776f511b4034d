import type { ApiStatus } from './schemas/common';

/** What an API call rejects with: the whole response body (spec §7), or a body the client made up (§8). */
export interface ApiErrorBody {
  status: ApiStatus;
  data: unknown;
}

/** Spec §8: the message of a network failure or an unparseable response. */
export const NETWORK_ERROR_MESSAGE = 'A network error has occurred. Please check your connection and try again.';

/** Debug markers the client itself puts in `status.debug`. */
export const DEBUG = {
  /** Spec §8: network failure or a response that is not a JSON envelope. */
  network: 'err_network',
  /** Dev/test only: the response data does not match the endpoint's schema. */
  schema: 'err_schema',
  /** Dev/test only: the request body or query does not match the endpoint's schema (never sent). */
  request: 'err_request',
  /** An unexpected exception in client code (a bug), wrapped so callers only ever see ApiError. */
  client: 'err_client',
} as const;

/** Spec §8, verbatim: the body every network failure or unparseable response rejects with. A fresh copy each call. */
export function networkErrorBody(): ApiErrorBody {
  return {
    status: { success: false, code: 503, debug: DEBUG.network, message: NETWORK_ERROR_MESSAGE },
    data: null,
  };
}

export interface ApiErrorOptions {
  /** HTTP status of the response; null when there was none (network failure, client-side error). */
  httpStatus?: number | null;
  /** Endpoint key or "METHOD path" of the failed call, for logs. */
  endpoint?: string;
  cause?: unknown;
}

/**
 * The only error API calls reject with (besides an AbortError when the caller cancels).
 * `body` is exactly what the server sent (or the §8 network body); the other fields are read from it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly body: ApiErrorBody;
  /** `status.code` of the body (not necessarily the HTTP status). */
  readonly code: number;
  /** `status.debug` of the body, if any. */
  readonly debug: string | undefined;
  readonly httpStatus: number | null;
  readonly endpoint: string | undefined;

  constructor(body: ApiErrorBody, options: ApiErrorOptions = {}) {
    super(body.status.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.body = body;
    this.code = body.status.code;
    this.debug = body.status.debug ?? undefined;
    this.httpStatus = options.httpStatus ?? null;
    this.endpoint = options.endpoint;
  }

  /** The §8 network error (network failure, unparseable or non-envelope response). */
  get isNetworkError(): boolean {
    return this.debug === DEBUG.network;
  }

  /** The response did not match its schema (dev/test check mode only). */
  get isSchemaError(): boolean {
    return this.debug === DEBUG.schema;
  }

  /** Server validation failure (422): show `message` next to the form. */
  get isValidationError(): boolean {
    return this.code === 422;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The network error of spec §8 as an ApiError. */
export function networkError(options: ApiErrorOptions = {}): ApiError {
  return new ApiError(networkErrorBody(), options);
}

/** True for a cancellation (AbortController.abort(), react-query cancelling a query). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'CancelledError')
  );
}

/**
 * Any thrown value as an ApiError: ApiErrors pass through, anything else (a bug in client code) becomes
 * a 500 with debug 'err_client' and the original as `cause`. Used where react-query's defaultError
 * (ApiError) must hold.
 */
export function toApiError(error: unknown, endpoint?: string): ApiError {
  if (isApiError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(
    { status: { success: false, code: 500, debug: DEBUG.client, message }, data: null },
    { cause: error, ...(endpoint === undefined ? {} : { endpoint }) },
  );
}
