import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Toggle } from './Toggle';

function Controlled() {
  const [on, setOn] = useState(false);
  return <Toggle label="Focus mode" checked={on} onChange={(event) => setOn(event.target.checked)} />;
}

describe('Toggle', () => {
  it('is a switch whose aria-checked follows clicks on it or its label', async () => {
    renderWithTheme(<Toggle label="Toast notifications" defaultChecked />);
    const toggle = screen.getByRole('switch', { name: 'Toast notifications' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('Toast notifications'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('toggles with Space', async () => {
    renderWithTheme(<Toggle label="Mute all" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'Mute all' })).toHaveAttribute('aria-checked', 'true');
  });

  it('controlled: reflects the checked prop', async () => {
    renderWithTheme(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Focus mode' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('disabled ignores clicks; error marks it invalid', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <>
        <Toggle label="Weekly digest" disabled onChange={onChange} />
        <Toggle label="Newsletters" error="Could not save." />
      </>,
    );
    await userEvent.click(screen.getByText('Weekly digest'));
    expect(onChange).not.toHaveBeenCalled();
    const newsletters = screen.getByRole('switch', { name: 'Newsletters' });
    expect(newsletters).toHaveAttribute('aria-invalid', 'true');
    expect(newsletters).toHaveAccessibleDescription('Could not save.');
  });

  it("works with react-hook-form's register, and aria-checked follows reset()", async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, reset } = useForm<{ followers: boolean }>({ defaultValues: { followers: true } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Toggle label="Followers" {...register('followers')} />
          <button type="submit">Save</button>
          <button type="button" onClick={() => reset({ followers: true })}>
            Undo
          </button>
        </form>
      );
    }
    renderWithTheme(<Form />);
    const toggle = screen.getByRole('switch', { name: 'Followers' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ followers: false }, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
