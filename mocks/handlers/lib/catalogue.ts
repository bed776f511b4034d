/*
 * Queries and checks shared by the catalogue handlers (home, games, sessions, reviews, developers, blog,
 * help, search, ads): lookups that answer 404 with a sentence, the game index's filters and sort orders.
 * Request rules (review and response texts, ratings, search text) and their sentences live in the
 * contract's schemas (src/api/schemas), which route() checks before a resolver runs.
 */
import {
  DEFAULT_GAME_SORT,
  type Activity,
  type GameCard,
  type GameSort,
  type Genre,
} from '../../../src/api/schemas';
import { nowMs } from '../../../src/lib/clock';
import { notFound } from '../../core/errors';
import { isEmptyScenario } from '../../scenarios/state';
import {
  db,
  findGame,
  gameRating,
  gameReviews,
  toGameCard,
  toGenre,
  type DeveloperRecord,
  type GameRecord,
  type ReviewRecord,
  type UserRecord,
} from '../../db';

type ActivityType = Activity['type'];

// --- messages -------------------------------------------------------------------------------------

export const NOT_FOUND = {
  game: 'We could not find this game. It may have been removed or renamed.',
  catalogItem: "We could not find this item in the game's catalog.",
  tag: 'We could not find any games with this tag.',
  review: 'We could not find this review. It may have been deleted.',
  developer: 'We could not find this developer.',
  announcement: 'We could not find this announcement.',
  article: 'We could not find this article. It may have been removed or renamed.',
  legal: 'We could not find this page.',
  session: 'We could not find this game session.',
  ad: 'We could not find this ad.',
  response: 'This review has no response to remove.',
} as const;

// --- lookups --------------------------------------------------------------------------------------

export function requireGame(slug: string): GameRecord {
  const game = findGame(slug);
  if (!game) throw notFound(NOT_FOUND.game);
  return game;
}

export function requireDeveloper(slug: string): DeveloperRecord {
  const developer = db.developers.findFirst((q) => q.where({ slug }));
  if (!developer) throw notFound(NOT_FOUND.developer);
  return developer;
}

export function requireReview(uuid: string, gameSlug?: string): ReviewRecord {
  const review = db.reviews.findFirst((q) => q.where({ uuid: (u: string) => u.toLowerCase() === uuid.toLowerCase() }));
  if (!review || (gameSlug !== undefined && review.gameSlug !== gameSlug)) throw notFound(NOT_FOUND.review);
  return review;
}

/** Lists are empty under the `empty` scenario (engineering guide §3). */
export function listOf<T>(items: readonly T[]): T[] {
  return isEmptyScenario() ? [] : items.slice();
}

/** All genres in their catalogue order. */
export function allGenres(): Genre[] {
  return db.genres
    .findMany()
    .toSorted((a, b) => a.order - b.order)
    .map(toGenre);
}

export function cards(games: readonly GameRecord[]): GameCard[] {
  return games.map(toGameCard);
}

// --- sort orders and the game index ---------------------------------------------------------------

const byTitle = (a: GameRecord, b: GameRecord) => a.title.localeCompare(b.title) || a.slug.localeCompare(b.slug);

/**
 * Spec §9 sort orders: popular = most views first; released = newest release first; rating = best
 * average review rating first (more reviews first on a tie). Ties fall back to the title, so a page is
 * stable.
 */
export function sortGames(games: readonly GameRecord[], sort: GameSort = DEFAULT_GAME_SORT): GameRecord[] {
  switch (sort) {
    case 'popular':
      return games.toSorted((a, b) => b.views - a.views || byTitle(a, b));
    case 'rating': {
      const rating = new Map(games.map((g) => [g.slug, gameRating(g.slug)]));
      const reviews = new Map(games.map((g) => [g.slug, gameReviews(g.slug).length]));
      return games.toSorted(
        (a, b) => (rating.get(b.slug) ?? 0) - (rating.get(a.slug) ?? 0) || (reviews.get(b.slug) ?? 0) - (reviews.get(a.slug) ?? 0) || byTitle(a, b),
      );
    }
    case 'released':
      return games.toSorted((a, b) => Date.parse(b.released) - Date.parse(a.released) || byTitle(a, b));
  }
}

/** Newest update first ("Newest Games"). */
export function sortByUpdated(games: readonly GameRecord[]): GameRecord[] {
  return games.toSorted((a, b) => Date.parse(b.date.updated) - Date.parse(a.date.updated) || byTitle(a, b));
}

/** "Recently Updated": updated within this many days of the catalogue's latest update. */
export const RECENTLY_UPDATED_DAYS = 30;

/**
 * The instant "recently" is measured from: the catalogue's latest update (not the wall clock). The
 * seed's dates are fixed, so measuring from today would empty the filter as the demo ages.
 */
export function recentlyUpdatedSince(games: readonly GameRecord[] = db.games.findMany()): number {
  const latest = games.reduce((max, g) => Math.max(max, Date.parse(g.date.updated)), 0);
  return latest - RECENTLY_UPDATED_DAYS * 24 * 3_600_000;
}

export interface GameFilter {
  genre?: string;
  category?: string;
  minRating?: number;
  recentlyUpdated?: boolean;
  includeExperience?: boolean;
}

/**
 * The game index's filters. An unknown genre, or a category that is not one of the genre's, matches
 * nothing (the page shows 'No results'). Non-game experiences are left out unless included.
 */
export function filterGames(filter: GameFilter): GameRecord[] {
  const all = db.games.findMany();
  const since = recentlyUpdatedSince(all);
  if (filter.genre !== undefined && filter.category !== undefined) {
    const genre = db.genres.findFirst((q) => q.where({ slug: filter.genre }));
    if (!genre || !genre.categories.some((c) => c.slug === filter.category)) return [];
  }
  return all.filter(
    (g) =>
      (filter.includeExperience === true || !g.experience) &&
      (filter.genre === undefined || g.genre.slug === filter.genre) &&
      (filter.category === undefined || g.category.slug === filter.category) &&
      (filter.minRating === undefined || gameRating(g.slug) >= filter.minRating) &&
      (filter.recentlyUpdated !== true || Date.parse(g.date.updated) >= since),
  );
}

/** Most viewed first (the 'popular' sort order). */
export function popular(games: readonly GameRecord[]): GameRecord[] {
  return sortGames(games, 'popular');
}

// --- counters and activity ------------------------------------------------------------------------

export async function addGameViews(slug: string, by = 1): Promise<void> {
  await db.games.update((q) => q.where({ slug }), {
    data(game) {
      game.views += by;
    },
  });
}

export function isoNow(): string {
  return new Date(nowMs()).toISOString();
}

/** Adds an entry to the user's activity feed (account.activity). */
export async function recordActivity(user: UserRecord, type: ActivityType, title: string, url: string | null): Promise<void> {
  await db.activity.create({ uuid: crypto.randomUUID(), userId: user.id, type, title, url, date: isoNow() });
}
