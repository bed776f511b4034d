import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { TextInput } from '../TextInput';
import { FormStepper, type FormStep } from './FormStepper';
import { StepAdvanceButton } from './StepAdvanceButton';

const notEmpty = (label: string) => () => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' }).value.trim() !== '';

function loginSteps(overrides: Partial<Record<'login' | 'password', Partial<FormStep>>> = {}): FormStep[] {
  return [
    { id: 'login', label: 'Login', content: <TextInput label="Email or username" />, validate: notEmpty('Email or username'), ...overrides.login },
    { id: 'password', label: 'Password', content: <TextInput label="Password" type="password" />, validate: notEmpty('Password'), ...overrides.password },
  ];
}

const registerSteps = (): FormStep[] => [
  { id: 'email', label: 'Email', content: <TextInput label="Email" type="email" /> },
  { id: 'username', label: 'Username', content: <TextInput label="Username" /> },
  { id: 'password', label: 'Password', content: <TextInput label="Password" type="password" /> },
  { id: 'confirm', label: 'Confirm', content: <TextInput label="Password confirmation" type="password" /> },
];

// The step's group is also named 'Password': pick the input.
const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

function deferred() {
  let resolve!: (value: boolean) => void;
  const promise = new Promise<boolean>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('FormStepper', () => {
  it('Enter in the field advances and moves focus to the next step’s field', async () => {
    renderWithTheme(<FormStepper steps={loginSteps()} onComplete={vi.fn()} aria-label="Login" />);
    expect(passwordInput()).not.toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email or username' }), 'player{Enter}');
    expect(passwordInput()).toBeVisible();
    expect(passwordInput()).toHaveFocus();
    expect(screen.getByLabelText('Email or username')).not.toBeVisible();
  });

  it('the arrow (advance) button advances; on the last step it completes', async () => {
    const onComplete = vi.fn();
    const onStepChange = vi.fn();
    renderWithTheme(<FormStepper steps={loginSteps()} onComplete={onComplete} onStepChange={onStepChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email or username' }), 'player');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onStepChange).toHaveBeenCalledWith('password');
    expect(passwordInput()).toHaveFocus();
    await userEvent.type(passwordInput(), 'Orbital!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('a failing validation keeps the step (an empty login field)', async () => {
    const onComplete = vi.fn();
    renderWithTheme(<FormStepper steps={loginSteps()} onComplete={onComplete} />);
    const login = screen.getByRole('textbox', { name: 'Email or username' });
    await userEvent.type(login, '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(login).toBeVisible();
    expect(passwordInput()).not.toBeVisible();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('async validation: the advance control is busy, repeat presses are ignored, then it advances', async () => {
    const check = deferred();
    const validate = vi.fn(() => check.promise);
    renderWithTheme(<FormStepper steps={loginSteps({ login: { validate } })} onComplete={vi.fn()} />);
    const login = screen.getByRole('textbox', { name: 'Email or username' });
    await userEvent.type(login, 'player{Enter}');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(next);
    await userEvent.type(login, '{Enter}');
    expect(validate).toHaveBeenCalledTimes(1);
    expect(login).toBeVisible();
    await act(async () => check.resolve(true));
    expect(passwordInput()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy');
  });

  it('an async validation that resolves false, or rejects, keeps the step', async () => {
    const validate = vi.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('Network'));
    renderWithTheme(<FormStepper steps={loginSteps({ login: { validate } })} onComplete={vi.fn()} />);
    const login = screen.getByRole('textbox', { name: 'Email or username' });
    await userEvent.type(login, 'taken{Enter}');
    expect(login).toBeVisible();
    await userEvent.type(login, '{Enter}');
    expect(validate).toHaveBeenCalledTimes(2);
    expect(login).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-busy');
  });

  it('a visited step is a button that goes back to it; unvisited steps are not clickable', async () => {
    renderWithTheme(<FormStepper steps={registerSteps()} onComplete={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Username/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Email/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Steps' }).querySelector('[aria-current="step"]')).toHaveTextContent('Email');

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'new@orbital.test{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie{Enter}');
    expect(passwordInput()).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Email\W+completed$/ }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    // Steps reached before stay reachable going forward.
    expect(screen.getByRole('button', { name: 'Password' })).toBeInTheDocument();
  });

  it('keeps what was typed in every step when moving back and forth', async () => {
    renderWithTheme(<FormStepper steps={registerSteps()} onComplete={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'new@orbital.test{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie');
    await userEvent.click(screen.getByRole('button', { name: /^Email\W+completed$/ }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('new@orbital.test');
    await userEvent.click(screen.getByRole('button', { name: 'Username' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('newbie');
  });

  it('jumping forward to a visited step re-validates the steps in between', async () => {
    const validateEmail = vi.fn(() => (screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value !== '');
    const steps = registerSteps();
    steps[0] = { ...steps[0]!, validate: validateEmail };
    renderWithTheme(<FormStepper steps={steps} onComplete={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.c{Enter}');
    await userEvent.click(screen.getByRole('button', { name: /^Email\W+completed$/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Username' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(validateEmail).toHaveBeenCalledTimes(2);
  });

  it('StepAdvanceButton inside a step advances, labelled for the step it is in', async () => {
    const steps: FormStep[] = [
      { id: 'login', label: 'Login', content: <TextInput label="Login" trailing={<StepAdvanceButton />} /> },
      { id: 'password', label: 'Password', content: <TextInput label="Password" type="password" revealable={false} trailing={<StepAdvanceButton />} /> },
    ];
    const onComplete = vi.fn();
    renderWithTheme(<FormStepper steps={steps} onComplete={onComplete} advanceButton="none" completeLabel="Log in" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Login' }), 'player');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(passwordInput()).toHaveFocus();
    await userEvent.type(passwordInput(), 'secret{Enter}');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('async completion keeps the control busy until it settles', async () => {
    const done = deferred();
    renderWithTheme(<FormStepper steps={loginSteps()} onComplete={() => done.promise.then(() => undefined)} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email or username' }), 'player{Enter}');
    await userEvent.type(passwordInput(), 'secret{Enter}');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => done.resolve(true));
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy');
  });

  it('controlled: follows the current prop', () => {
    const { rerender } = renderWithTheme(<FormStepper steps={loginSteps()} current="login" onComplete={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Email or username' })).toBeVisible();
    rerender(<FormStepper steps={loginSteps()} current="password" onComplete={vi.fn()} />);
    expect(passwordInput()).toBeVisible();
    expect(screen.getByRole('button', { name: /^Login\W+completed$/ })).toBeInTheDocument();
  });
});
