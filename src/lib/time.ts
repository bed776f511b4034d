/**
 * Humanizes a duration in seconds (spec §9): below 3600 s it is minutes (rounded), otherwise hours
 * (rounded), worded 'N Minutes' or 'N Hours'. The spec gives only the plural wording, so it is used
 * for every N, including '1 Minutes' and '1 Hours' (a deliberate, spec-literal choice).
 * Negative or non-finite input counts as 0.
 */
export function humanizeDuration(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  if (s < 3600) return `${Math.round(s / 60)} Minutes`;
  return `${Math.round(s / 3600)} Hours`;
}
