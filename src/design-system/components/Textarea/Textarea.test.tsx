import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { CharacterCounter } from './CharacterCounter';
import { Textarea } from './Textarea';

/** The colour the element's own styled-components rules declare (jsdom does not resolve var()). */
function declaredColor(element: Element): string | undefined {
  let color: string | undefined;
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSStyleRule && element.matches(rule.selectorText) && rule.style.color) color = rule.style.color;
    }
  }
  return color;
}

describe('Textarea', () => {
  it("shows 'n / limit' and updates it while typing", async () => {
    renderWithTheme(<Textarea label="Review" limit={500} />);
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Review' }), 'Great game');
    expect(screen.getByText('10 / 500')).toBeInTheDocument();
  });

  it('turns the counter red above the limit (spec §5) and does not stop typing', async () => {
    renderWithTheme(<Textarea label="Review" limit={5} />);
    const box = screen.getByRole('textbox', { name: 'Review' });
    await userEvent.type(box, 'abcde');
    const atLimit = screen.getByText('5 / 5').parentElement!;
    expect(atLimit).not.toHaveAttribute('data-over-limit');
    expect(declaredColor(atLimit)).toBe('var(--orb-color-text-muted)');

    await userEvent.type(box, 'f');
    expect(box).toHaveValue('abcdef');
    const over = screen.getByText('6 / 5').parentElement!;
    expect(over).toHaveAttribute('data-over-limit', 'true');
    expect(declaredColor(over)).toBe('var(--orb-color-danger)');
  });

  it('describes the textarea with the count and announces only the crossing of the limit', async () => {
    renderWithTheme(<Textarea label="Review" limit={3} hint="At least 20 characters." />);
    const box = screen.getByRole('textbox', { name: 'Review' });
    expect(box).toHaveAccessibleDescription('At least 20 characters. 0 of 3 characters');
    const live = document.querySelector('[aria-live="polite"].orb-visually-hidden')!;
    await userEvent.type(box, 'abc');
    expect(live).toHaveTextContent('');
    await userEvent.type(box, 'd');
    expect(live).toHaveTextContent('Over the limit of 3 characters');
    await userEvent.type(box, 'efg');
    // Same text while over: screen readers hear it once, not on every keystroke.
    expect(live).toHaveTextContent('Over the limit of 3 characters');
    expect(box).toHaveAccessibleDescription('At least 20 characters. 7 of 3 characters');
  });

  it('counts a controlled value', () => {
    renderWithTheme(<Textarea label="Response" limit={250} value="Thanks!" onChange={() => undefined} />);
    expect(screen.getByText('7 / 250')).toBeInTheDocument();
  });

  it("works with react-hook-form's register, including the counter after reset()", async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, reset } = useForm<{ body: string }>({ defaultValues: { body: 'Hello' } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Textarea label="Body" limit={500} {...register('body')} />
          <button type="submit">Send</button>
          <button type="button" onClick={() => reset({ body: '' })}>
            Clear
          </button>
        </form>
      );
    }
    renderWithTheme(<Form />);
    expect(screen.getByText('5 / 500')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Body' }), ' there');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ body: 'Hello there' }, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveValue('');
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
  });

  it('shows the error and marks the textarea invalid; disabled stays disabled', () => {
    renderWithTheme(
      <>
        <Textarea label="Review" error="Please enter at least 20 characters to submit your review." />
        <Textarea label="Locked" disabled />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Review' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please enter at least 20 characters to submit your review.');
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
  });

  it('counts characters as people do: an emoji is one', () => {
    renderWithTheme(<Textarea label="Review" limit={10} defaultValue="GG 🎮🎮" />);
    expect(screen.getByText('5 / 10')).toBeInTheDocument();
  });

  it('CharacterCounter takes its wording from props', () => {
    renderWithTheme(<CharacterCounter count={4} limit={3} describe={(n, max) => `${n} von ${max}`} overLimitMessage={() => 'Zu lang'} />);
    expect(screen.getByText('4 / 3')).toBeInTheDocument();
    expect(screen.getByText('4 von 3')).toBeInTheDocument();
    expect(screen.getByText('Zu lang')).toBeInTheDocument();
  });
});
