import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { TextInput } from '../TextInput';
import { FormStepper, type FormStep, type FormStepperProps } from './FormStepper';
import { StepAdvanceButton } from './StepAdvanceButton';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LoginValues {
  login: string;
  password: string;
  remember: boolean;
}

/** The auth modal's login flow (spec §4): two steps, each needs non-empty input; empty marks the field as error. */
function LoginFlow({ onComplete }: Pick<FormStepperProps, 'onComplete'>) {
  const { register, trigger, formState, handleSubmit } = useForm<LoginValues>({ defaultValues: { login: '', password: '', remember: false } });
  const steps: FormStep[] = [
    {
      id: 'login',
      label: 'Login',
      validate: () => trigger('login', { shouldFocus: true }),
      content: (
        <TextInput
          label="Email or username"
          size="lg"
          autoComplete="username"
          error={Boolean(formState.errors.login)}
          trailing={<StepAdvanceButton />}
          {...register('login', { required: true })}
        />
      ),
    },
    {
      id: 'password',
      label: 'Password',
      validate: () => trigger('password', { shouldFocus: true }),
      content: (
        <>
          <TextInput
            label="Password"
            type="password"
            size="lg"
            autoComplete="current-password"
            error={Boolean(formState.errors.password)}
            trailing={<StepAdvanceButton />}
            {...register('password', { required: true })}
          />
          <Checkbox label="Remember me" {...register('remember')} />
        </>
      ),
    },
  ];
  return (
    <FormStepper
      aria-label="Login"
      steps={steps}
      advanceButton="none"
      completeLabel="Login"
      onComplete={() => handleSubmit(() => onComplete())()}
    />
  );
}

interface RegisterValues {
  email: string;
  username: string;
  password: string;
  password_confirmation: string;
}

/** The register flow: four steps, steps 1-3 checked by a (simulated) server on advancing. */
function RegisterFlow({ onComplete, latency = 700 }: Pick<FormStepperProps, 'onComplete'> & { latency?: number }) {
  const { register, trigger, getValues, setError, formState, handleSubmit } = useForm<RegisterValues>({
    defaultValues: { email: '', username: '', password: '', password_confirmation: '' },
  });
  const serverCheck = (field: keyof RegisterValues, isTaken: (value: string) => boolean, message: string) => async () => {
    if (!(await trigger(field, { shouldFocus: true }))) return false;
    await wait(latency);
    if (isTaken(getValues(field))) {
      setError(field, { type: 'server', message }, { shouldFocus: true });
      return false;
    }
    return true;
  };
  const { errors } = formState;
  const steps: FormStep[] = [
    {
      id: 'email',
      label: 'Email',
      validate: serverCheck('email', (v) => v === 'player@orbital.test', 'This email address is already registered.'),
      content: <TextInput label="Email" type="email" autoComplete="email" error={errors.email?.message ?? Boolean(errors.email)} {...register('email', { required: true })} />,
    },
    {
      id: 'username',
      label: 'Username',
      validate: serverCheck('username', (v) => v === 'player', 'This username is already taken.'),
      content: <TextInput label="Username" autoComplete="username" error={errors.username?.message ?? Boolean(errors.username)} {...register('username', { required: true })} />,
    },
    {
      id: 'password',
      label: 'Password',
      validate: serverCheck('password', (v) => v.length < 8, 'The password must be at least 8 characters.'),
      content: (
        <TextInput
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="Minimum 8 characters, lower and upper case letters, 1 digit, 1 special character."
          error={errors.password?.message ?? Boolean(errors.password)}
          {...register('password', { required: true })}
        />
      ),
    },
    {
      id: 'confirm',
      label: 'Confirm',
      validate: () => trigger('password_confirmation', { shouldFocus: true }),
      content: (
        <TextInput
          label="Password confirmation"
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message ?? Boolean(errors.password_confirmation)}
          {...register('password_confirmation', {
            required: true,
            validate: (value, values) => value === values.password || 'The passwords do not match.',
          })}
        />
      ),
    },
  ];
  return <FormStepper aria-label="Register" steps={steps} completeLabel="Register" onComplete={() => handleSubmit(() => onComplete())()} />;
}

const meta = {
  title: 'Design System/FormStepper',
  component: FormStepper,
  args: { steps: [], onComplete: fn() },
  argTypes: { steps: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof FormStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const loginField = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Email or username', { selector: 'input' });
const passwordField = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Password', { selector: 'input' });

export const Login: Story = {
  render: (args) => <LoginFlow onComplete={args.onComplete} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(loginField(canvasElement), 'player{Enter}');
    await waitFor(() => expect(passwordField(canvasElement)).toHaveFocus());
    await userEvent.type(passwordField(canvasElement), 'Orbital!2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
  },
};

/** Advancing with an empty field keeps the step and marks the field as error (spec §5). */
export const EmptyStep: Story = {
  render: (args) => <LoginFlow onComplete={args.onComplete} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(loginField(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
    await expect(loginField(canvasElement)).toHaveFocus();
    await expect(passwordField(canvasElement)).not.toBeVisible();
  },
};

/** The password step, reached; the login step is a button that goes back to it. */
export const SecondStep: Story = {
  render: (args) => <LoginFlow onComplete={args.onComplete} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(loginField(canvasElement), 'player{Enter}');
    await waitFor(() => expect(passwordField(canvasElement)).toBeVisible());
    await expect(canvas.getByRole('button', { name: /^Login\W+completed$/ })).toBeInTheDocument();
  },
};

export const RevisitStep: Story = {
  render: (args) => <LoginFlow onComplete={args.onComplete} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(loginField(canvasElement), 'player{Enter}');
    await waitFor(() => expect(passwordField(canvasElement)).toHaveFocus());
    await userEvent.type(passwordField(canvasElement), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: /^Login\W+completed$/ }));
    await expect(loginField(canvasElement)).toHaveValue('player');
    await expect(loginField(canvasElement)).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Password' }));
    await waitFor(() => expect(passwordField(canvasElement)).toHaveValue('secret'));
  },
};

export const Register: Story = {
  render: (args) => <RegisterFlow onComplete={args.onComplete} latency={300} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Username/ })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'new@orbital.test{Enter}');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus(), { timeout: 3000 });
  },
};

/** The server check running: the advance control is busy and repeat presses are ignored. */
export const ServerCheckBusy: Story = {
  render: (args) => <RegisterFlow onComplete={args.onComplete} latency={60_000} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'new@orbital.test{Enter}');
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(next);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};

export const ServerCheckFailed: Story = {
  render: (args) => <RegisterFlow onComplete={args.onComplete} latency={100} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'player@orbital.test{Enter}');
    await waitFor(() => expect(canvas.getByText('This email address is already registered.')).toBeVisible(), { timeout: 3000 });
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};
