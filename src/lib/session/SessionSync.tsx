import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { keys } from '@/api/keys';
import { subscribeSessionEvents } from './broadcast';
import { clearSessionCache, writeSessionCache } from './cache';
import { useSession } from './authStatus';
import { resetSession } from './transitions';

/**
 * Keeps the session in step (spec §4). Mount once, inside the QueryClientProvider:
 * - the status query starts from the session-storage cache, then asks the server (sessionQueryOptions);
 * - each answer is cached; logged out resets cache, user and settings;
 * - a login, logout or register in another tab makes this tab check the status again.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const session = useSession();
  const checked = session.isFetched;
  const data = session.data;
  const hadUser = useRef(data !== undefined && data !== null);

  useEffect(() => {
    if (!checked || data === undefined) return;
    if (data) {
      writeSessionCache(data);
      hadUser.current = true;
      return;
    }
    // Logged out: drop what was fetched for the user (a visitor's first load has only the cache to clear).
    if (hadUser.current) resetSession(queryClient);
    else clearSessionCache();
    hadUser.current = false;
  }, [checked, data, queryClient]);

  useEffect(
    () =>
      subscribeSessionEvents(() => {
        void queryClient.invalidateQueries({ queryKey: keys.auth.status(), exact: true });
      }),
    [queryClient],
  );

  return null;
}
