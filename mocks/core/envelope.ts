/*
 * The response envelope of spec §7: { status: { success, code, message, debug }, data }. Every mock
 * response is built here; the HTTP status equals status.code.
 */
import { HttpResponse, type HttpResponseInit } from 'msw';
import type { ApiStatus } from '../../src/api/schemas';

export interface Envelope<T> {
  status: ApiStatus;
  data: T;
}

/** A successful answer: HTTP 200 (unless init says otherwise) with `data`. */
export function ok<T>(data: T, init?: HttpResponseInit): Response {
  const body: Envelope<T> = { status: { success: true, code: 200, message: 'OK', debug: null }, data };
  return HttpResponse.json(body, { ...init, status: init?.status ?? 200 });
}

export interface FailInit {
  /** Machine-readable marker (status.debug), e.g. 'err_validation'. */
  debug?: string | null;
  /** Extra data for the client (default null). */
  data?: unknown;
  headers?: HeadersInit;
}

/**
 * An error answer: HTTP `code` with success false and `message` — a real sentence, shown to the user
 * as it is (spec §8).
 */
export function fail(code: number, message: string, init: FailInit = {}): Response {
  const body: Envelope<unknown> = {
    status: { success: false, code, message, debug: init.debug ?? null },
    data: init.data === undefined ? null : init.data,
  };
  return HttpResponse.json(body, { status: code, headers: init.headers });
}
