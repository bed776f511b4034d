import { describe, expect, it } from 'vitest';
import { announcementHref, announcementsHref, developerHref, formatDay, readPage } from './params';

describe('developer URLs', () => {
  it('builds the profile, list (page 1 without a parameter) and single URLs', () => {
    expect(developerHref('orbital-labs')).toBe('/arcade/games/developer/orbital-labs');
    expect(announcementsHref('orbital-labs')).toBe('/arcade/games/developer/orbital-labs/announcements');
    expect(announcementsHref('orbital-labs', 1)).toBe('/arcade/games/developer/orbital-labs/announcements');
    expect(announcementsHref('orbital-labs', 3)).toBe('/arcade/games/developer/orbital-labs/announcements?page=3');
    expect(announcementHref('orbital-labs', 'neon-drift-open-beta')).toBe(
      '/arcade/games/developer/orbital-labs/announcements/neon-drift-open-beta',
    );
  });

  it('encodes path segments', () => {
    expect(developerHref('a b/c')).toBe('/arcade/games/developer/a%20b%2Fc');
  });
});

describe('readPage', () => {
  it.each([
    ['3', 3],
    [' 2 ', 2],
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-1', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
  ])('%j → %d', (value, page) => {
    expect(readPage(value)).toBe(page);
  });
});

describe('formatDay', () => {
  it('formats a day as MMM D, YYYY in local time', () => {
    expect(formatDay(new Date(2025, 1, 24, 13, 5))).toBe('Feb 24, 2025');
    expect(formatDay(new Date(2026, 11, 5))).toBe('Dec 5, 2026');
  });

  it('gives an empty string for an unparseable date', () => {
    expect(formatDay('not a date')).toBe('');
  });
});
