/* Links out of the homepage (spec §2 routes; guide §3 game index URL). */
/** A genre card opens the index filtered by the genre (cat), like a card's category link. */
export { gameCategoryHref as genreHref } from '@/lib/links';
export const articleHref = (slug: string) => `/blog/article/${encodeURIComponent(slug)}`;
export const POPULAR_GAMES_HREF = '/arcade/games?sort=popular';
export const RECENT_GAMES_HREF = '/arcade/games?sort=recent';
export const BLOG_HREF = '/blog';

/**
 * A genre's image, derived from its slug (spec §3 Genre). Convention (ours; the spec names no path):
 * `/media/genres/{slug}.jpg`. A missing file falls back to art generated from the slug (GenreArt).
 */
export const genreImagePath = (slug: string) => `/media/genres/${encodeURIComponent(slug)}.jpg`;

/** A stable hue (0–359) for a slug, so each genre's generated art has its own colour. */
export function slugHue(slug: string): number {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}
