import { describe, expect, it } from 'vitest';
import { humanizeNumber } from './numbers';

// Spec §9: 'Number humanizing base 999.9, one decimal, suffixes none, k, M, B, T.'
describe('humanizeNumber', () => {
  it('shows numbers up to the base 999.9 without a suffix', () => {
    expect(humanizeNumber(0)).toBe('0');
    expect(humanizeNumber(7)).toBe('7');
    expect(humanizeNumber(999)).toBe('999');
    expect(humanizeNumber(999.9)).toBe('999.9');
  });

  it('rounds to one decimal at most', () => {
    expect(humanizeNumber(12.34)).toBe('12.3');
    expect(humanizeNumber(0.05)).toBe('0.1');
  });

  it('moves above 999.9 to the next suffix', () => {
    expect(humanizeNumber(999.95)).toBe('1k');
    expect(humanizeNumber(1000)).toBe('1k');
    expect(humanizeNumber(1234)).toBe('1.2k');
    expect(humanizeNumber(1250)).toBe('1.3k');
    expect(humanizeNumber(999_900)).toBe('999.9k');
    expect(humanizeNumber(999_950)).toBe('1M');
  });

  it('uses the suffixes k, M, B and T', () => {
    expect(humanizeNumber(1_250_000)).toBe('1.3M');
    expect(humanizeNumber(2_500_000)).toBe('2.5M');
    expect(humanizeNumber(1_000_000_000)).toBe('1B');
    expect(humanizeNumber(1_500_000_000_000)).toBe('1.5T');
  });

  it('stays in T beyond trillions', () => {
    expect(humanizeNumber(1e15)).toBe('1000T');
    expect(humanizeNumber(1e18)).toBe('1000000T');
  });

  it('keeps the sign of negative numbers', () => {
    expect(humanizeNumber(-1234)).toBe('-1.2k');
    expect(humanizeNumber(-999)).toBe('-999');
  });

  it('renders NaN and infinities as 0 rather than "NaN" in a stat badge', () => {
    expect(humanizeNumber(Number.NaN)).toBe('0');
    expect(humanizeNumber(Number.POSITIVE_INFINITY)).toBe('0');
    expect(humanizeNumber(Number.NEGATIVE_INFINITY)).toBe('0');
  });
});

describe('humanizeNumber signs', () => {
  it('drops the sign of a negative number that rounds to zero', () => {
    expect(humanizeNumber(-0.01)).toBe('0');
    expect(humanizeNumber(-1500)).toBe('-1.5k');
  });
});
