import { useState, type FormEvent } from 'react';
import { emailSchema, RESET_PASSWORD_HINT, resetPasswordSchema } from '@/api/schemas/auth';
import { Button, TextInput } from '@/design-system';
import { switchAuthPane } from '@/lib/authModal';
import { useResetPassword } from './api/resetPassword';
import { FormMessage, messageOf, PaneBody } from './parts';
import { authStrings } from './strings';

/** Spec §4: reset password is init, working, success or error. */
export type ResetState = 'init' | 'working' | 'success' | 'error';

export interface ResetPaneProps {
  /** From the reset link's query string (the /auth/reset-password route). */
  email: string;
  token: string;
}

/**
 * The reset-password pane (spec §5): both fields required, matching, and the reset rule (Decision 9);
 * the outcome shows inline (spec §8); success offers the way back to login.
 */
export function ResetPane({ email, token }: ResetPaneProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [state, setState] = useState<ResetState>('init');
  const [error, setError] = useState('');
  const reset = useResetPassword();
  const s = authStrings.reset;

  const fail = (message: string) => {
    setError(message);
    setState('error');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'working') return;
    if (password === '' || confirmation === '') return fail(s.required);
    if (password !== confirmation) return fail(s.mismatch);
    const rule = resetPasswordSchema.safeParse(password);
    if (!rule.success) return fail(rule.error.issues[0]?.message ?? RESET_PASSWORD_HINT);
    // The link's address is checked like the server would: a broken link is the server's 'invalid link' case.
    const address = emailSchema.safeParse(email.trim());
    setState('working');
    try {
      await reset.mutateAsync({
        body: { password, password_confirmation: confirmation, token, email: address.success ? address.data : email },
      });
      setState('success');
    } catch (failure) {
      fail(messageOf(failure));
    }
  };

  if (state === 'success') {
    return (
      <PaneBody>
        <FormMessage tone="success">{s.success}</FormMessage>
        <Button variant="secondary" onClick={() => switchAuthPane('login')}>
          {s.backToLogin}
        </Button>
      </PaneBody>
    );
  }

  return (
    <PaneBody as="form" noValidate aria-label={s.title} onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}>
      <TextInput
        label={s.passwordLabel}
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={RESET_PASSWORD_HINT}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextInput
        label={s.confirmLabel}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      {state === 'error' && <FormMessage tone="danger">{error}</FormMessage>}
      <Button type="submit" busy={state === 'working'}>
        {s.submit}
      </Button>
    </PaneBody>
  );
}
