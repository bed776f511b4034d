/*
 * The developer pages' URLs (spec §2): /arcade/games/developer/{developer}, its /announcements list
 * (`?page=N`) and /announcements/{announcement}. A malformed page falls back to 1, so nothing in the query
 * string can make a page throw.
 */

import { developerHref } from '@/lib/links';

export { developerHref };

const seg = (value: string) => encodeURIComponent(value);

/** The announcements list; page 1 has no `page` parameter (one URL per page). */
export function announcementsHref(developer: string, page = 1): string {
  const base = `${developerHref(developer)}/announcements`;
  return page > 1 ? `${base}?page=${page}` : base;
}

export const announcementHref = (developer: string, announcement: string) =>
  `${developerHref(developer)}/announcements/${seg(announcement)}`;


/** '3' → 3; absent, '', '0', '-1', '2.5', 'abc', huge → 1. */
export function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 1;
  const page = Number.parseInt(value.trim(), 10);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A day without the time, 'MMM D, YYYY' (the article date of spec §9 without 'h:mm A'); '' if unparseable. */
export function formatDay(input: string | number | Date): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
