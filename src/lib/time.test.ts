import { describe, expect, it } from 'vitest';
import { humanizeDuration } from './time';

// Spec §9: 'Time humanizing: minutes (rounded) below 3600 s, otherwise hours (rounded), worded
// 'N Minutes' or 'N Hours'.'
describe('humanizeDuration', () => {
  it('words durations below 3600 s as rounded minutes', () => {
    expect(humanizeDuration(0)).toBe('0 Minutes');
    expect(humanizeDuration(29)).toBe('0 Minutes');
    expect(humanizeDuration(30)).toBe('1 Minutes');
    expect(humanizeDuration(90)).toBe('2 Minutes');
    expect(humanizeDuration(600)).toBe('10 Minutes');
    expect(humanizeDuration(3599)).toBe('60 Minutes');
  });

  it('words 3600 s and more as rounded hours', () => {
    expect(humanizeDuration(3600)).toBe('1 Hours');
    expect(humanizeDuration(5399)).toBe('1 Hours');
    expect(humanizeDuration(5400)).toBe('2 Hours');
    expect(humanizeDuration(36_000)).toBe('10 Hours');
  });

  it('keeps the spec wording plural for every N', () => {
    expect(humanizeDuration(60)).toBe('1 Minutes');
    expect(humanizeDuration(3600)).toBe('1 Hours');
  });

  it('counts negative and non-finite input as 0', () => {
    expect(humanizeDuration(-120)).toBe('0 Minutes');
    expect(humanizeDuration(Number.NaN)).toBe('0 Minutes');
  });
});
