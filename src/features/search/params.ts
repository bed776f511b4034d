import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchQuery } from '@/api/schemas/search';
import type { EarlyQuery } from '@/lib/earlyQuery';

/*
 * The /search URL (engineering guide §3): `query`, and `games`, `users`, `articles`, `announcements`
 * as '1'/'0'. Games and Users are on by default, Articles and Announcements off (spec §2 Shell). A
 * malformed toggle falls back to its default; nothing in the query string can make the page throw.
 */

export const SEARCH_SECTIONS = ['games', 'users', 'articles', 'announcements'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];
export type SearchToggles = Record<SearchSection, boolean>;

export const DEFAULT_TOGGLES: Readonly<SearchToggles> = { games: true, users: true, articles: false, announcements: false };

export interface SearchPageParams extends SearchToggles {
  /** The text as it was in the URL ('' when absent). */
  query: string;
}

/** '1'/'true' → on, '0'/'false' → off, anything else (absent, 'yes', '2', '') → the default. */
function readToggle(value: string | null, fallback: boolean): boolean {
  if (value === null) return fallback;
  const v = value.trim().toLowerCase();
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  return fallback;
}

/** Reads the page's parameters from a query string (or URLSearchParams). */
export function readSearchParams(search: URLSearchParams | string): SearchPageParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    query: params.get('query') ?? '',
    games: readToggle(params.get('games'), DEFAULT_TOGGLES.games),
    users: readToggle(params.get('users'), DEFAULT_TOGGLES.users),
    articles: readToggle(params.get('articles'), DEFAULT_TOGGLES.articles),
    announcements: readToggle(params.get('announcements'), DEFAULT_TOGGLES.announcements),
  };
}

/** The canonical query string of a search: every toggle written out as '1'/'0'. */
export function toSearchParams(params: SearchPageParams): URLSearchParams {
  const out = new URLSearchParams();
  out.set('query', params.query);
  for (const section of SEARCH_SECTIONS) out.set(section, params[section] ? '1' : '0');
  return out;
}

/** `/search?…` for a search (the header's search bar builds the same URL). */
export function searchHref(params: SearchPageParams): string {
  return `/search?${toSearchParams(params).toString()}`;
}

export type QueryProblem = 'empty' | 'too-short' | 'too-long' | null;

/** Why a text cannot be searched (spec §5: at least 3 characters once trimmed), or null when it can. */
export function queryProblem(query: string): QueryProblem {
  const trimmed = query.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length < SEARCH_MIN_LENGTH) return 'too-short';
  if (trimmed.length > SEARCH_MAX_LENGTH) return 'too-long';
  return null;
}

/**
 * The API query of a valid search (text trimmed, as the server searches it), or null when the page
 * must not call the API: the text is unusable, or every section is off.
 */
export function toApiQuery(params: SearchPageParams): SearchQuery | null {
  if (queryProblem(params.query) !== null) return null;
  if (!SEARCH_SECTIONS.some((s) => params[s])) return null;
  return {
    query: params.query.trim(),
    games: params.games,
    users: params.users,
    articles: params.articles,
    announcements: params.announcements,
  };
}

/**
 * What a prerendered /search can request before the app (src/lib/earlyQuery.ts): the address's `query` when
 * it is already as the app sends it (trimmed, 3–100 characters), with the sections absent or at their
 * defaults as the header's search bar writes them ('1'/'0').
 */
export const SEARCH_EARLY_QUERY: EarlyQuery = {
  fill: 'query',
  min: SEARCH_MIN_LENGTH,
  max: SEARCH_MAX_LENGTH,
  same: Object.fromEntries(SEARCH_SECTIONS.map((section) => [section, DEFAULT_TOGGLES[section] ? '1' : '0'])),
};
