import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Field } from './Field';

describe('Field', () => {
  it('names the control with its label and describes it with the hint', () => {
    renderWithTheme(
      <Field label="Email" hint="We never share it.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error, marks the control invalid and describes it with the error first', () => {
    renderWithTheme(
      <Field label="Email" hint="We never share it." error="Please enter your email.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByText('Please enter your email.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your email. We never share it.');
  });

  it('error={true} marks the control invalid without printing a message (an empty login field)', () => {
    renderWithTheme(<Field label="Login" error>{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Login' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('in group mode names the control through aria-labelledby, since a <label> cannot name a group', () => {
    renderWithTheme(
      <Field label="Rating" group>
        {(control) => <div role="radiogroup" {...control} />}
      </Field>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
  });

  it('keeps a hidden label as the accessible name', () => {
    renderWithTheme(<Field label="Search" hideLabel>{(control) => <input {...control} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search')).toHaveClass('orb-visually-hidden');
  });

  it('passes extra ids to aria-describedby and rest props to its root', () => {
    renderWithTheme(
      <>
        <span id="extra">Extra help</span>
        <Field label="Name" describedBy="extra" data-testid="root">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Extra help');
    expect(screen.getByTestId('root')).toBeInTheDocument();
  });
});
