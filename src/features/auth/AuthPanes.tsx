import type { AuthModalState } from '@/lib/authModal';
import { CompletedPane } from './CompletedPane';
import { ForgotPane } from './ForgotPane';
import { LoginPane } from './LoginPane';
import { RegisterPane } from './RegisterPane';
import { ResetPane } from './ResetPane';

/**
 * The auth modal's content: the pane of the store's state. Its own chunk (with react-hook-form, the
 * FormStepper and the auth schemas), loaded by AuthModal when the modal first opens or on intent.
 */
export default function AuthPanes({ state }: { state: AuthModalState }) {
  const { pane } = state;
  return (
    <>
      {pane === 'login' && <LoginPane key="login" />}
      {pane === 'register' && <RegisterPane key="register" />}
      {pane === 'forgot' && <ForgotPane key="forgot" />}
      {pane === 'reset' && <ResetPane key="reset" email={state.reset?.email ?? ''} token={state.reset?.token ?? ''} />}
      {pane === 'completed' && <CompletedPane key="completed" />}
    </>
  );
}
