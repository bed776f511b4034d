/* Links out of the homepage (spec §2 routes; guide §3 game index URL). */
export const gameHref = (slug: string) => `/arcade/games/${encodeURIComponent(slug)}`;
/** A game's category on cards and slides is a sub-category of the index (sub_cat). */
export const categoryHref = (slug: string) => `/arcade/games?sub_cat=${encodeURIComponent(slug)}`;
/** A genre card opens the index filtered by the genre (cat). */
export const genreHref = (slug: string) => `/arcade/games?cat=${encodeURIComponent(slug)}`;
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
