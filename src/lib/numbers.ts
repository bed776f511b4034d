const SUFFIXES = ['', 'k', 'M', 'B', 'T'] as const;
/** Above this a number moves to the next suffix (spec §9). */
const BASE = 999.9;

/**
 * 1234 → '1.2k', 2500000 → '2.5M': one decimal at most, suffixes '', k, M, B, T (spec §9).
 * Non-finite input renders as '0' rather than 'NaN' in a stat badge.
 */
export function humanizeNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  let n = Math.abs(value);
  let i = 0;
  while (n > BASE && i < SUFFIXES.length - 1) {
    n /= 1000;
    i += 1;
  }
  const rounded = Number.parseFloat(n.toFixed(1));
  // -0.01 rounds to 0: no sign on a zero.
  return `${rounded === 0 ? '' : sign}${rounded}${SUFFIXES[i]}`;
}
