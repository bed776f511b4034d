/*
 * Games: the index (filters, sort orders, page size 8), the game page, catalog items, tag pages, a game's
 * reviews, reactions and anonymous plays.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { DEFAULT_GAME_SORT, GAME_PAGE_SIZE } from '../../src/api/schemas';
import { notFound } from '../core/errors';
import { paginate } from '../core/pagination';
import { route } from '../core/route';
import { isEmptyScenario } from '../scenarios/state';
import { db, gameRating, gameReviews, toCatalogItem, toCatalogItemDetails, toGame, toReview, type GameRecord } from '../db';
import {
  addGameViews,
  allGenres,
  cards,
  filterGames,
  listOf,
  NOT_FOUND,
  popular,
  recordActivity,
  requireGame,
  sortGames,
} from './lib/catalogue';

/** Reviews per page of games.reviews. */
export const REVIEWS_PAGE_SIZE = GAME_PAGE_SIZE;
/** Lengths of the game page's lists. */
export const MORE_GAMES = 8;
export const SIMILAR_GAMES = 8;
export const OVERLAY_GAMES = 6;

/** Same genre first (most popular first), then the most popular others: never the game itself. */
function similarTo(game: GameRecord, all: readonly GameRecord[], size: number): GameRecord[] {
  const others = all.filter((g) => g.slug !== game.slug && !g.experience);
  const sameGenre = popular(others.filter((g) => g.genre.slug === game.genre.slug));
  return sameGenre.slice(0, size);
}

/** The overlay's carousel: similar games, topped up with popular ones when the genre is small. */
function overlayFor(game: GameRecord, all: readonly GameRecord[]): GameRecord[] {
  const similar = similarTo(game, all, OVERLAY_GAMES);
  const fill = popular(all.filter((g) => g.slug !== game.slug && !g.experience && !similar.includes(g)));
  return [...similar, ...fill].slice(0, OVERLAY_GAMES);
}

export const gamesHandlers: HttpHandler[] = [
  route(endpoints['games.index'], ({ query, ok }) => {
    const games = sortGames(
      filterGames({
        genre: query.genre,
        category: query.category,
        minRating: query.minRating,
        recentlyUpdated: query.recentlyUpdated,
        includeExperience: query.includeExperience,
      }),
      query.sort ?? DEFAULT_GAME_SORT,
    );
    const page = paginate(games, { page: query.page, perPage: GAME_PAGE_SIZE });
    return ok({ genres: allGenres(), pagination: { ...page, items: cards(page.items) } });
  }),

  route(endpoints['games.details'], ({ params, user, ok }) => {
    const game = requireGame(params.game);
    const all = db.games.findMany();
    const catalog = db.catalogItems.findMany((q) => q.where({ game: { slug: game.slug } }));
    const more = popular(all.filter((g) => g.slug !== game.slug && g.developer.slug === game.developer.slug)).slice(0, MORE_GAMES);
    return ok({
      game: toGame(game, user),
      catalog: listOf(catalog.map(toCatalogItem)),
      games: {
        overlay: listOf(cards(overlayFor(game, all))),
        more: listOf(cards(more)),
        similar: listOf(cards(similarTo(game, all, SIMILAR_GAMES))),
      },
    });
  }),

  route(endpoints['games.catalogItem'], ({ params, ok }) => {
    const game = requireGame(params.game);
    const item = db.catalogItems.findFirst((q) => q.where({ slug: params.item, game: { slug: game.slug } }));
    if (!item) throw notFound(NOT_FOUND.catalogItem);
    return ok({ item: toCatalogItemDetails(item) });
  }),

  route(endpoints['games.tag'], ({ params, query, ok }) => {
    const tag = db.tags.findFirst((q) => q.where({ slug: params.tag }));
    if (!tag) throw notFound(NOT_FOUND.tag);
    const tagged = db.games.findMany().filter((g) => g.tags.some((t) => t.slug === tag.slug));
    const page = paginate(sortGames(tagged, query.sort ?? DEFAULT_GAME_SORT), { page: query.page, perPage: GAME_PAGE_SIZE });
    return ok({ tag: { slug: tag.slug, title: tag.title }, pagination: { ...page, items: cards(page.items) } });
  }),

  route(endpoints['games.reviews'], ({ params, query, user, ok }) => {
    const game = requireGame(params.game);
    const reviews = gameReviews(game.slug).toSorted(
      (a, b) => Date.parse(b.date.posted) - Date.parse(a.date.posted) || a.uuid.localeCompare(b.uuid),
    );
    const page = paginate(reviews, { page: query.page, perPage: REVIEWS_PAGE_SIZE });
    const own = user && !isEmptyScenario() ? reviews.find((r) => r.authorUsername === user.username) : undefined;
    return ok({
      rating: isEmptyScenario() ? 0 : gameRating(game.slug),
      pagination: { ...page, items: page.items.map((r) => toReview(r, user)) },
      current: own ? toReview(own, user) : null,
      developer: user !== null && user.developer === game.developer.slug,
    });
  }),

  route(endpoints['games.react'], async ({ params, body, user, ok }) => {
    const game = requireGame(params.slug);
    const where = { userId: user.id, gameSlug: game.slug, type: body.type };
    const existing = db.gameReactions.findFirst((q) => q.where(where));
    if (body.status) {
      if (!existing) {
        await db.gameReactions.create(where);
        await db.games.update((q) => q.where({ slug: game.slug }), {
          data(g) {
            g.reactions[body.type] += 1;
          },
        });
        await recordActivity(user, 'reaction', `Reacted to ${game.title}`, `/arcade/games/${game.slug}`);
      }
      return ok({ retracted: false });
    }
    if (existing) {
      db.gameReactions.delete((q) => q.where(where));
      await db.games.update((q) => q.where({ slug: game.slug }), {
        data(g) {
          g.reactions[body.type] = Math.max(0, g.reactions[body.type] - 1);
        },
      });
    }
    return ok({ retracted: true });
  }),

  route(endpoints['games.played'], async ({ params, ok }) => {
    const game = requireGame(params.slug);
    await addGameViews(game.slug);
    return ok(null);
  }),
];
