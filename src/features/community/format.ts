const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A profile's day: 'MMM D, YYYY' in local time (spec §9's article format without the time of day); '' when unreadable. */
export function formatDay(input: string): string {
  const date = new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
