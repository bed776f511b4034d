import { SEARCH_MIN_LENGTH } from '@/api/schemas/constants';

/** The four toggles of the header search (spec §2 Shell): Games and Users on, Articles and Announcements off. */
export const SEARCH_TOGGLES = ['games', 'users', 'articles', 'announcements'] as const;
export type SearchToggle = (typeof SEARCH_TOGGLES)[number];
export type SearchToggleState = Record<SearchToggle, boolean>;

export const DEFAULT_SEARCH_TOGGLES: Readonly<SearchToggleState> = {
  games: true,
  users: true,
  articles: false,
  announcements: false,
};

/** Spec §5: at least 3 characters (after trimming). */
export function isSearchLongEnough(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_LENGTH;
}

/** `/search?query=…&games=1&users=1&articles=0&announcements=0` (spec §2 Routes). */
export function searchUrl(query: string, toggles: SearchToggleState): string {
  const params = new URLSearchParams();
  params.set('query', query.trim());
  for (const toggle of SEARCH_TOGGLES) params.set(toggle, toggles[toggle] ? '1' : '0');
  return `/search?${params.toString()}`;
}
