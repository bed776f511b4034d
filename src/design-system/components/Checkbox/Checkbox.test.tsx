import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by clicking the box or the label text', async () => {
    renderWithTheme(<Checkbox label="Remember me" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
  });

  it('toggles with Space from the keyboard', async () => {
    renderWithTheme(<Checkbox label="Remember me" />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('disabled ignores clicks', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Checkbox label="Include Experiences" disabled onChange={onChange} />);
    await userEvent.click(screen.getByText('Include Experiences'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Include Experiences' })).toBeDisabled();
  });

  it('error marks it invalid and describes it with the error, hint after', () => {
    renderWithTheme(<Checkbox label="I accept the terms" hint="Required to register." error="Please accept the terms." />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms. Required to register.');
  });

  it('shows the mixed state', () => {
    renderWithTheme(<Checkbox label="All games" indeterminate />);
    expect(screen.getByRole('checkbox', { name: 'All games' })).toBePartiallyChecked();
  });

  it("works with react-hook-form's register", async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ remember: boolean }>({ defaultValues: { remember: false } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Checkbox label="Remember me" {...register('remember')} />
          <button type="submit">Login</button>
        </form>
      );
    }
    renderWithTheme(<Form />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onValid).toHaveBeenCalledWith({ remember: true }, expect.anything());
  });
});
