import '../setup/msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keys } from '@/api/keys';
import type { Session } from '@/api/schemas/user';
import { AuthModal } from '@/features/auth/AuthModal';
import { closeAuthModal, getAuthModalState, openAuthModal } from '@/lib/authModal';
import { readSessionCache } from '@/lib/session';
import { FakeBroadcastChannel, renderWithApp } from './authHarness';

const PASSWORD = 'Orbital!2026';

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
});
afterEach(() => {
  act(() => closeAuthModal());
  vi.unstubAllGlobals();
  FakeBroadcastChannel.open.clear();
});

function open(pane: Parameters<typeof openAuthModal>[0], extra: Parameters<typeof openAuthModal>[1] = {}) {
  const view = renderWithApp(<AuthModal />);
  act(() => openAuthModal(pane, extra));
  return { ...view, dialog: screen.getByRole('dialog'), user: userEvent.setup() };
}

const loginField = () => screen.getByLabelText('E-mail or username', { selector: 'input' });
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });

describe('login pane (spec §4, §5, §8)', () => {
  it("is titled 'Login' with 'Forgot Password?' and the 'Sign Up' switch", () => {
    const { dialog } = open('login');
    expect(within(dialog).getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('marks an empty field as error and stays on the step', async () => {
    const { user } = open('login');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(loginField()).toHaveAttribute('aria-invalid', 'true'));
    expect(passwordField()).not.toBeVisible();
  });

  it('advances with Enter, offers Remember me, logs in and greets the user by name for 3000 ms', async () => {
    const { user, queryClient } = open('login');
    const other = new FakeBroadcastChannel('orbital-session');
    const heard = vi.fn();
    other.addEventListener('message', (event) => heard((event as MessageEvent).data));
    await user.type(loginField(), 'player{Enter}');
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    await user.type(passwordField(), `${PASSWORD}{Enter}`);
    expect(await screen.findByText('Welcome Back!')).toBeInTheDocument();
    expect(screen.getByText(/player/)).toBeInTheDocument();
    expect(getAuthModalState().open).toBe(false);
    expect(queryClient.getQueryData<Session>(keys.auth.status())?.account.username).toBe('player');
    expect(readSessionCache()?.account.username).toBe('player');
    expect(heard).toHaveBeenCalledWith({ type: 'login' });
  });

  it("shows the server's message in an 'Oops!' toast and keeps what was typed", async () => {
    const { user } = open('login');
    await user.type(loginField(), 'player{Enter}');
    await waitFor(() => expect(passwordField()).toHaveFocus());
    await user.type(passwordField(), 'wrong-password{Enter}');
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(
      screen.getByText('These credentials do not match our records. Please check your e-mail address or username and your password.'),
    ).toBeInTheDocument();
    expect(getAuthModalState().open).toBe(true);
    expect(passwordField()).toHaveValue('wrong-password');
    expect(loginField()).toHaveValue('player');
  });

  it("switches to the forgot and register panes", async () => {
    const { user } = open('login');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(getAuthModalState().pane).toBe('register');
    expect(screen.getByText('Minimum 8 characters, lower and upper case letters, 1 digit, 1 special character.')).toBeInTheDocument();
  });
});

describe('register pane (spec §4, §5, §8)', () => {
  it("refuses a taken e-mail address with the server's message in an 'Error' toast and stays", async () => {
    const { user } = open('register');
    const email = screen.getByLabelText('E-mail address', { selector: 'input' });
    await user.type(email, 'player@orbital.test{Enter}');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(email).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it("registers after four steps: the completed pane and 'Welcome to Orbital!'", async () => {
    const { user } = open('register');
    await user.type(screen.getByLabelText('E-mail address', { selector: 'input' }), 'newcomer@orbital.test{Enter}');
    const username = await screen.findByLabelText('Username', { selector: 'input' });
    await waitFor(() => expect(username).toHaveFocus());
    await user.type(username, 'newcomer{Enter}');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'Galaxy!2026{Enter}');
    const confirm = screen.getByLabelText('Password confirmation', { selector: 'input' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.type(confirm, 'Galaxy!2026{Enter}');
    expect(await screen.findByText('Welcome to Orbital!')).toBeInTheDocument();
    expect(screen.getByText('Registration Completed. Please check your inbox for verification email.')).toBeInTheDocument();
    expect(getAuthModalState().pane).toBe('completed');
    for (const name of ['Home', 'Games', 'Account']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});

describe('forgot pane (spec §4, §5, §8)', () => {
  it('needs an e-mail address, then shows the success text inline', async () => {
    const { user } = open('forgot');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText('E-mail address', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('E-mail address', { selector: 'input' }), 'player@orbital.test{Enter}');
    expect(
      await screen.findByText(
        "Please check your email inbox. If the entered email address was valid, you'll receive a password reset email in a moment.",
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's message inline on error", async () => {
    const { user } = open('forgot');
    await user.type(screen.getByLabelText('E-mail address', { selector: 'input' }), 'not-an-address{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
  });
});

describe('reset pane (spec §5, §8)', () => {
  const reset = { email: 'player@orbital.test', token: 'demo-reset-token-player' };

  it('requires both fields', async () => {
    const { user } = open('reset', { reset });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill both the fields above to request a password reset.');
  });

  it('requires matching fields', async () => {
    const { user } = open('reset', { reset });
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Nebula#2027');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Nebula#2028{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The password confirmation does not match the entered password. Please check your inputs.',
    );
  });

  it('shows the rule text and resets the password, offering the way back to login', async () => {
    const { user } = open('reset', { reset });
    expect(screen.getByText('Minimum 8 characters with at least 1 letter, 1 number and 1 special character.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Nebula#2027');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Nebula#2027{Enter}');
    expect(
      await screen.findByText('Your password has been reset. You may now close this modal and log in using your new password.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(getAuthModalState().pane).toBe('login');
  });

  it("shows the server's message inline for a bad token", async () => {
    const { user } = open('reset', { reset: { ...reset, token: 'nope' } });
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Nebula#2027');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Nebula#2027{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has already been used. Please request a new one.',
    );
  });
});
