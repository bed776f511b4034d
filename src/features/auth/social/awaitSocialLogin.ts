import type { QueryClient } from '@tanstack/react-query';
import type { AuthenticationEvent } from '@/api/schemas/social';
import type { ToastApi } from '@/design-system';
import { closeAuthModal } from '@/lib/authModal';
import { config } from '@/config';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { applySignedIn, sessionQueryOptions } from '@/lib/session';
import { messageOf } from '../parts';
import { authStrings } from '../strings';
import { subscribeAuthenticationEvents } from './authChannel';

/** Spec §8: 'Welcome!' after a social login shows for 3000 ms. */
export const SOCIAL_WELCOME_TOAST_MS = 3000;

export interface SocialLoginWait {
  queryClient: QueryClient;
  toast: ToastApi;
  /** Where to go once logged in (the modal's checked redirect_to), if anywhere. */
  redirectTo?: string;
  navigate: (to: string) => void;
}

/** The social login this tab waits for: one at a time (a new start replaces the last). */
let waiting: { stop: () => void } | null = null;

/**
 * Spec §4 and Decision 15: after the provider's tab opened (or was blocked: the player may still allow it),
 * this tab waits for the authentication event on 'orbital-auth'. It lives outside the modal, so closing the
 * modal meanwhile loses nothing. On the event: the provider's tab is closed, the session is asked again
 * and applied, the modal closes and 'Welcome!' shows; a session that cannot be confirmed is a 'Login Error'.
 */
export function awaitSocialLogin(tab: Window | null, wait: SocialLoginWait): void {
  waiting?.stop();
  const stop = subscribeAuthenticationEvents((event) => {
    stop();
    if (waiting?.stop === stop) waiting = null;
    void finish(event, tab, wait);
  });
  waiting = { stop };
}

async function finish(event: AuthenticationEvent, tab: Window | null, { queryClient, toast, redirectTo, navigate }: SocialLoginWait) {
  if (tab && !tab.closed) tab.close();
  const loginError = (body: string) => toast.toast({ type: 'danger', title: commonStrings.errors.loginError, body });
  let session;
  try {
    session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
  } catch (error) {
    loginError(messageOf(error));
    return;
  }
  if (!session) {
    loginError(authStrings.social.notConfirmed);
    return;
  }
  applySignedIn(queryClient, session, event.type);
  closeAuthModal();
  toast.toast({
    id: 'session-welcome-social',
    type: 'success',
    title: authStrings.toasts.welcome,
    body: format(authStrings.toasts.welcomeMessage, { product: config.productName }),
    timeout: SOCIAL_WELCOME_TOAST_MS,
  });
  if (redirectTo) navigate(redirectTo);
}

/** Stops waiting (tests, and a new start). */
export function stopAwaitingSocialLogin(): void {
  waiting?.stop();
  waiting = null;
}
