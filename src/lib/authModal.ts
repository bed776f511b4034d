import { useSyncExternalStore } from 'react';

/** The panes of the auth modal (spec §2 Shell). */
export type AuthPane = 'login' | 'register' | 'forgot' | 'reset' | 'completed';

export interface AuthModalState {
  open: boolean;
  pane: AuthPane;
  /** Reset pane: the email and token from the reset link. */
  reset?: { email: string; token: string };
  /** Where to go after a successful login (a 'redirect_to' value, already checked by the caller). */
  redirectTo?: string;
}

let state: AuthModalState = { open: false, pane: 'login' };
const listeners = new Set<() => void>();

function set(next: AuthModalState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The auth modal is opened from many places (LOGIN, every 'Login Required' prompt, the /auth/* routes)
 * that belong to different features; this small store is the one door they all use.
 */
export function openAuthModal(pane: AuthPane = 'login', extra: Pick<AuthModalState, 'reset' | 'redirectTo'> = {}) {
  set({ open: true, pane, ...extra });
}

export function switchAuthPane(pane: AuthPane) {
  set({ ...state, pane });
}

export function closeAuthModal() {
  set({ ...state, open: false });
}

export function subscribeAuthModal(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthModalState(): AuthModalState {
  return state;
}

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(subscribeAuthModal, getAuthModalState, getAuthModalState);
}
