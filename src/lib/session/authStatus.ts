import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/instance';
import { callEndpoint, endpoints } from '@/api/contract';
import { isApiError } from '@/api/errors';
import { keys } from '@/api/keys';
import type { Session } from '@/api/schemas/user';

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

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: keys.auth.status(),
    queryFn: ({ signal }) => fetchSession(signal),
    // Session changes arrive through login, logout and realtime, not by refetching on a timer.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
