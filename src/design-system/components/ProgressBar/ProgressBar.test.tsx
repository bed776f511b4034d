import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { clampProgress, ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progressbar with the percentage as its value', () => {
    renderWithTheme(<ProgressBar value={0.426} label="Loading game" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading game' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '43%');
  });

  it('clamps out-of-range and non-finite values', () => {
    expect(clampProgress(-1)).toBe(0);
    expect(clampProgress(2)).toBe(1);
    expect(clampProgress(Number.NaN)).toBe(0);
    renderWithTheme(<ProgressBar value={7} label="Loading" showLabel />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%')).toBeInTheDocument();
  });
});
