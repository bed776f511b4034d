import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './date';

// Spec §9: 'Article dates formatted like 'MMM D, YYYY h:mm A'.' Dates are built from local
// components so the tests hold in any time zone.
describe('formatArticleDate', () => {
  it("formats as 'MMM D, YYYY h:mm A'", () => {
    expect(formatArticleDate(new Date(2026, 0, 5, 15, 7))).toBe('Jan 5, 2026 3:07 PM');
    expect(formatArticleDate(new Date(2025, 11, 24, 9, 30))).toBe('Dec 24, 2025 9:30 AM');
  });

  it("shows midnight as '12:00 AM' and noon as '12:00 PM'", () => {
    expect(formatArticleDate(new Date(2026, 2, 1, 0, 0))).toBe('Mar 1, 2026 12:00 AM');
    expect(formatArticleDate(new Date(2026, 2, 1, 12, 0))).toBe('Mar 1, 2026 12:00 PM');
    expect(formatArticleDate(new Date(2026, 2, 1, 23, 59))).toBe('Mar 1, 2026 11:59 PM');
  });

  it('uses every short month name', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatArticleDate(new Date(2026, m, 10, 10, 0)).split(' ')[0]);
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('accepts an ISO string and a timestamp, formatting in local time', () => {
    const local = new Date(2026, 6, 4, 18, 5);
    expect(formatArticleDate(local.toISOString())).toBe('Jul 4, 2026 6:05 PM');
    expect(formatArticleDate(local.getTime())).toBe('Jul 4, 2026 6:05 PM');
    // A date-time without an offset is local time.
    expect(formatArticleDate('2026-07-04T18:05:00')).toBe('Jul 4, 2026 6:05 PM');
  });

  it('returns an empty string for an unparseable date', () => {
    expect(formatArticleDate('not a date')).toBe('');
    expect(formatArticleDate(new Date(Number.NaN))).toBe('');
  });
});
