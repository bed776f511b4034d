import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@/design-system';
import { switchAuthPane } from '@/lib/authModal';
import { useSendResetMail } from './api/sendResetMail';
import { FormMessage, LinkButton, LinkRow, messageOf, PaneBody, PaneText } from './parts';
import { authStrings } from './strings';

/** Spec §4: forgot password is init, working, success or error. */
export type ForgotState = 'init' | 'working' | 'success' | 'error';

/** The forgot-password pane: an e-mail address (non-empty, spec §5); the outcome shows inline (spec §8). */
export function ForgotPane() {
  const [email, setEmail] = useState('');
  const [empty, setEmpty] = useState(false);
  const [state, setState] = useState<ForgotState>('init');
  const [error, setError] = useState('');
  const send = useSendResetMail();
  const s = authStrings.forgot;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'working') return;
    if (email.trim() === '') {
      setEmpty(true);
      return;
    }
    setState('working');
    try {
      await send.mutateAsync({ body: { email: email.trim() } });
      setState('success');
    } catch (failure) {
      setError(messageOf(failure));
      setState('error');
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
      <PaneText>{s.intro}</PaneText>
      <TextInput
        label={s.emailLabel}
        type="email"
        autoComplete="email"
        autoFocus
        maxLength={255}
        value={email}
        error={empty ? s.required : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmpty(false);
        }}
      />
      {state === 'error' && <FormMessage tone="danger">{error}</FormMessage>}
      <Button type="submit" busy={state === 'working'}>
        {s.submit}
      </Button>
      <LinkRow>
        <LinkButton type="button" onClick={() => switchAuthPane('login')}>
          {s.backToLogin}
        </LinkButton>
      </LinkRow>
    </PaneBody>
  );
}
