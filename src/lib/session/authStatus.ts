import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/instance';
import { callEndpoint, endpoints } from '@/api/contract';
import { isApiError } from '@/api/errors';
import { keys } from '@/api/keys';
import { UNKNOWN_USER } from '@/api/schemas/constants';
import type { CurrentUser, Session } from '@/api/schemas/user';
import { readSessionCache } from './cache';

/** Spec §7: a failing auth-status call means logged out (401, or 419 for an expired session). */
const LOGGED_OUT_CODES = new Set([401, 419]);

/** The current session, or null when logged out. Other failures (network, 503) stay errors. */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await callEndpoint(api(), endpoints['auth.status'], signal ? { signal } : undefined);
  } catch (error) {
    if (isApiError(error) && LOGGED_OUT_CODES.has(error.code)) return null;
    throw error;
  }
}

/**
 * The auth-status query. Spec §4: the session cached in session storage is applied first (the query
 * starts with it as initialData), then the server is asked. Until the server has answered once the entry
 * is stale, so the first observer checks; afterwards session changes arrive through login, logout,
 * register, other tabs and realtime, not by refetching on a timer.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: keys.auth.status(),
    queryFn: ({ signal }) => fetchSession(signal),
    initialData: () => readSessionCache(),
    staleTime: (query) => (query.state.dataUpdateCount === 0 ? 0 : Number.POSITIVE_INFINITY),
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/**
 * Spec §3 "Current user" from the status query: attempted is false until a status check has answered
 * (in this tab: the cache applied on load came from an earlier check, so a cached user counts as attempted
 * while the server is asked again); then logged in with the account fields, or logged out.
 */
export function toCurrentUser(session: Session | null | undefined, attempted: boolean): CurrentUser {
  if (session) return { ...session.account, attempted: true, loggedIn: true };
  return attempted ? { attempted: true, loggedIn: false } : UNKNOWN_USER;
}

/** The current user (spec §3); settings are `useSession().data?.settings`. */
export function useCurrentUser(): CurrentUser {
  const session = useSession();
  return toCurrentUser(session.data, session.isFetched);
}

/** Reads the session synchronously from the cache (null: logged out or not known). */
export function getSession(queryClient: QueryClient): Session | null {
  return queryClient.getQueryData<Session | null>(keys.auth.status()) ?? null;
}
