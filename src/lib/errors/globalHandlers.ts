import type { Mutation, Query } from '@tanstack/react-query';
import { type ApiError, isAbortError } from '@/api/errors';
import { track } from '@/lib/analytics';
import { commonStrings } from '@/lib/strings/common';

/**
 * The global handler for errors no page handles (issue 4, guide §2.4 and §2.10): wired into
 * `createQueryClient({ onQueryError, onMutationError })` by the app's bootstrap.
 *
 * - **Mutations** show the 'Error' danger toast with the server's message, unless the mutation says
 *   it shows its own (`meta: { errorToast: false }` — e.g. login and register, which show 'Oops!').
 * - **Queries** are a page's primary data far more often than not, and the page shows its own state
 *   (status screen, inline 'Oops!', network message): so a query toasts only when it opts in as a
 *   secondary call with `meta: { errorToast: true }` (a widget, a dropdown, a background list).
 * - **Every** failure with a debug value sends it to analytics: `track('error_debug', { debug, message, code })`.
 * - Cancellations are not errors: nothing happens.
 */

/** The toast the handler asks for (the app shows it through the design system's ToastProvider). */
export interface ErrorToast {
  id: string;
  type: 'danger';
  title: string;
  body: string;
}

export type ErrorToastListener = (toast: ErrorToast) => void;

const listeners = new Set<ErrorToastListener>();
/** Toasts raised before any listener mounted (errors during the first render): shown once one does. */
let pending: ErrorToast[] = [];

/** The toast layer subscribes here (src/app's GlobalErrorToasts). Returns the unsubscribe function. */
export function subscribeErrorToasts(listener: ErrorToastListener): () => void {
  listeners.add(listener);
  const queued = pending;
  pending = [];
  for (const toast of queued) listener(toast);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the 'Error' danger toast with `message` (the same message twice replaces, never stacks). */
export function showErrorToast(message: string, title: string = commonStrings.errors.error): void {
  const toast: ErrorToast = { id: `error:${title}:${message}`, type: 'danger', title, body: message };
  if (listeners.size === 0) {
    pending = [...pending.filter((t) => t.id !== toast.id), toast].slice(-5);
    return;
  }
  for (const listener of listeners) listener(toast);
}

/** Sends an error's debug value to analytics (spec §7): only errors that carry one. */
export function reportErrorDebug(error: ApiError): void {
  if (!error.debug) return;
  track('error_debug', { debug: error.debug, message: error.message, code: error.code });
}

type Meta = Readonly<Record<string, unknown>> | undefined;

/** A query toasts only when it opts in (`meta.errorToast === true`). */
export function queryWantsToast(meta: Meta): boolean {
  return meta?.errorToast === true;
}

/** A mutation toasts unless it opts out (`meta.errorToast === false`). */
export function mutationWantsToast(meta: Meta): boolean {
  return meta?.errorToast !== false;
}

function isCancellation(error: ApiError): boolean {
  return isAbortError(error) || isAbortError(error.cause);
}

export function onQueryError(error: ApiError, query: Pick<Query<unknown, unknown, unknown>, 'meta'>): void {
  if (isCancellation(error)) return;
  reportErrorDebug(error);
  if (queryWantsToast(query.meta)) showErrorToast(error.message);
}

export function onMutationError(error: ApiError, mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta'>): void {
  if (isCancellation(error)) return;
  reportErrorDebug(error);
  if (mutationWantsToast(mutation.meta)) showErrorToast(error.message);
}

/** Tests only: forget listeners and queued toasts. */
export function resetErrorToasts(): void {
  listeners.clear();
  pending = [];
}
