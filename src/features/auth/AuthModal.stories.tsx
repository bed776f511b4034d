import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createQueryClient } from '@/api/queryClient';
import { ToastProvider } from '@/design-system';
import { openAuthModal, type AuthModalState, type AuthPane } from '@/lib/authModal';
import { AuthModal } from './AuthModal';

/** Opens the modal on `pane` before the first paint and renders it with the app's providers. */
function Harness({ pane, reset }: { pane: AuthPane; reset?: AuthModalState['reset'] }) {
  const [queryClient] = useState(() => createQueryClient({ retryDelay: 0 }));
  useLayoutEffect(() => {
    openAuthModal(pane, reset ? { reset } : {});
  }, [pane, reset]);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter>
          <AuthModal />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}

const RESET = { email: 'player@orbital.test', token: 'demo-reset-token-player' };

const meta = {
  title: 'Shell/Auth modal/Panes',
  component: Harness,
  args: { pane: 'login' },
  argTypes: { pane: { control: 'select', options: ['login', 'register', 'forgot', 'reset', 'completed'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const field = (label: string) => page().getByLabelText(label, { selector: 'input' });

export const Login: Story = {};

/** Spec §5: advancing with an empty field marks it as error. */
export const LoginEmptyField: Story = {
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(field('E-mail or username')).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Step 2: the password with 'Remember me' (Decision 16); step 1 can be revisited by click. */
export const LoginPasswordStep: Story = {
  play: async () => {
    await userEvent.type(field('E-mail or username'), 'player{Enter}');
    await waitFor(() => expect(field('Password')).toHaveFocus());
    await expect(page().getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
  },
};

/** Spec §8: a server error shows the 'Oops!' toast with the server's message; the input stays. */
export const LoginWrongPassword: Story = {
  play: async () => {
    await userEvent.type(field('E-mail or username'), 'player{Enter}');
    await waitFor(() => expect(field('Password')).toHaveFocus());
    await userEvent.type(field('Password'), 'not-the-password{Enter}');
    await expect(await page().findByText('Oops!', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(field('Password')).toHaveValue('not-the-password');
  },
};

/** Success: the modal closes and 'Welcome Back!' names the user. */
export const LoginSuccess: Story = {
  play: async () => {
    await userEvent.type(field('E-mail or username'), 'player{Enter}');
    await waitFor(() => expect(field('Password')).toHaveFocus());
    await userEvent.type(field('Password'), 'Orbital!2026{Enter}');
    await expect(await page().findByText('Welcome Back!', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Register: Story = { args: { pane: 'register' } };

/** Spec §8: a step the server refuses shows the 'Error' toast with its message and stays. */
export const RegisterEmailTaken: Story = {
  args: { pane: 'register' },
  play: async () => {
    await userEvent.type(field('E-mail address'), 'player@orbital.test{Enter}');
    await expect(await page().findByText('Error', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(field('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Step 3 with the register password hint (spec §5). */
export const RegisterPasswordStep: Story = {
  args: { pane: 'register' },
  play: async () => {
    await userEvent.type(field('E-mail address'), 'newcomer@orbital.test{Enter}');
    await waitFor(() => expect(field('Username')).toHaveFocus(), { timeout: 5000 });
    await userEvent.type(field('Username'), 'newcomer{Enter}');
    await waitFor(() => expect(field('Password')).toHaveFocus(), { timeout: 5000 });
  },
};

/** Step 4: a confirmation that does not match is marked with the reason. */
export const RegisterConfirmMismatch: Story = {
  args: { pane: 'register' },
  play: async () => {
    await userEvent.type(field('E-mail address'), 'newcomer@orbital.test{Enter}');
    await waitFor(() => expect(field('Username')).toHaveFocus(), { timeout: 5000 });
    await userEvent.type(field('Username'), 'newcomer{Enter}');
    await waitFor(() => expect(field('Password')).toHaveFocus(), { timeout: 5000 });
    await userEvent.type(field('Password'), 'Galaxy!2026{Enter}');
    await waitFor(() => expect(field('Password confirmation')).toHaveFocus(), { timeout: 5000 });
    await userEvent.type(field('Password confirmation'), 'Galaxy!2027{Enter}');
    await expect(
      await page().findByText('The password confirmation does not match the entered password. Please check your inputs.'),
    ).toBeInTheDocument();
  },
};

export const Completed: Story = { args: { pane: 'completed' } };

export const Forgot: Story = { args: { pane: 'forgot' } };

export const ForgotEmpty: Story = {
  args: { pane: 'forgot' },
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: 'Send Reset Link' }));
    await expect(field('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ForgotSuccess: Story = {
  args: { pane: 'forgot' },
  play: async () => {
    await userEvent.type(field('E-mail address'), 'player@orbital.test{Enter}');
    await expect(
      await page().findByText(
        "Please check your email inbox. If the entered email address was valid, you'll receive a password reset email in a moment.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const ForgotError: Story = {
  args: { pane: 'forgot' },
  play: async () => {
    await userEvent.type(field('E-mail address'), 'not-an-address{Enter}');
    await expect(await page().findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Please enter a valid e-mail address.');
  },
};

export const Reset: Story = { args: { pane: 'reset', reset: RESET } };

export const ResetRequired: Story = {
  args: { pane: 'reset', reset: RESET },
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: 'Reset Password' }));
    await expect(page().getByRole('alert')).toHaveTextContent('Please fill both the fields above to request a password reset.');
  },
};

export const ResetMismatch: Story = {
  args: { pane: 'reset', reset: RESET },
  play: async () => {
    await userEvent.type(field('New password'), 'Nebula#2027');
    await userEvent.type(field('Confirm new password'), 'Nebula#2028{Enter}');
    await expect(page().getByRole('alert')).toHaveTextContent(
      'The password confirmation does not match the entered password. Please check your inputs.',
    );
  },
};

export const ResetSuccess: Story = {
  args: { pane: 'reset', reset: RESET },
  play: async () => {
    await userEvent.type(field('New password'), 'Nebula#2027');
    await userEvent.type(field('Confirm new password'), 'Nebula#2027{Enter}');
    await expect(
      await page().findByText('Your password has been reset. You may now close this modal and log in using your new password.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(page().getByRole('button', { name: 'Return to Login' })).toBeInTheDocument();
  },
};

export const ResetInvalidLink: Story = {
  args: { pane: 'reset', reset: { ...RESET, token: 'expired-or-unknown' } },
  play: async () => {
    await userEvent.type(field('New password'), 'Nebula#2027');
    await userEvent.type(field('Confirm new password'), 'Nebula#2027{Enter}');
    await expect(await page().findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This password reset link is invalid or has already been used. Please request a new one.',
    );
  },
};
