import { screen, waitFor } from '@testing-library/react';
import { MotionConfig } from 'motion/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { SeasonalSnowfall } from './SeasonalSnowfall';
import { isSnowSeason } from './season';
import { Snowfall } from './Snowfall';

// Local-time dates: the season follows the player's calendar.
const at = (year: number, month: number, day: number, h = 12, m = 0, s = 0, ms = 0) => new Date(year, month - 1, day, h, m, s, ms);

describe('isSnowSeason (decision 5: 20 December to 15 January inclusive)', () => {
  it.each([
    ['19 Dec 23:59:59.999', at(2026, 12, 19, 23, 59, 59, 999), false],
    ['20 Dec 00:00', at(2026, 12, 20, 0, 0), true],
    ['20 Dec noon', at(2026, 12, 20), true],
    ['24 Dec', at(2026, 12, 24), true],
    ['31 Dec 23:59:59', at(2026, 12, 31, 23, 59, 59), true],
    ['1 Jan 00:00', at(2027, 1, 1, 0, 0), true],
    ['1 Jan', at(2027, 1, 1), true],
    ['15 Jan 00:00', at(2027, 1, 15, 0, 0), true],
    ['15 Jan 23:59:59', at(2027, 1, 15, 23, 59, 59), true],
    ['16 Jan 00:00', at(2027, 1, 16, 0, 0), false],
    ['16 Jan', at(2027, 1, 16), false],
    ['1 Dec', at(2026, 12, 1), false],
    ['30 Nov', at(2026, 11, 30), false],
    ['1 Feb', at(2027, 2, 1), false],
    ['mid-year', at(2026, 7, 1), false],
    ['15 Jun', at(2026, 6, 15), false],
    ['20 Jun (same day, wrong month)', at(2026, 6, 20), false],
    ['leap day', at(2028, 2, 29), false],
  ])('%s → %s', (_label, date, expected) => {
    expect(isSnowSeason(date)).toBe(expected);
  });

  it('holds in any year', () => {
    for (const year of [1999, 2024, 2025, 2030]) {
      expect(isSnowSeason(at(year, 12, 20))).toBe(true);
      expect(isSnowSeason(at(year, 1, 15))).toBe(true);
      expect(isSnowSeason(at(year, 12, 19))).toBe(false);
      expect(isSnowSeason(at(year, 1, 16))).toBe(false);
    }
  });

  it('an invalid date is out of season', () => {
    expect(isSnowSeason(new Date('not a date'))).toBe(false);
  });
});

const layer = () => document.querySelector('[data-snowfall]');

describe('Snowfall', () => {
  it('renders a hidden, click-through layer of flakes in season', () => {
    renderWithTheme(<Snowfall date={at(2026, 12, 24)} flakes={40} />);
    expect(layer()).toHaveAttribute('aria-hidden', 'true');
    expect(layer()?.children).toHaveLength(40);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders nothing out of season', () => {
    renderWithTheme(<Snowfall date={at(2026, 7, 1)} />);
    expect(layer()).toBeNull();
  });

  it('force snows out of season', () => {
    renderWithTheme(<Snowfall date={at(2026, 7, 1)} force />);
    expect(layer()).not.toBeNull();
  });

  it('renders nothing when reduced motion is preferred, even in season or forced', () => {
    renderWithTheme(
      <MotionConfig reducedMotion="always">
        <Snowfall date={at(2026, 12, 24)} force />
      </MotionConfig>,
    );
    expect(layer()).toBeNull();
  });
});

describe('SeasonalSnowfall (the shell: Snowfall loaded only in its season)', () => {
  it('loads and shows the flakes in season', async () => {
    renderWithTheme(<SeasonalSnowfall date={at(2026, 12, 24)} flakes={12} />);
    await waitFor(() => expect(layer()?.children).toHaveLength(12));
  });

  it('out of season renders nothing and never loads the snowfall', async () => {
    const { container } = renderWithTheme(<SeasonalSnowfall date={at(2026, 7, 1)} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(layer()).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('force snows out of season', async () => {
    renderWithTheme(<SeasonalSnowfall date={at(2026, 7, 1)} force />);
    await waitFor(() => expect(layer()).not.toBeNull());
  });
});
