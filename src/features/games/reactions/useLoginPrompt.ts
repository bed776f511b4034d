import { useCallback } from 'react';
import { useDialog } from '@/design-system/components/Dialog';
import { openAuthModal } from '@/lib/authModal';
import { commonStrings } from '@/lib/strings/common';
import { reactionStrings } from './strings';

/**
 * Spec §6: a visitor who reacts, reviews or likes gets the 'Login Required' prompt, never a silent no-op.
 * Returns a function that opens it with `message`; its actions open the auth modal on the login or the
 * register pane once the prompt has closed (so focus moves from one modal to the next, never to the page).
 */
export function useLoginPrompt(): (message: string) => void {
  const dialog = useDialog();
  return useCallback(
    (message: string) => {
      void dialog
        .open({
          type: 'info',
          title: commonStrings.errors.loginRequired,
          content: message,
          confirm: { title: reactionStrings.login },
          cancel: { title: reactionStrings.register },
        })
        .then((result) => {
          if (result === 'confirm') openAuthModal('login');
          else if (result === 'cancel') openAuthModal('register');
        });
    },
    [dialog],
  );
}
