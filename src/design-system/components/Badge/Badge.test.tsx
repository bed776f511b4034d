import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Badge, SaleBadge } from './Badge';
import { formatPercentOff, percentOff } from './saleBadge';

describe('percentOff', () => {
  it('is the discount as a whole percent of the price', () => {
    expect(percentOff(100, 75)).toBe(25);
    expect(percentOff(20, 10)).toBe(50);
    expect(percentOff(9.99, 4.99)).toBe(50);
  });

  it('rounds to the nearest whole percent, halves up', () => {
    expect(percentOff(3, 2)).toBe(33); // 33.3
    expect(percentOff(3, 1)).toBe(67); // 66.7
    expect(percentOff(8, 7)).toBe(13); // 12.5
  });

  it('never shows 0 % for a real discount nor 100 % for an item that still costs', () => {
    expect(percentOff(1000, 999)).toBe(1);
    expect(percentOff(1000, 1)).toBe(99);
  });

  it('is null when there is no discount', () => {
    expect(percentOff(0, 0)).toBeNull(); // free item (spec §3)
    expect(percentOff(100, 0)).toBeNull(); // no discounted price set
    expect(percentOff(100, 100)).toBeNull();
    expect(percentOff(100, 120)).toBeNull();
    expect(percentOff(Number.NaN, 5)).toBeNull();
    expect(percentOff(-10, -5)).toBeNull();
  });
});

describe('formatPercentOff', () => {
  it("reads like '-25%'", () => {
    expect(formatPercentOff(25)).toBe('-25%');
  });
});

describe('SaleBadge', () => {
  it("shows percent off from price versus discounted price: 100 → 75 is '-25%'", () => {
    renderWithTheme(<SaleBadge price={100} discountedPrice={75} />);
    expect(screen.getByText('-25%')).toBeInTheDocument();
  });

  it('renders nothing for a free item or an item without discount', () => {
    const { container } = renderWithTheme(
      <>
        <SaleBadge price={0} discountedPrice={0} />
        <SaleBadge price={100} discountedPrice={0} />
        <SaleBadge price={100} discountedPrice={100} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('takes a custom label format', () => {
    renderWithTheme(<SaleBadge price={40} discountedPrice={30} format={(p) => `${p}% off`} />);
    expect(screen.getByText('25% off')).toBeInTheDocument();
  });
});

describe('Badge', () => {
  it('shows its text, keeps the icon decorative and passes attributes through', () => {
    renderWithTheme(
      <Badge tone="highlight" icon="star" data-testid="b" id="views-badge" aria-describedby="views-hint">
        New!
      </Badge>,
    );
    const badge = screen.getByTestId('b');
    expect(badge).toHaveTextContent('New!');
    expect(badge).toHaveAttribute('id', 'views-badge');
    expect(badge).toHaveAttribute('aria-describedby', 'views-hint');
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
