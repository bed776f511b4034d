import type { PaginationMeta } from '@/design-system';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A calendar day as 'MMM D, YYYY' (the date part of spec §9's 'MMM D, YYYY h:mm A'), in the user's time
 * zone: premium expiries and purchase dates. An unparseable input gives ''.
 */
export function formatDay(input: string): string {
  const date = new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** '1,200': counts in the account pages (coins, purchases). */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A response's pagination without its items: what the design system's Pagination takes. */
export function pageMeta({ total, to, from, current, last, per_page }: PaginationMeta): PaginationMeta {
  return { total, to, from, current, last, per_page };
}
