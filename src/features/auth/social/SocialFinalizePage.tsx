import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { emailSchema } from '@/api/schemas/auth';
import { usernameSchema } from '@/api/schemas/user';
import { config } from '@/config';
import { Button, TextInput, useToast } from '@/design-system';
import { applySignedIn, sessionQueryOptions } from '@/lib/session';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { usePageMeta } from '@/lib/usePageMeta';
import { useSocialFinalize } from '../api/socialFinalize';
import { useUniqueUsername } from '../api/uniqueUsername';
import { messageOf } from '../parts';
import { authStrings } from '../strings';
import { TokenStatus } from '../token/TokenStatus';
import { broadcastAuthenticationEvent } from './authChannel';
import { parseFinalizeToken, type FinalizeLink } from './finalizeLink';

const s = authStrings.social;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  text-align: start;
`;

const UsernameRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};

  /* The button lines up with the input, not with its message under it. */
  & > button {
    align-self: start;
    margin-top: calc(1lh + ${({ theme }) => theme.space[2]});
  }
`;

interface FinalizeValues {
  email: string;
  username: string;
}

const validateEmail = (value: string) => {
  if (value.trim() === '') return s.emailRequired;
  return emailSchema.safeParse(value.trim()).success || s.emailInvalid;
};
const validateUsername = (value: string) => {
  if (value.trim() === '') return s.usernameRequired;
  return usernameSchema.safeParse(value.trim()).success || s.usernameInvalid;
};

/**
 * /auth/social/finalize?token=<encoded URL>&provider=facebook|google (spec §2, §4, §8): the last step of a
 * social login whose provider account has no Orbital account yet. The token is the API's signed finalize
 * link, used only on the API host (parseFinalizeToken); anything else, or another provider, goes home.
 * 'Almost There!' with the e-mail and username fields; 'Random' fills a free username
 * (`account.uniqueUsername`); Register posts both to the link. Success: logged in, the 'register' event
 * goes out on 'orbital-auth' (the opener closes this tab and greets the player), and the page says so.
 * A failure is the 'Login Error' toast with the server's message; nothing typed is lost.
 */
export function SocialFinalizePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const provider = params.get('provider');
  const link = useMemo(() => parseFinalizeToken(token, provider), [token, provider]);
  if (!link) return <Navigate to="/" replace />;
  return <SocialFinalize link={link} />;
}

function SocialFinalize({ link }: { link: FinalizeLink }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const finalize = useSocialFinalize();
  const unique = useUniqueUsername();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setValue, formState } = useForm<FinalizeValues>({ defaultValues: { email: '', username: '' } });
  const { errors } = formState;
  const title = done ? s.registered : s.almostThere;
  usePageMeta({ title, noindex: true });

  const loginError = (error: unknown) => toast.toast({ type: 'danger', title: commonStrings.errors.loginError, body: messageOf(error) });

  const submit = handleSubmit(async ({ email, username }) => {
    try {
      await finalize.mutateAsync({
        params: { provider: link.provider, token: link.token },
        query: { expires: link.expires, signature: link.signature },
        body: { email: email.trim(), username: username.trim() },
      });
    } catch (error) {
      loginError(error);
      return;
    }
    // The answer names the provider only; the session (its cookie is set) comes from the status call.
    try {
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      if (session) applySignedIn(queryClient, session, 'register');
    } catch {
      // The account exists and the cookie is set: the opener asks again when it hears the event.
    }
    broadcastAuthenticationEvent({ type: 'register', provider: link.provider });
    setDone(true);
  });

  const random = async () => {
    try {
      const { username } = await unique.mutateAsync({});
      setValue('username', username, { shouldValidate: true, shouldDirty: true });
    } catch (error) {
      toast.toast({ type: 'danger', title: commonStrings.errors.error, body: messageOf(error) });
    }
  };

  if (done) {
    return (
      <TokenStatus
        state="success"
        title={s.registered}
        message={format(s.registeredMessage, { product: config.productName })}
        data-testid="social-finalize"
        actions={
          <>
            <Button onClick={() => void navigate('/account/home')}>{s.account}</Button>
            <Button variant="secondary" iconStart="home" onClick={() => void navigate('/')}>
              {s.home}
            </Button>
          </>
        }
      />
    );
  }

  return (
    <TokenStatus state="input" title={s.almostThere} message={format(s.finalizeIntro, { product: config.productName })} data-testid="social-finalize">
      <Form noValidate aria-label={s.almostThere} onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}>
        <TextInput
          label={s.emailLabel}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={255}
          error={errors.email?.message}
          {...register('email', { validate: validateEmail })}
        />
        <UsernameRow>
          <TextInput
            label={s.usernameLabel}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={30}
            error={errors.username?.message}
            {...register('username', { validate: validateUsername })}
          />
          <Button type="button" variant="secondary" iconStart="refresh" title={s.randomLabel} busy={unique.isPending} onClick={() => void random()}>
            {s.random}
          </Button>
        </UsernameRow>
        <Button type="submit" variant="primary" block busy={finalize.isPending || formState.isSubmitting}>
          {s.register}
        </Button>
      </Form>
    </TokenStatus>
  );
}

export default SocialFinalizePage;
