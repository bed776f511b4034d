import type { QueryClient } from '@tanstack/react-query';
import { keys } from '@/api/keys';
import type { Session } from '@/api/schemas/user';
import { writeSessionCache } from './cache';

/*
 * The server's answer to a change of the user's own account (alias, avatar) or settings: the session shows
 * it at once (header, account menu, every observer of the status entry) and the tab's cache keeps it. The
 * settings page, the profile page and the game page's mute control all end here. Imported by its path, not
 * through the session's index: only those lazily loaded pages need it, and the index is on every page's
 * startup path (issue 14's home budget).
 */
export function applySessionUpdate(queryClient: QueryClient, update: Partial<Pick<Session, 'account' | 'settings'>>): void {
  const session = queryClient.setQueryData<Session | null>(keys.auth.status(), (current) => (current ? { ...current, ...update } : current));
  if (session) writeSessionCache(session);
}
