/** Default truncation limit (spec §9). */
export const TRUNCATE_DEFAULT = 100;
const ELLIPSIS = ' ...';

/**
 * Cuts `text` to at most `limit` characters: longer text keeps its first `limit - 4` characters
 * and gains ' ...' (spec §9). Counts code points, so an emoji is never split in half.
 */
export function truncate(text: string, limit: number = TRUNCATE_DEFAULT): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return chars.slice(0, Math.max(0, limit - ELLIPSIS.length)).join('') + ELLIPSIS;
}
