import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClockOffset, isValidDateString, now, nowMs, resetClock, setClockDate, setClockOffset, today, todayIso } from './clock';

afterEach(() => {
  resetClock();
  vi.useRealTimers();
});

describe('clock', () => {
  it('reports the real time when no offset is set', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 4, 10, 14, 30, 15));
    expect(now()).toEqual(new Date(2026, 4, 10, 14, 30, 15));
    expect(nowMs()).toBe(new Date(2026, 4, 10, 14, 30, 15).getTime());
    expect(getClockOffset()).toBe(0);
  });

  it('today() is local midnight and todayIso() its YYYY-MM-DD', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 5, 23, 59));
    expect(today()).toEqual(new Date(2026, 0, 5));
    expect(todayIso()).toBe('2026-01-05');
  });

  it('setClockOffset shifts now() and keeps moving with real time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 4, 10, 12, 0));
    setClockOffset(60_000);
    expect(now()).toEqual(new Date(2026, 4, 10, 12, 1));
    vi.advanceTimersByTime(1000);
    expect(now()).toEqual(new Date(2026, 4, 10, 12, 1, 1));
  });

  it('setClockDate reports that date at the current time of day (the demo now= parameter)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 4, 10, 9, 45, 30, 250));
    setClockDate('2026-12-24');
    expect(now()).toEqual(new Date(2026, 11, 24, 9, 45, 30, 250));
    expect(todayIso()).toBe('2026-12-24');
    setClockDate('2025-01-15');
    expect(todayIso()).toBe('2025-01-15');
  });

  it('setClockDate throws a clear error for anything but a real YYYY-MM-DD date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '24.12.2026', '2026-1-5', '', 'tomorrow']) {
      expect(() => setClockDate(bad)).toThrow(/expected a real calendar date written YYYY-MM-DD/);
    }
    expect(getClockOffset()).toBe(0);
  });

  it('setClockOffset refuses a non-finite offset', () => {
    expect(() => setClockOffset(Number.NaN)).toThrow(RangeError);
  });

  it('isValidDateString checks the calendar', () => {
    expect(isValidDateString('2028-02-29')).toBe(true);
    expect(isValidDateString('2026-02-29')).toBe(false);
  });

  it('resetClock goes back to real time', () => {
    setClockOffset(86_400_000);
    resetClock();
    expect(getClockOffset()).toBe(0);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(50);
  });
});
