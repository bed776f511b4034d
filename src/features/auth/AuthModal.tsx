import { Modal } from '@/design-system';
import { closeAuthModal, useAuthModal, type AuthPane } from '@/lib/authModal';
import { CompletedPane } from './CompletedPane';
import { ForgotPane } from './ForgotPane';
import { LoginPane } from './LoginPane';
import { RegisterPane } from './RegisterPane';
import { ResetPane } from './ResetPane';
import { authStrings } from './strings';

const TITLES: Record<AuthPane, string> = {
  login: authStrings.login.title,
  register: authStrings.register.title,
  forgot: authStrings.forgot.title,
  reset: authStrings.reset.title,
  completed: authStrings.completed.title,
};

/**
 * The auth modal (spec §2 Shell): panes login, register, forgot, reset and completed, driven by the
 * store in src/lib/authModal.ts (openAuthModal from LOGIN, 'Login Required' prompts and the /auth/*
 * routes). The backdrop, Escape and the close button dismiss it. Render once, inside the router.
 */
export function AuthModal() {
  const state = useAuthModal();
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
      {pane === 'login' && <LoginPane key="login" />}
      {pane === 'register' && <RegisterPane key="register" />}
      {pane === 'forgot' && <ForgotPane key="forgot" />}
      {pane === 'reset' && <ResetPane key="reset" email={state.reset?.email ?? ''} token={state.reset?.token ?? ''} />}
      {pane === 'completed' && <CompletedPane key="completed" />}
    </Modal>
  );
}
