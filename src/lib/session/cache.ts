import { isSession } from '@/api/schemas/guards';
import type { Session } from '@/api/schemas/user';

/** Spec §4: the current user is cached in session storage (per tab) and applied first on load. */
export const SESSION_CACHE_KEY = 'orbital.session';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the app works without the cache.
    return null;
  }
}

/** The cached session, or undefined when there is none or it no longer matches the schema. */
export function readSessionCache(): Session | undefined {
  const raw = storage()?.getItem(SESSION_CACHE_KEY);
  if (!raw) return undefined;
  try {
    // A hand-written check with sessionSchema's rules (zod stays off the startup path).
    const parsed: unknown = JSON.parse(raw);
    if (isSession(parsed)) return parsed;
  } catch {
    // Not JSON: fall through and drop it.
  }
  clearSessionCache();
  return undefined;
}

export function writeSessionCache(session: Session): void {
  try {
    storage()?.setItem(SESSION_CACHE_KEY, JSON.stringify(session));
  } catch {
    // Quota or blocked storage: the cache is an optimisation only.
  }
}

export function clearSessionCache(): void {
  try {
    storage()?.removeItem(SESSION_CACHE_KEY);
  } catch {
    // Blocked storage: nothing was cached either.
  }
}
