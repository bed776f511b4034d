const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Formats an article date as 'MMM D, YYYY h:mm A' (spec §9), e.g. 'Jan 5, 2026 3:07 PM', in the
 * user's local time zone. Midnight is '12:00 AM', noon '12:00 PM'. Built by hand rather than with
 * Intl so the output is the same in every browser locale. An unparseable input gives ''.
 */
export function formatArticleDate(input: string | number | Date): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} ${hour12}:${minutes} ${meridiem}`;
}
