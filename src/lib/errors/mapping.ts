import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '@/api/errors';

/**
 * The one error mapping (engineering guide §2.10, spec §2 'Error and status pages' and §8).
 *
 * - A page's *primary* data failing with 401, 403, 404, 419 or a real 503 shows the matching status
 *   screen.
 * - 500 and unknown statuses show the page's inline 'Oops!' with the server's message and a retry
 *   where the spec gives the page an error state (game index, lists), else the 500 screen.
 * - A network failure (`err_network`, code 503 by spec §8) is never the maintenance screen: it shows
 *   the network message inline with a retry.
 * - Secondary calls and mutations use toasts (see `globalHandlers.ts`), never a screen.
 */

/** The status screens of spec §2. */
export type StatusScreenKind = 'notFound' | 'unauthorized' | 'forbidden' | 'sessionExpired' | 'serverError' | 'unavailable';

/** What a failure looks like to the user: a status screen, or the inline network message with a retry. */
export type StatusView = StatusScreenKind | 'network';

/** The status screens by code; any other code is the 500 screen. */
export const STATUS_SCREENS: Readonly<Record<number, StatusScreenKind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  419: 'sessionExpired',
  500: 'serverError',
  503: 'unavailable',
};

/** The HTTP-like status of any thrown value: an ApiError's code, a route error response's status, else null. */
export function errorStatus(error: unknown): number | null {
  if (isApiError(error)) return error.code;
  if (isRouteErrorResponse(error)) return error.status;
  return null;
}

/** True for the §8 network failure (network down or an unparseable response). */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.isNetworkError;
}

/**
 * The screen for a failure that no page state handles (a route's loader, a render error, a page's
 * primary data without an error state of its own): the status screen of its code, 'network' for a
 * network failure (never 'unavailable'), the 500 screen for anything else (unknown codes, bugs).
 */
export function statusScreenFor(error: unknown): StatusView {
  if (isNetworkFailure(error)) return 'network';
  const status = errorStatus(error);
  if (status === null) return 'serverError';
  return STATUS_SCREENS[status] ?? 'serverError';
}

/** How a page presents its primary data's failure. */
export type PrimaryErrorView =
  | { kind: 'screen'; screen: StatusScreenKind }
  | { kind: 'inline'; network: boolean; message: string };

export interface PrimaryErrorOptions {
  /** The spec gives the page an error state of its own (game index, lists): 500 and unknown codes stay inline. */
  inlineErrorState?: boolean;
}

/**
 * The guide's §2.10 rule for a page's primary data: 401/403/404/419/real 503 → the status screen;
 * err_network → inline network message; 500 and unknown → inline 'Oops!' when the page has an error
 * state, else the 500 screen.
 */
export function primaryErrorView(error: unknown, options: PrimaryErrorOptions = {}): PrimaryErrorView {
  const view = statusScreenFor(error);
  const message = errorMessage(error);
  if (view === 'network') return { kind: 'inline', network: true, message };
  if (view === 'serverError' && options.inlineErrorState) return { kind: 'inline', network: false, message };
  return { kind: 'screen', screen: view };
}

/** The message to show for a failure: the server's message when there is one. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string' && data) return data;
    return error.statusText;
  }
  return error instanceof Error ? error.message : String(error);
}
