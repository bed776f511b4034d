import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationOptions } from '@/api/queryClient';
import { api } from '@/api/instance';
import { endpoints } from '@/api/contract';
import { isApiError } from '@/api/errors';
import { useToast } from '@/design-system/components/Toast';
import { commonStrings } from '@/lib/strings/common';
import { broadcastSessionEvent } from './broadcast';
import { resetSession } from './transitions';

/** Spec §9: the sign-out toast shows for 3000 ms. */
export const SIGN_OUT_TOAST_MS = 3000;

/** Already logged out on the server: signing out still resets this tab. */
const ALREADY_OUT = new Set([401, 419]);

/**
 * `auth.logout` (spec §4 'Sign out'): the button shows the working state (isPending), then caches are
 * cleared, user and settings reset, the other tabs told, and the 'Signed Out' toast shown for 3000 ms.
 * Another failure shows the 'Error' toast with the server's message and keeps the session.
 */
export function useSignOut(): { signOut: () => Promise<void>; isPending: boolean } {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    ...endpointMutationOptions(api(), endpoints['auth.logout']),
    // This hook shows its own toasts; the global error handler leaves it alone.
    meta: { endpoint: 'auth.logout', errorToast: false },
  });

  const signOut = async () => {
    try {
      await mutation.mutateAsync({});
    } catch (error) {
      if (!(isApiError(error) && ALREADY_OUT.has(error.code))) {
        toast.toast({
          type: 'danger',
          title: commonStrings.errors.error,
          body: error instanceof Error ? error.message : String(error),
        });
        return;
      }
    }
    resetSession(queryClient);
    broadcastSessionEvent('logout');
    toast.toast({
      id: 'session-signed-out',
      type: 'success',
      title: commonStrings.toasts.signedOut,
      body: commonStrings.toasts.signedOutMessage,
      timeout: SIGN_OUT_TOAST_MS,
    });
  };

  return { signOut, isPending: mutation.isPending };
}
