import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Select } from './Select';

const sorts = [
  { value: 'popular', label: 'Popular' },
  { value: 'released', label: 'Released' },
  { value: 'rating', label: 'Rating' },
];

describe('Select', () => {
  it('is a native select named by its label, with the options given', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Select label="Sort" options={sorts} defaultValue="released" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort' });
    expect(select).toHaveValue('released');
    await userEvent.selectOptions(select, 'rating');
    expect(select).toHaveValue('rating');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder until a choice is made, even when it is not selectable (required)', () => {
    renderWithTheme(<Select label="Genre" placeholder="Choose a genre" options={sorts} required />);
    const select = screen.getByRole('combobox', { name: 'Genre' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a genre' })).toBeDisabled();
  });

  it('accepts children instead of options', () => {
    renderWithTheme(
      <Select label="Build">
        <option value="1.2.0">1.2.0</option>
        <option value="1.1.0">1.1.0</option>
      </Select>,
    );
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('error marks it invalid and describes it; disabled is disabled', () => {
    renderWithTheme(
      <>
        <Select label="Genre" options={sorts} error="Please choose a genre." />
        <Select label="Category" options={sorts} disabled />
      </>,
    );
    const genre = screen.getByRole('combobox', { name: 'Genre' });
    expect(genre).toHaveAttribute('aria-invalid', 'true');
    expect(genre).toHaveAccessibleDescription('Please choose a genre.');
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeDisabled();
  });

  it("works with react-hook-form's register", async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ sort: string }>({ defaultValues: { sort: 'popular' } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Select label="Sort" options={sorts} {...register('sort')} />
          <button type="submit">Apply</button>
        </form>
      );
    }
    renderWithTheme(<Form />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'rating');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onValid).toHaveBeenCalledWith({ sort: 'rating' }, expect.anything());
  });
});
