/*
 * Queries and checks shared by the catalogue handlers (home, games, sessions, reviews, developers, blog,
 * help, search, ads): lookups that answer 404 with a sentence, the game index's filters and sort orders,
 * and the review/response text checks that answer with the spec's own sentences.
 */
import { z } from 'zod';
import type { Endpoint } from '../../../src/api/endpoint';
import {
  DEFAULT_GAME_SORT,
  RESPONSE_MAX_LENGTH,
  RESPONSE_MIN_LENGTH,
  REVIEW_MAX_LENGTH,
  REVIEW_MIN_LENGTH,
  SEARCH_MIN_LENGTH,
  type Activity,
  type GameCard,
  type GameSort,
  type Genre,
} from '../../../src/api/schemas';
import { nowMs } from '../../../src/lib/clock';
import { invalid, issueToSentence, MockError, notFound } from '../../core/errors';
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

/** Spec §5, verbatim: review or response text shorter than 20 characters. */
export const TOO_SHORT_MESSAGE = 'Please enter at least 20 characters to submit your review.';
/** Spec §5, verbatim: a review without a rating. */
export const NO_RATING_MESSAGE = 'Please choose a rating before submitting your feedback.';
export const RATING_RANGE_MESSAGE = 'Please choose a rating between 1 and 5 stars.';
export const REVIEW_TOO_LONG_MESSAGE = `Your review may not be longer than ${REVIEW_MAX_LENGTH} characters.`;
export const RESPONSE_TOO_LONG_MESSAGE = `Your response may not be longer than ${RESPONSE_MAX_LENGTH} characters.`;
/** Spec §5, verbatim: a search shorter than 3 characters. */
export const SEARCH_TOO_SHORT_MESSAGE = 'Please enter at least 3 character to perform a search.';

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

// --- request checks with the spec's sentences -----------------------------------------------------

/**
 * The endpoint with a looser body (or query) schema, so the resolver can answer the spec's own sentences
 * (route() would answer the schema's generic ones) before checking the contract's schema itself.
 */
export function withBody<E extends Endpoint, B extends z.ZodType>(endpoint: E, body: B): Omit<E, 'body'> & { body: B } {
  return { ...endpoint, body };
}

export function withQuery<E extends Endpoint, Q extends z.ZodObject>(endpoint: E, query: Q): Omit<E, 'query'> & { query: Q } {
  return { ...endpoint, query };
}

/** A body whose fields route() leaves to the resolver. */
export const looseReviewBody = z.object({ body: z.unknown().optional(), rating: z.unknown().optional() });
export const looseResponseBody = z.object({ body: z.unknown().optional() });

/** The strict check after the spec's sentences: anything else the contract refuses is a 422. */
function strict<S extends z.ZodType>(schema: S | undefined, value: unknown): z.output<S> {
  if (!schema) throw new TypeError('The contract endpoint has no schema to check against.');
  const checked = schema.safeParse(value);
  if (checked.success) return checked.data;
  const issues = checked.error.issues;
  const first = issues[0];
  throw new MockError(422, first ? issueToSentence(first) : 'The request is invalid.', 'err_validation', {
    issues: issues.map((i) => ({ path: i.path.map(String), message: issueToSentence(i) })),
  });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Review body and rating (spec §5): trimmed body 20–500 characters, rating 1–5. */
export function checkReview<S extends z.ZodType>(raw: { body?: unknown; rating?: unknown }, contract: S | undefined): z.output<S> {
  const body = text(raw.body);
  if (body.length < REVIEW_MIN_LENGTH) throw invalid(TOO_SHORT_MESSAGE);
  if (body.length > REVIEW_MAX_LENGTH) throw invalid(REVIEW_TOO_LONG_MESSAGE);
  if (raw.rating === undefined || raw.rating === null || raw.rating === 0) throw invalid(NO_RATING_MESSAGE);
  if (typeof raw.rating !== 'number' || !Number.isInteger(raw.rating) || raw.rating < 1 || raw.rating > 5) throw invalid(RATING_RANGE_MESSAGE);
  return strict(contract, { body, rating: raw.rating });
}

/** Developer response (Decision 9): trimmed 20–250 characters. */
export function checkResponse<S extends z.ZodType>(raw: { body?: unknown }, contract: S | undefined): z.output<S> {
  const body = text(raw.body);
  if (body.length < RESPONSE_MIN_LENGTH) throw invalid(TOO_SHORT_MESSAGE);
  if (body.length > RESPONSE_MAX_LENGTH) throw invalid(RESPONSE_TOO_LONG_MESSAGE);
  return strict(contract, { body });
}

/** Search text (spec §5): at least 3 characters once trimmed. */
export function checkSearch<S extends z.ZodType>(query: { query: string }, contract: S | undefined): z.output<S> {
  const trimmed = query.query.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) throw invalid(SEARCH_TOO_SHORT_MESSAGE);
  return strict(contract, { ...query, query: trimmed });
}
