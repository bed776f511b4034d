import type { ReactNode } from 'react';
import { Modal } from '@/design-system';
import { closeAuthModal, type AuthModalState, type AuthPane } from '@/lib/authModal';
import { authStrings } from './strings';

const TITLES: Record<AuthPane, string> = {
  login: authStrings.login.title,
  register: authStrings.register.title,
  forgot: authStrings.forgot.title,
  reset: authStrings.reset.title,
  completed: authStrings.completed.title,
};

/** The auth modal's frame (title, tone, dismissal) around its panes; AuthModal and LazyAuthModal share it. */
export function AuthModalFrame({ state, children }: { state: AuthModalState; children: ReactNode }) {
  const { pane } = state;
  return (
    <Modal
      open={state.open}
      onDismiss={() => closeAuthModal()}
      title={TITLES[pane]}
      closeLabel={authStrings.modal.close}
      size="sm"
      tone={pane === 'completed' ? 'success' : 'accent'}
    >
      {children}
    </Modal>
  );
}
