import type { Query, QueryClient } from '@tanstack/react-query';
import { keys } from '@/api/keys';
import type { Session } from '@/api/schemas/user';
import { broadcastSessionEvent } from './broadcast';
import { clearSessionCache, writeSessionCache } from './cache';

/*
 * The session's transitions (spec §4), shared by the auth modal, sign-out and the tab sync.
 */

const STATUS_KEY = keys.auth.status();
const isStatusQuery = (query: Query) =>
  query.queryKey.length === STATUS_KEY.length && query.queryKey.every((part, i) => part === STATUS_KEY[i]);

/**
 * Login or register succeeded: cache the user, set user and settings (the status entry, so every
 * observer follows at once) and tell the other tabs.
 */
export function applySignedIn(queryClient: QueryClient, session: Session, event: 'login' | 'register'): void {
  writeSessionCache(session);
  queryClient.setQueryData<Session | null>(STATUS_KEY, session);
  // Data fetched as a visitor may be personalised now (reacted_to, own review): fetch it again when used.
  void queryClient.invalidateQueries({ predicate: (query) => !isStatusQuery(query), refetchType: 'none' });
  broadcastSessionEvent(event);
}

/**
 * Logged out (sign-out, an expired session, another tab): reset the cache, user and settings, and drop
 * everything fetched for the user. The status entry is set to logged out rather than removed, so the
 * observers (header, guards) switch to the visitor view at once; queries a page still shows are fetched
 * again (as a visitor), the others are forgotten.
 */
export function resetSession(queryClient: QueryClient): void {
  clearSessionCache();
  queryClient.setQueryData<Session | null>(STATUS_KEY, null);
  queryClient.removeQueries({ type: 'inactive', predicate: (query) => !isStatusQuery(query) });
  void queryClient.invalidateQueries({ type: 'active', predicate: (query) => !isStatusQuery(query) });
}
