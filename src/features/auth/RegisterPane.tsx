import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { ApiError } from '@/api/errors';
import { PASSWORD_MISMATCH_MESSAGE, REGISTER_PASSWORD_HINT } from '@/api/schemas/auth';
import { config } from '@/config';
import { FormStepper, TextInput, useToast, type FormStep } from '@/design-system';
import { switchAuthPane } from '@/lib/authModal';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { useRegister } from './api/register';
import { useValidateEmail } from './api/validateEmail';
import { useValidatePassword } from './api/validatePassword';
import { useValidateUsername } from './api/validateUsername';
import { LinkButton, LinkRow, messageOf, PaneBody } from './parts';
import { authStrings } from './strings';

interface RegisterValues {
  email: string;
  username: string;
  password: string;
  password_confirmation: string;
}

type CheckedField = 'email' | 'username' | 'password';
type CheckMutation<F extends CheckedField> = UseMutationResult<null, ApiError, { body: Record<F, string> }>;

/**
 * The register pane (spec §4, §5): email, username, password, confirmation. Each field is required;
 * steps 1-3 are checked by the server on advancing (a refusal shows the 'Error' toast with its message and
 * stays); the final submit registers and logs in, then shows the completed pane.
 */
export function RegisterPane() {
  const { register, trigger, getValues, setError, handleSubmit, formState } = useForm<RegisterValues>({
    defaultValues: { email: '', username: '', password: '', password_confirmation: '' },
  });
  const { errors } = formState;
  const toast = useToast();
  const registration = useRegister();
  const validateEmail = useValidateEmail();
  const validateUsername = useValidateUsername();
  const validatePassword = useValidatePassword();
  const s = authStrings.register;

  const serverCheck =
    <F extends CheckedField>(field: F, mutation: CheckMutation<F>) =>
    async () => {
      if (!(await trigger(field, { shouldFocus: true }))) return false;
      try {
        await mutation.mutateAsync({ body: { [field]: String(getValues(field)) } as unknown as Record<F, string> });
        return true;
      } catch (error) {
        setError(field, { type: 'server' }, { shouldFocus: true });
        toast.toast({ type: 'danger', title: commonStrings.errors.error, body: messageOf(error) });
        return false;
      }
    };

  const submit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync({ body: values });
    } catch (error) {
      toast.toast({ type: 'danger', title: commonStrings.errors.oops, body: messageOf(error) });
      return;
    }
    switchAuthPane('completed');
    toast.toast({
      id: 'session-registered',
      type: 'success',
      title: format(authStrings.toasts.registered, { product: config.productName }),
      body: authStrings.toasts.registeredMessage,
    });
  });

  const required = { validate: (value: string) => value.trim() !== '' };
  const steps: FormStep[] = [
    {
      id: 'email',
      label: s.stepEmail,
      validate: serverCheck('email', validateEmail),
      content: (
        <TextInput
          label={s.emailLabel}
          type="email"
          autoComplete="email"
          maxLength={255}
          autoFocus
          error={Boolean(errors.email)}
          {...register('email', required)}
        />
      ),
    },
    {
      id: 'username',
      label: s.stepUsername,
      validate: serverCheck('username', validateUsername),
      content: (
        <TextInput
          label={s.usernameLabel}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          error={Boolean(errors.username)}
          {...register('username', required)}
        />
      ),
    },
    {
      id: 'password',
      label: s.stepPassword,
      validate: serverCheck('password', validatePassword),
      content: (
        <TextInput
          label={s.passwordLabel}
          type="password"
          autoComplete="new-password"
          hint={REGISTER_PASSWORD_HINT}
          error={Boolean(errors.password)}
          {...register('password', { validate: (value) => value !== '' })}
        />
      ),
    },
    {
      id: 'confirm',
      label: s.stepConfirm,
      validate: () => trigger('password_confirmation', { shouldFocus: true }),
      content: (
        <TextInput
          label={s.confirmLabel}
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message ?? Boolean(errors.password_confirmation)}
          {...register('password_confirmation', {
            validate: (value, values) => (value === '' ? false : value === values.password || PASSWORD_MISMATCH_MESSAGE),
          })}
        />
      ),
    },
  ];

  return (
    <PaneBody>
      <FormStepper
        aria-label={s.title}
        steps={steps}
        advanceLabel={s.next}
        completeLabel={s.submit}
        indicatorLabel={s.steps}
        completedLabel={s.completed}
        busy={registration.isPending}
        onComplete={submit}
      />
      <LinkRow>
        <span>
          {s.haveAccount}{' '}
          <LinkButton type="button" onClick={() => switchAuthPane('login')}>
            {s.login}
          </LinkButton>
        </span>
      </LinkRow>
    </PaneBody>
  );
}
