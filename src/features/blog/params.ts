import { isSlug } from '@/api/schemas/constants';
import type { BlogIndexQuery } from '@/api/schemas/content';

/*
 * The /blog URL (spec §2): `cat` (category slug), `author` (username), `tag` (tag slug) and `page`.
 * The URL is the state; a malformed page falls back to 1 and nothing in the query string can make the
 * page throw.
 */

export const BLOG_FILTERS = ['cat', 'author', 'tag'] as const;
export type BlogFilter = (typeof BLOG_FILTERS)[number];

export interface BlogPageParams {
  cat?: string;
  author?: string;
  tag?: string;
  /** 1-based. */
  page: number;
}

const text = (value: string | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** '3' → 3; absent, '0', '-1', '2.5', 'abc' → 1. */
export function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 1;
  const page = Number.parseInt(value.trim(), 10);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Reads the page's parameters from a query string (or URLSearchParams). */
export function readBlogParams(search: URLSearchParams | string): BlogPageParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: BlogPageParams = { page: readPage(params.get('page')) };
  for (const filter of BLOG_FILTERS) {
    const value = text(params.get(filter));
    if (value !== undefined) out[filter] = value;
  }
  return out;
}

/**
 * The server query for the page's parameters, or `null` when a filter can never match (a category or
 * tag that is not a slug): the page then shows the empty list without a call.
 */
export function toApiQuery(params: BlogPageParams): BlogIndexQuery | null {
  const query: BlogIndexQuery = {};
  if (params.cat !== undefined) {
    if (!isSlug(params.cat)) return null;
    query.cat = params.cat;
  }
  if (params.author !== undefined) query.author = params.author;
  if (params.tag !== undefined) {
    if (!isSlug(params.tag)) return null;
    query.tag = params.tag;
  }
  if (params.page > 1) query.page = params.page;
  return query;
}

/** `/blog?…` for a set of parameters; page 1 and absent filters are left out. */
export function blogHref(params: Partial<BlogPageParams> = {}): string {
  const out = new URLSearchParams();
  for (const filter of BLOG_FILTERS) {
    const value = params[filter];
    if (value) out.set(filter, value);
  }
  if (params.page !== undefined && params.page > 1) out.set('page', String(params.page));
  const search = out.toString();
  return search ? `/blog?${search}` : '/blog';
}

/** The same list without one filter (back to page 1). */
export function withoutFilter(params: BlogPageParams, filter: BlogFilter): string {
  const { [filter]: _removed, page: _page, ...rest } = params;
  return blogHref(rest);
}

/* ---------- links (spec §2 routes) ---------- */

export const articleHref = (slug: string) => `/blog/article/${encodeURIComponent(slug)}`;
export const categoryHref = (cat: string) => blogHref({ cat });
export const tagHref = (tag: string) => blogHref({ tag });
export const authorHref = (author: string) => blogHref({ author });
