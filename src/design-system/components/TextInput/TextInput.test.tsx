import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { InputButton } from './InputButton';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('is named by its label and typed into', async () => {
    const onChange = vi.fn();
    renderWithTheme(<TextInput label="Email" type="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'a@b.c');
    expect(input).toHaveValue('a@b.c');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('password: the reveal toggle switches the type and reports its state with aria-pressed', async () => {
    renderWithTheme(<TextInput label="Password" type="password" defaultValue="Orbital!2026" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('Orbital!2026');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('the reveal toggle label can be translated, or the toggle turned off', () => {
    renderWithTheme(
      <>
        <TextInput label="Passwort" type="password" revealLabel="Passwort anzeigen" />
        <TextInput label="PIN" type="password" revealable={false} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('error marks the input invalid and describes it; error={true} marks it without text', () => {
    renderWithTheme(
      <>
        <TextInput label="Username" error="This username is taken." hint="Letters and digits." />
        <TextInput label="Login" error />
      </>,
    );
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('This username is taken. Letters and digits.');
    expect(screen.getByRole('textbox', { name: 'Login' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('disabled cannot be typed into', async () => {
    renderWithTheme(<TextInput label="Email" disabled />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('');
  });

  it('renders the trailing slot and a leading icon; the trailing button is a real button', async () => {
    const onClick = vi.fn();
    renderWithTheme(<TextInput label="Search" type="search" iconStart="search" trailing={<InputButton icon="arrow-right" label="Go" onClick={onClick} />} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('InputButton while busy is aria-busy and ignores clicks', async () => {
    const onClick = vi.fn();
    renderWithTheme(<InputButton icon="arrow-right" label="Next" busy onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a character counter that does not block typing past the limit', async () => {
    renderWithTheme(<TextInput label="Title" limit={3} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'abcd');
    expect(input).toHaveValue('abcd');
    expect(screen.getByText('4 / 3').parentElement).toHaveAttribute('data-over-limit', 'true');
  });

  it("works with react-hook-form's register (ref, name, change)", async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ login: string }>();
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextInput label="Login" {...register('login')} />
          <button type="submit">Go</button>
        </form>
      );
    }
    renderWithTheme(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Login' }), 'player');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValid).toHaveBeenCalledWith({ login: 'player' }, expect.anything());
  });
});
