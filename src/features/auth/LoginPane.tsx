import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Checkbox, FormStepper, StepAdvanceButton, TextInput, useToast, type FormStep } from '@/design-system';
import { closeAuthModal, switchAuthPane, useAuthModal } from '@/lib/authModal';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { useLogin } from './api/login';
import { LinkButton, LinkRow, messageOf, PaneBody } from './parts';
import { LoginVia } from './social/LoginVia';
import { authStrings } from './strings';

/** Spec §9: the login toast shows for 3000 ms. */
export const LOGIN_TOAST_MS = 3000;

interface LoginValues {
  login: string;
  password: string;
  remember: boolean;
}

const notBlank = (value: string) => value.trim() !== '';

/**
 * The login pane (spec §4, §5, Decision 16): step 1 the e-mail address or username, step 2 the password
 * with 'Remember me'. An empty field is marked as error; Enter or the arrow advances; passed steps can be
 * revisited. Success closes the modal with 'Welcome Back!'; a server error shows 'Oops!' and keeps the input.
 * Under the form, the 'Login Via' list of social providers (spec §2 Shell).
 */
export function LoginPane() {
  const { register, trigger, handleSubmit, formState } = useForm<LoginValues>({
    defaultValues: { login: '', password: '', remember: false },
  });
  const { errors } = formState;
  const login = useLogin();
  const toast = useToast();
  const navigate = useNavigate();
  const { redirectTo } = useAuthModal();
  const s = authStrings.login;

  const submit = handleSubmit(async ({ login: name, password, remember }) => {
    let username: string;
    try {
      const session = await login.mutateAsync({ body: { login: name.trim(), password, remember } });
      username = session.account.username;
    } catch (error) {
      toast.toast({ type: 'danger', title: commonStrings.errors.oops, body: messageOf(error) });
      return;
    }
    closeAuthModal();
    toast.toast({
      id: 'session-welcome-back',
      type: 'success',
      title: authStrings.toasts.welcomeBack,
      body: format(authStrings.toasts.welcomeBackMessage, { username }),
      timeout: LOGIN_TOAST_MS,
    });
    if (redirectTo) void navigate(redirectTo);
  });

  const steps: FormStep[] = [
    {
      id: 'login',
      label: s.stepLogin,
      validate: () => trigger('login', { shouldFocus: true }),
      content: (
        <TextInput
          label={s.loginLabel}
          size="lg"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={255}
          autoFocus
          error={Boolean(errors.login)}
          trailing={<StepAdvanceButton />}
          {...register('login', { validate: notBlank })}
        />
      ),
    },
    {
      id: 'password',
      label: s.stepPassword,
      validate: () => trigger('password', { shouldFocus: true }),
      content: (
        <>
          <TextInput
            label={s.passwordLabel}
            type="password"
            size="lg"
            autoComplete="current-password"
            error={Boolean(errors.password)}
            trailing={<StepAdvanceButton />}
            {...register('password', { validate: (value) => value !== '' })}
          />
          <Checkbox label={s.remember} {...register('remember')} />
        </>
      ),
    },
  ];

  return (
    <PaneBody>
      <FormStepper
        aria-label={s.title}
        steps={steps}
        advanceButton="none"
        advanceLabel={s.next}
        completeLabel={s.submit}
        indicatorLabel={s.steps}
        completedLabel={s.completed}
        onComplete={submit}
      />
      <LinkRow>
        <LinkButton type="button" onClick={() => switchAuthPane('forgot')}>
          {s.forgot}
        </LinkButton>
        <span>
          {s.noAccount}{' '}
          <LinkButton type="button" onClick={() => switchAuthPane('register')}>
            {s.signUp}
          </LinkButton>
        </span>
      </LinkRow>
      <LoginVia />
    </PaneBody>
  );
}
