import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { StarRatingDisplay } from './StarRatingDisplay';
import { StarRatingInput } from './StarRatingInput';

describe('StarRatingInput', () => {
  it('is a radio group of five named stars', () => {
    renderWithTheme(<StarRatingInput label="Your rating" />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeInTheDocument();
  });

  it('chooses a rating by click and reports it as a number', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<StarRatingInput label="Your rating" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onValueChange).toHaveBeenCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('arrow keys move the rating', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<StarRatingInput label="Your rating" defaultValue={3} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith(2);
  });

  it('takes its star names from the labels prop', () => {
    renderWithTheme(<StarRatingInput label="Note" labels={['Bad', 'Meh', 'Okay', 'Good', 'Superb']} />);
    expect(screen.getByRole('radio', { name: 'Superb' })).toBeInTheDocument();
  });

  it("required with the spec's 'No Rating' error marks the group invalid and describes it", () => {
    renderWithTheme(<StarRatingInput label="Your rating" required error="Please choose a rating before submitting your feedback." />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Please choose a rating before submitting your feedback.');
  });

  it('disabled: cannot be changed', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<StarRatingInput label="Your rating" disabled onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it("works with react-hook-form's Controller", async () => {
    const onValid = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ rating: number | null }>({ defaultValues: { rating: null } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <StarRatingInput label="Your rating" value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
            )}
          />
          <button type="submit">Submit</button>
        </form>
      );
    }
    renderWithTheme(<Form />);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).toHaveBeenCalledWith({ rating: 5 }, expect.anything());
  });
});

describe('StarRatingDisplay', () => {
  it("is announced as one phrase: 'Rated 4.3 out of 5'", () => {
    renderWithTheme(<StarRatingDisplay value={4.3} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  });

  it('fills whole stars, then a partial star, then empty ones', () => {
    renderWithTheme(<StarRatingDisplay value={4.3} />);
    const fills = Array.from(screen.getByRole('img').querySelectorAll('[data-fill]')).map((star) => Number(star.getAttribute('data-fill')));
    expect(fills.map((fill) => Math.round(fill * 10) / 10)).toEqual([1, 1, 1, 1, 0.3]);
  });

  it('rounds to one decimal, clamps to 0..5 and takes a custom format', () => {
    renderWithTheme(
      <>
        <StarRatingDisplay value={3.96} />
        <StarRatingDisplay value={7} format={(value, max) => `${value} von ${max} Sternen`} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 von 5 Sternen' })).toBeInTheDocument();
  });

  it('prints the value when asked', () => {
    renderWithTheme(<StarRatingDisplay value={4.25} showValue />);
    expect(screen.getByText('4.3')).toBeInTheDocument();
  });
});
