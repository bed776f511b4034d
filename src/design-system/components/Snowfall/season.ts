/**
 * Decision 5: snowfall runs from 20 December to 15 January inclusive, in local time and across the year
 * boundary (20 Dec 00:00 up to 15 Jan 23:59:59.999). Pass the app clock's now() so the sandbox's date
 * override applies. An invalid date is out of season.
 */
export function isSnowSeason(date: Date): boolean {
  const month = date.getMonth();
  const day = date.getDate();
  return (month === 11 && day >= 20) || (month === 0 && day <= 15);
}
