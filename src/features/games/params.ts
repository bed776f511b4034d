import { DEFAULT_GAME_SORT, GAME_SORTS, type GameIndexQuery, type GameSort, type TagGamesQuery } from '@/api/schemas/game';

/*
 * The game index URL (engineering guide §3): `cat` (genre slug), `sub_cat` (sub-category slug), `sort`
 * (popular, released, rating; default released; `recent` is an alias of released, Decision 11),
 * `recent=1` (Recently Updated), `experiences=1` (Include Experiences) and `page`. The tag page reads
 * `sort` and `page` the same way. A malformed value falls back to its default, so nothing in the query
 * string can make a page throw: an unknown but well-formed slug reaches the API and ends in the empty
 * state.
 */

export const GAME_INDEX_PATH = '/arcade/games';

/** The sort values the URL accepts: the API's three plus the `recent` alias. */
export type UrlGameSort = GameSort | 'recent';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 100;

export interface GameIndexFilters {
  /** Genre slug ('' = all genres). */
  cat: string;
  /** Sub-category slug ('' = all). */
  subCat: string;
  /** Recently Updated. */
  recent: boolean;
  /** Include Experiences. */
  experiences: boolean;
}

export interface GameIndexParams extends GameIndexFilters {
  /** The effective sort (the `recent` alias already mapped to released). */
  sort: GameSort;
  page: number;
}

export const DEFAULT_FILTERS: Readonly<GameIndexFilters> = { cat: '', subCat: '', recent: false, experiences: false };

function readSlug(value: string | null): string {
  if (value === null) return '';
  const v = value.trim().toLowerCase();
  return v.length <= MAX_SLUG_LENGTH && SLUG.test(v) ? v : '';
}

/** '1'/'true' → on; anything else (absent, '0', 'yes', '') → off (the default). */
function readFlag(value: string | null): boolean {
  const v = value?.trim().toLowerCase();
  return v === '1' || v === 'true';
}

/** A sort from the URL: one of the three, `recent` as released (Decision 11), anything else the default. */
export function readSort(value: string | null): GameSort {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === 'recent') return 'released';
  return (GAME_SORTS as readonly string[]).includes(v) ? (v as GameSort) : DEFAULT_GAME_SORT;
}

/** A positive whole page number, else 1. */
export function readPage(value: string | null): number {
  const v = value?.trim() ?? '';
  if (!/^\d{1,9}$/.test(v)) return 1;
  const page = Number(v);
  return page >= 1 ? page : 1;
}

function toParams(search: URLSearchParams | string): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** Reads the game index's state from its query string. */
export function readGameIndexParams(search: URLSearchParams | string): GameIndexParams {
  const params = toParams(search);
  return {
    cat: readSlug(params.get('cat')),
    subCat: readSlug(params.get('sub_cat')),
    recent: readFlag(params.get('recent')),
    experiences: readFlag(params.get('experiences')),
    sort: readSort(params.get('sort')),
    page: readPage(params.get('page')),
  };
}

/** The games.index query of a state (the API's names; flags only when on). */
export function toGameIndexQuery(params: GameIndexParams): GameIndexQuery {
  const query: GameIndexQuery = { sort: params.sort, page: params.page };
  if (params.cat) query.genre = params.cat;
  if (params.subCat) query.category = params.subCat;
  if (params.recent) query.recentlyUpdated = true;
  if (params.experiences) query.includeExperience = true;
  return query;
}

/**
 * The canonical `/arcade/games?…` of a state: defaults are left out (no sort=released, no page=1, no
 * empty filters), so equal views share one URL.
 */
export function gameIndexHref(params: GameIndexParams): string {
  const out = new URLSearchParams();
  if (params.cat) out.set('cat', params.cat);
  if (params.subCat) out.set('sub_cat', params.subCat);
  if (params.recent) out.set('recent', '1');
  if (params.experiences) out.set('experiences', '1');
  if (params.sort !== DEFAULT_GAME_SORT) out.set('sort', params.sort);
  if (params.page > 1) out.set('page', String(params.page));
  const qs = out.toString();
  return qs ? `${GAME_INDEX_PATH}?${qs}` : GAME_INDEX_PATH;
}

/**
 * The same URL on another page: every parameter of the current query string is kept as it is (a
 * shared link reproduces the view), only `page` changes; page 1 drops it.
 */
export function withPage(pathname: string, search: URLSearchParams | string, page: number): string {
  const out = new URLSearchParams(toParams(search));
  out.delete('page');
  if (page > 1) out.set('page', String(page));
  const qs = out.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** The URL with another sort; the page goes back to 1. */
export function withSort(pathname: string, search: URLSearchParams | string, sort: GameSort): string {
  const out = new URLSearchParams(toParams(search));
  out.delete('page');
  out.delete('sort');
  if (sort !== DEFAULT_GAME_SORT) out.set('sort', sort);
  const qs = out.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** `/arcade/games/tag/{tag}`. */
export function tagPath(tag: string): string {
  return `${GAME_INDEX_PATH}/tag/${encodeURIComponent(tag)}`;
}

export interface TagPageParams {
  sort: GameSort;
  page: number;
}

export function readTagParams(search: URLSearchParams | string): TagPageParams {
  const params = toParams(search);
  return { sort: readSort(params.get('sort')), page: readPage(params.get('page')) };
}

export function toTagQuery(params: TagPageParams): TagGamesQuery {
  return { sort: params.sort, page: params.page };
}
