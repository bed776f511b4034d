const initialOf = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase();

/**
 * Up to two initials for an avatar fallback: the first letters of the first and last words
 * ('Ada Lovelace' → 'AL'), or the first letter of a single word ('player' → 'P'). Words split on
 * spaces, dots, dashes and underscores so usernames like 'neon_drifter' give 'ND'. Counts code
 * points, so an emoji or accented letter is never cut in half. Empty input gives ''.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s._-]+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return initialOf(first) + (last ? initialOf(last) : '');
}

/** A stable small number from a string, so one user always gets the same fallback colours. */
export function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}
