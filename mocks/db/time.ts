/*
 * Dates of the seed are relative to one fixed instant, never to the real clock, so the seed is the same
 * on every machine and day. The only exception is the demo premium user's expiry, which the seed takes
 * from the app's clock (see seed/people.ts).
 */

/** The instant the seeded catalogue "was taken": every seeded date is at or before it. */
export const SEED_EPOCH = '2026-11-01T12:00:00.000Z';
export const SEED_EPOCH_MS = Date.parse(SEED_EPOCH);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** ISO date `days` days (and `hours` hours) before the seed epoch. */
export function daysAgo(days: number, hours = 0): string {
  return new Date(SEED_EPOCH_MS - days * DAY - hours * HOUR).toISOString();
}

/** ISO date `days` days after the seed epoch (future dates: token expiries, gift-code validity). */
export function daysAfter(days: number): string {
  return new Date(SEED_EPOCH_MS + days * DAY).toISOString();
}

/** Unix seconds of a date string (signed-link `expires` values). */
export function unixSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}
