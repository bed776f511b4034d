/**
 * The one clock (engineering guide §2.9). The app reads the current time only through `now()`, so
 * the demo can move the date (`now=YYYY-MM-DD`: seasonal snowfall, premium expiry) without any
 * component knowing. Only the demo entry calls the setters; tests may too, and call `resetClock()`.
 * Built on `Date.now()`, so vitest's and Playwright's fake timers move it as well.
 */

let offsetMs = 0;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The current time, shifted by the demo's offset (none in production). */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Milliseconds since the epoch on the app's clock. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/** Local midnight of the clock's current day. */
export function today(): Date {
  const d = now();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

/** The clock's current local day as 'YYYY-MM-DD'. */
export function todayIso(): string {
  const d = now();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Shifts the clock by `ms` milliseconds from the real time. Demo entry only. */
export function setClockOffset(ms: number): void {
  if (!Number.isFinite(ms)) throw new RangeError(`Clock offset must be a finite number of milliseconds, got ${String(ms)}.`);
  offsetMs = ms;
}

/** The current offset in milliseconds (0 unless the demo moved the clock). */
export function getClockOffset(): number {
  return offsetMs;
}

/** True for a real calendar date written 'YYYY-MM-DD' (so '2026-02-30' is false). */
export function isValidDateString(value: string): boolean {
  return parseDate(value) !== undefined;
}

function parseDate(value: string): { y: number; m: number; d: number } | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const probe = new Date(y, m - 1, d);
  if (probe.getFullYear() !== y || probe.getMonth() !== m - 1 || probe.getDate() !== d) return undefined;
  return { y, m, d };
}

/**
 * Makes `now()` report the local day `date` ('YYYY-MM-DD') at the real current time of day
 * (the demo's `now=` parameter). Throws a RangeError for anything but a real calendar date.
 */
export function setClockDate(date: string): void {
  const parsed = parseDate(date);
  if (!parsed) {
    throw new RangeError(`Invalid clock date ${JSON.stringify(date)}: expected a real calendar date written YYYY-MM-DD, e.g. 2026-12-24.`);
  }
  const real = new Date(Date.now());
  const target = new Date(
    parsed.y,
    parsed.m - 1,
    parsed.d,
    real.getHours(),
    real.getMinutes(),
    real.getSeconds(),
    real.getMilliseconds(),
  );
  offsetMs = target.getTime() - real.getTime();
}

/** Back to real time. */
export function resetClock(): void {
  offsetMs = 0;
}
