/*
 * How the scenario state changes an answer (engineering guide §3). route() calls applyScenario() before
 * anything else: the scenarios stand for a server or network state that comes before application logic.
 *
 * - maintenance: 503 from every call (the 503 screen).
 * - offline: content calls fail as a network error.
 * - slow (or latencyMs): content calls wait 2 s (or latencyMs), then continue.
 * - fail=…: matching calls (endpoint key equal, or the request path contains the fragment) fail with
 *   failStatus.
 * - error: content calls fail with 500 and a server message.
 * - session-expired / forbidden / unauthorized: private calls (endpoint.auth === 'private') fail with
 *   419 / 403 / 401, logged in or not.
 * - empty: applied by list handlers through isEmptyScenario() / emptyable() / paginate().
 *
 * "Content calls" are every call except auth.status, so a persona stays logged in under any scenario.
 */
import { delay, HttpResponse } from 'msw';
import type { Endpoint } from '../../src/api/endpoint';
import { fail } from '../core/envelope';
import { MESSAGES } from '../core/errors';
import { getScenarioState, isEmptyScenario } from './state';

/** Spec §2, verbatim: the 503 screen's message. */
export const MAINTENANCE_MESSAGE = "We're currently down for maintenance to add extra fancy features. Please try again in 30 seconds.";
export const SERVER_ERROR_MESSAGE = 'The server ran into an unexpected problem while handling this request. Please try again later.';
export const SLOW_LATENCY_MS = 2000;

/** The call the personas depend on: exempt from error, offline and slow. */
export function isContentCall(endpoint: Pick<Endpoint, 'key'>): boolean {
  return endpoint.key !== 'auth.status';
}

/** `fail=` entries: an endpoint key, or a fragment of the request path. */
export function matchesFailList(endpoint: Pick<Endpoint, 'key'>, pathname: string, entries: readonly string[]): boolean {
  return entries.some((entry) => entry === endpoint.key || (entry.length > 1 && pathname.includes(entry)));
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood. Please check your input and try again.',
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  419: MESSAGES.sessionExpired,
  422: 'The given data was invalid. Please check your input and try again.',
  429: 'Too many requests. Please wait a moment and try again.',
  503: MAINTENANCE_MESSAGE,
};

/** The sentence a failure of `status` carries. */
export function messageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? SERVER_ERROR_MESSAGE;
}

/** The scenario's answer for this call, or null to go on handling it (after any latency). */
export async function applyScenario(endpoint: Endpoint, request: Request): Promise<Response | null> {
  const state = getScenarioState();
  const content = isContentCall(endpoint);

  if (state.scenario === 'maintenance') return fail(503, MAINTENANCE_MESSAGE, { debug: 'maintenance' });
  if (content && state.scenario === 'offline') return HttpResponse.error();

  const latency = state.latencyMs ?? (state.scenario === 'slow' ? SLOW_LATENCY_MS : 0);
  if (content && latency > 0) await delay(latency);

  if (matchesFailList(endpoint, new URL(request.url).pathname, state.fail)) {
    return fail(state.failStatus, messageForStatus(state.failStatus), { debug: 'scenario_fail' });
  }
  if (content && state.scenario === 'error') return fail(500, SERVER_ERROR_MESSAGE, { debug: 'scenario_error' });

  if (endpoint.auth === 'private') {
    if (state.scenario === 'session-expired') return fail(419, MESSAGES.sessionExpired, { debug: 'scenario_session_expired' });
    if (state.scenario === 'forbidden') return fail(403, MESSAGES.forbidden, { debug: 'scenario_forbidden' });
    if (state.scenario === 'unauthorized') return fail(401, MESSAGES.unauthorized, { debug: 'scenario_unauthorized' });
  }
  return null;
}

/** For list handlers: the items, or none under the `empty` scenario. */
export function emptyable<T>(items: readonly T[]): T[] {
  return isEmptyScenario() ? [] : items.slice();
}
