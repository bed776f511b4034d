import '../../tests/setup/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import type { GameIndexQuery } from '../../src/api/schemas';
import { call, rawFetch, rejection } from '../core/testing';
import { db, ensureDatabase, gameRating, gameReviews } from '../db';
import { setScenarioState } from '../scenarios/state';

const PASSWORD = 'Orbital!2026';
const UNAUTHORIZED = 'You need to be logged in to do that. Please log in and try again.';
const GAME_NOT_FOUND = 'We could not find this game. It may have been removed or renamed.';

async function login(username: 'player' | 'premium' | 'developer') {
  await call(endpoints['auth.login'], { body: { login: username, password: PASSWORD, remember: false } });
}

const index = (query: GameIndexQuery) => call(endpoints['games.index'], { query });

function record(slug: string) {
  const game = db.games.findFirst((q) => q.where({ slug }));
  if (!game) throw new Error(`no game ${slug}`);
  return game;
}

async function rawJson(path: string, init: RequestInit = {}) {
  const response = await rawFetch(path, init);
  return { http: response.status, body: (await response.json()) as { status: { code: number; message: string }; data: unknown } };
}

const allGames = () => db.games.findMany();
const regular = () => allGames().filter((g) => !g.experience);
const reviews = (query: { page?: number } = {}) => call(endpoints['games.reviews'], { params: { game: 'starfall-arena' }, query });
const react = (type: 'like' | 'love', status: boolean) => call(endpoints['games.react'], { params: { slug: 'starfall-arena' }, body: { type, status } });
const details = () => call(endpoints['games.details'], { params: { game: 'starfall-arena' } });

beforeEach(async () => {
  await ensureDatabase();
});

describe('games.index', () => {
  it('answers a page of 8 games, newest release first by default, with every genre and its sub-categories', async () => {
    const data = await index({});
    expect(data.pagination).toMatchObject({ per_page: 8, current: 1, from: 1, to: 8, total: regular().length });
    expect(data.pagination.last).toBe(Math.ceil(regular().length / 8));
    expect(data.pagination.items).toHaveLength(8);
    const released = data.pagination.items.map((g) => Date.parse(record(g.slug).released));
    expect(released).toEqual(released.toSorted((a, b) => b - a));
    const newest = regular().toSorted((a, b) => Date.parse(b.released) - Date.parse(a.released))[0];
    expect(data.pagination.items[0]?.slug).toBe(newest?.slug);
    expect(data.genres.length).toBeGreaterThanOrEqual(8);
    expect(data.genres.find((g) => g.slug === 'action')?.categories.map((c) => c.slug)).toContain('arena');
    expect(await index({ sort: 'released' })).toEqual(data);
  });

  it('sort=popular orders by views, sort=rating by average rating, across pages', async () => {
    const popular = [...(await index({ sort: 'popular' })).pagination.items, ...(await index({ sort: 'popular', page: 2 })).pagination.items];
    expect(popular).toHaveLength(16);
    const views = popular.map((g) => g.stats.views);
    expect(views).toEqual(views.toSorted((a, b) => b - a));
    expect(popular[0]?.slug).toBe(regular().toSorted((a, b) => b.views - a.views)[0]?.slug);

    const rated = [...(await index({ sort: 'rating' })).pagination.items, ...(await index({ sort: 'rating', page: 2 })).pagination.items];
    const ratings = rated.map((g) => g.rating);
    expect(ratings).toEqual(ratings.toSorted((a, b) => b - a));
    expect(ratings[0]).toBe(Math.max(...regular().map((g) => gameRating(g.slug))));
  });

  it('pages do not overlap and every game appears once across all pages', async () => {
    const first = await index({});
    const seen: string[] = [];
    for (let page = 1; page <= first.pagination.last; page++) {
      const data = await index({ page });
      expect(data.pagination.current).toBe(page);
      expect(data.pagination.items).toHaveLength(page < first.pagination.last ? 8 : regular().length - (page - 1) * 8);
      expect(data.pagination.from).toBe((page - 1) * 8 + 1);
      seen.push(...data.pagination.items.map((g) => g.slug));
    }
    expect(seen.toSorted()).toEqual(regular().map((g) => g.slug).toSorted());
  });

  it('a page past the end has no items but correct counts', async () => {
    const data = await index({ page: 99 });
    expect(data.pagination).toEqual({ total: regular().length, from: null, to: null, current: 99, last: Math.ceil(regular().length / 8), per_page: 8, items: [] });
  });

  it('genre filters by genre; genre + category by the sub-category of that genre', async () => {
    const action = await index({ genre: 'action' });
    expect(action.pagination.total).toBe(regular().filter((g) => g.genre.slug === 'action').length);
    expect(action.pagination.items.every((g) => g.category.slug === 'action')).toBe(true);

    const arena = await index({ genre: 'action', category: 'arena' });
    const expected = regular().filter((g) => g.category.slug === 'arena');
    expect(arena.pagination.total).toBe(expected.length);
    expect(arena.pagination.items.map((g) => g.slug)).toContain('starfall-arena');
    expect(arena.pagination.items.every((g) => record(g.slug).category.slug === 'arena')).toBe(true);
  });

  it('a category of another genre, or an unknown genre, matches nothing (the page shows "No results")', async () => {
    const wrong = await index({ genre: 'action', category: 'kart' });
    expect(wrong.pagination).toMatchObject({ total: 0, items: [], from: null, to: null, last: 1 });
    const unknown = await index({ genre: 'underwater-basket-weaving' });
    expect(unknown.pagination).toMatchObject({ total: 0, items: [] });
    expect(unknown.genres.length).toBeGreaterThan(0);
  });

  it('recentlyUpdated keeps only games updated in the 30 days before the latest update', async () => {
    const latest = Math.max(...allGames().map((g) => Date.parse(g.date.updated)));
    const since = latest - 30 * 24 * 3_600_000;
    const expected = regular().filter((g) => Date.parse(g.date.updated) >= since);
    const data = await index({ recentlyUpdated: true });
    expect(data.pagination.total).toBe(expected.length);
    expect(data.pagination.total).toBeGreaterThan(0);
    expect(data.pagination.total).toBeLessThan(regular().length);
    expect(data.pagination.items.every((g) => Date.parse(g.date.updated) >= since)).toBe(true);
    const action = await index({ recentlyUpdated: true, genre: 'action' });
    expect(action.pagination.items.map((g) => g.slug)).toContain('starfall-arena');
  });

  it('experiences are hidden unless includeExperience is set', async () => {
    const experiences = allGames().filter((g) => g.experience);
    expect(experiences.length).toBeGreaterThan(0);
    const simulation = await index({ genre: 'simulation' });
    expect(simulation.pagination.items.some((g) => record(g.slug).experience)).toBe(false);
    const withExperiences = await index({ genre: 'simulation', includeExperience: true });
    expect(withExperiences.pagination.total).toBe(allGames().filter((g) => g.genre.slug === 'simulation').length);
    expect(withExperiences.pagination.items.map((g) => g.slug)).toContain('meditation-dome');
    expect((await index({ includeExperience: true })).pagination.total).toBe(allGames().length);
    expect((await index({ includeExperience: false })).pagination.total).toBe(regular().length);
  });

  it('minRating keeps games rated at least that', async () => {
    const data = await index({ minRating: 4, sort: 'rating' });
    expect(data.pagination.total).toBe(regular().filter((g) => gameRating(g.slug) >= 4).length);
    expect(data.pagination.items.every((g) => g.rating >= 4)).toBe(true);
  });

  it('reads the query as the client sends it (booleans as 1/0)', async () => {
    const { http, body } = await rawJson('/v1/public/arcade/game/index?genre=simulation&includeExperience=1&recentlyUpdated=0&page=1');
    expect(http).toBe(200);
    expect((body.data as { pagination: { total: number } }).pagination.total).toBe(allGames().filter((g) => g.genre.slug === 'simulation').length);
  });

  it('sort=recent is a page-URL alias the app maps to released: the API refuses it with a sentence', async () => {
    const { http, body } = await rawJson('/v1/public/arcade/game/index?sort=recent');
    expect(http).toBe(422);
    expect(body.status.message).toBe('The sort must be one of: popular, released, rating.');
  });

  it('refuses an invalid page or rating with a sentence', async () => {
    expect((await rawJson('/v1/public/arcade/game/index?page=0')).body.status.message).toBe('The page must be greater than 0.');
    expect((await rawJson('/v1/public/arcade/game/index?minRating=6')).body.status.message).toBe('The min rating may not be greater than 5.');
  });

  it('under the empty scenario the page is empty (the filters still list the genres)', async () => {
    setScenarioState({ scenario: 'empty' });
    const data = await index({});
    expect(data.pagination).toMatchObject({ total: 0, items: [], last: 1 });
    expect(data.genres.length).toBeGreaterThan(0);
  });
});

describe('games.details', () => {
  it('starfall-arena is the fixture of the engineering guide', async () => {
    const { game, catalog } = await call(endpoints['games.details'], { params: { game: 'starfall-arena' } });
    expect(game.slug).toBe('starfall-arena');
    expect(game.title).toBe('Starfall Arena');
    expect(game.developer.slug).toBe('orbital-labs');
    expect(game.genre.slug).toBe('action');
    expect(game.tags.map((t) => t.slug)).toEqual(['multiplayer', 'vr']);
    expect(game.features).toEqual({ multiplayer: true, achievement: true, save: true, leaderboard: true, inventory: true });
    expect(game.builds.length).toBeGreaterThan(1);
    expect(game.builds.filter((b) => b.active)).toHaveLength(1);
    expect(game.version).toBe(game.builds.find((b) => b.active)?.version);
    expect(game.stats.reviews).toBe(db.reviews.findMany((q) => q.where({ gameSlug: 'starfall-arena' })).length);

    const blade = catalog.find((i) => i.slug === 'plasma-blade');
    expect(blade).toBeDefined();
    expect(blade?.price_discounted).toBeLessThan(blade?.price ?? 0);
    expect(catalog.find((i) => i.slug === 'starter-pack')).toMatchObject({ price: 0, price_discounted: 0 });
    expect(catalog.every((i) => i.game.slug === 'starfall-arena')).toBe(true);
  });

  it('more = the developer\'s other games, similar = same genre, overlay = a carousel; never the game itself', async () => {
    const { games } = await call(endpoints['games.details'], { params: { game: 'starfall-arena' } });
    expect(games.more.map((g) => g.slug)).toContain('neon-drift');
    expect(games.more.every((g) => record(g.slug).developer.slug === 'orbital-labs')).toBe(true);
    expect(games.similar.length).toBeGreaterThan(0);
    expect(games.similar.every((g) => g.category.slug === 'action')).toBe(true);
    expect(games.overlay).toHaveLength(6);
    for (const list of [games.more, games.similar, games.overlay]) expect(list.map((g) => g.slug)).not.toContain('starfall-arena');
  });

  it('reacted_to is personal: all false for guests, the premium user\'s own reactions when logged in', async () => {
    const guest = await call(endpoints['games.details'], { params: { game: 'starfall-arena' } });
    expect(Object.values(guest.game.reacted_to).every((v) => v === false)).toBe(true);
    await login('premium');
    const premium = await call(endpoints['games.details'], { params: { game: 'starfall-arena' } });
    expect(premium.game.reacted_to).toMatchObject({ love: true, high5: true, like: false });
  });

  it('reactions counts each type; the counts add up to stats.reactions and include the viewer\'s own', async () => {
    const { game } = await call(endpoints['games.details'], { params: { game: 'starfall-arena' } });
    expect(Object.keys(game.reactions).toSorted()).toEqual(['anger', 'bug', 'cry', 'dislike', 'high5', 'joy', 'laugh', 'like', 'love']);
    expect(Object.values(game.reactions).reduce((sum, n) => sum + n, 0)).toBe(game.stats.reactions);
    // premium's seeded love and high5 are counted.
    expect(game.reactions.love).toBeGreaterThanOrEqual(1);
    expect(game.reactions.high5).toBeGreaterThanOrEqual(1);
  });

  it('an unknown game is a 404 with a sentence', async () => {
    const error = await rejection(call(endpoints['games.details'], { params: { game: 'no-such-game' } }));
    expect(error.code).toBe(404);
    expect(error.message).toBe(GAME_NOT_FOUND);
  });

  it('under the empty scenario the game stays but its lists are empty', async () => {
    setScenarioState({ scenario: 'empty' });
    const data = await call(endpoints['games.details'], { params: { game: 'starfall-arena' } });
    expect(data.game.slug).toBe('starfall-arena');
    expect(data.catalog).toEqual([]);
    expect(data.games).toEqual({ overlay: [], more: [], similar: [] });
  });
});

describe('games.catalogItem', () => {
  it('answers the item with its page content', async () => {
    const { item } = await call(endpoints['games.catalogItem'], { params: { game: 'starfall-arena', item: 'plasma-blade' } });
    expect(item).toMatchObject({ slug: 'plasma-blade', name: 'Plasma Blade', game: { slug: 'starfall-arena', title: 'Starfall Arena' } });
    expect(item.price_discounted).toBeLessThan(item.price);
    expect(item.description.length).toBeGreaterThan(0);
  });

  it('an unknown item, or an item of another game, is a 404; so is an unknown game', async () => {
    const other = db.catalogItems.findMany().find((i) => i.game.slug !== 'starfall-arena' && !db.catalogItems.findFirst((q) => q.where({ slug: i.slug, game: { slug: 'starfall-arena' } })));
    expect(other).toBeDefined();
    for (const item of ['no-such-item', other?.slug ?? 'x']) {
      const error = await rejection(call(endpoints['games.catalogItem'], { params: { game: 'starfall-arena', item } }));
      expect(error.code).toBe(404);
      expect(error.message).toBe("We could not find this item in the game's catalog.");
    }
    const game = await rejection(call(endpoints['games.catalogItem'], { params: { game: 'no-such-game', item: 'plasma-blade' } }));
    expect(game.message).toBe(GAME_NOT_FOUND);
  });
});

describe('games.tag', () => {
  it('answers the tag and a sorted page of its games (experiences included)', async () => {
    const tagged = db.games.findMany().filter((g) => g.tags.some((t) => t.slug === 'vr'));
    const data = await call(endpoints['games.tag'], { params: { tag: 'vr' }, query: { sort: 'popular' } });
    expect(data.tag).toEqual({ slug: 'vr', title: 'VR' });
    expect(data.pagination).toMatchObject({ per_page: 8, total: tagged.length, current: 1 });
    const views = data.pagination.items.map((g) => g.stats.views);
    expect(views).toEqual(views.toSorted((a, b) => b - a));
    expect(data.pagination.items.every((g) => record(g.slug).tags.some((t) => t.slug === 'vr'))).toBe(true);

    const released = await call(endpoints['games.tag'], { params: { tag: 'vr' } });
    const dates = released.pagination.items.map((g) => Date.parse(record(g.slug).released));
    expect(dates).toEqual(dates.toSorted((a, b) => b - a));
  });

  it('pages past the end are empty with correct counts', async () => {
    const data = await call(endpoints['games.tag'], { params: { tag: 'multiplayer' }, query: { page: 50 } });
    expect(data.pagination).toMatchObject({ items: [], from: null, to: null, current: 50 });
    expect(data.pagination.total).toBeGreaterThan(0);
  });

  it('an unknown tag is a 404 with a sentence', async () => {
    const error = await rejection(call(endpoints['games.tag'], { params: { tag: 'no-such-tag' } }));
    expect(error.code).toBe(404);
    expect(error.message).toBe('We could not find any games with this tag.');
  });
});

describe('games.reviews', () => {
  it('answers the overall rating, a page of reviews (newest first) with a developer response, and no own review for guests', async () => {
    const data = await reviews();
    const all = db.reviews.findMany((q) => q.where({ gameSlug: 'starfall-arena' }));
    expect(data.rating).toBe(Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10);
    expect(data.pagination).toMatchObject({ per_page: 8, total: all.length, current: 1 });
    const posted = data.pagination.items.map((r) => Date.parse(r.date.posted));
    expect(posted).toEqual(posted.toSorted((a, b) => b - a));
    expect(data.pagination.items.some((r) => r.response !== null)).toBe(true);
    expect(data.pagination.items.every((r) => !r.respondable && !r.reacted_to.like && !r.reacted_to.dislike)).toBe(true);
    expect(data.current).toBeNull();
    expect(data.developer).toBe(false);
  });

  it('current is the caller\'s own review: none for player, the review for premium', async () => {
    await login('player');
    const player = await reviews();
    expect(player.current).toBeNull();
    expect(player.pagination.items.some((r) => r.reacted_to.like)).toBe(true);

    await login('premium');
    const premium = await reviews();
    expect(premium.current).toMatchObject({ author: { username: 'premium' }, rating: 5 });
    expect(premium.pagination.items.map((r) => r.uuid)).toContain(premium.current?.uuid);
  });

  it('the developer of the game sees respondable reviews (not the answered one)', async () => {
    await login('developer');
    const data = await reviews();
    expect(data.pagination.items.filter((r) => r.respondable).length).toBeGreaterThan(0);
    expect(data.pagination.items.filter((r) => r.response !== null).every((r) => !r.respondable)).toBe(true);
    expect(data.developer).toBe(true);
  });

  it('developer is true only for the game\'s own developer', async () => {
    for (const who of ['player', 'premium'] as const) {
      await login(who);
      expect((await reviews()).developer).toBe(false);
    }
    await login('developer');
    const foreign = db.games.findMany().find((g) => g.developer.slug !== 'orbital-labs' && gameReviews(g.slug).length > 0);
    if (!foreign) throw new Error('no reviewed game of another studio');
    const other = await call(endpoints['games.reviews'], { params: { game: foreign.slug } });
    expect(other.developer).toBe(false);
    expect(other.pagination.items.every((r) => !r.respondable)).toBe(true);
  });

  it('pages past the end are empty; an unknown game is a 404', async () => {
    expect((await reviews({ page: 9 })).pagination).toMatchObject({ items: [], current: 9, from: null });
    const error = await rejection(call(endpoints['games.reviews'], { params: { game: 'no-such-game' } }));
    expect(error.code).toBe(404);
    expect(error.message).toBe(GAME_NOT_FOUND);
  });

  it('under the empty scenario there are no reviews', async () => {
    await login('premium');
    setScenarioState({ scenario: 'empty' });
    expect(await reviews()).toMatchObject({ rating: 0, current: null, pagination: { total: 0, items: [] } });
  });
});

describe('games.react', () => {
  it('needs a session', async () => {
    const error = await rejection(react('like', true));
    expect(error.code).toBe(401);
    expect(error.message).toBe(UNAUTHORIZED);
  });

  it('status true adds the reaction (retracted false); status false removes it (retracted true)', async () => {
    await login('player');
    const before = (await details()).game;
    expect(before.reacted_to.like).toBe(false);

    expect(await react('like', true)).toEqual({ retracted: false });
    const added = (await details()).game;
    expect(added.reacted_to.like).toBe(true);
    expect(added.stats.reactions).toBe(before.stats.reactions + 1);
    expect(added.reactions.like).toBe(before.reactions.like + 1);
    // Setting it again changes nothing.
    expect(await react('like', true)).toEqual({ retracted: false });
    expect((await details()).game.stats.reactions).toBe(before.stats.reactions + 1);

    expect(await react('like', false)).toEqual({ retracted: true });
    const removed = (await details()).game;
    expect(removed.reacted_to.like).toBe(false);
    expect(removed.stats.reactions).toBe(before.stats.reactions);
    expect(removed.reactions.like).toBe(before.reactions.like);
    expect(await react('like', false)).toEqual({ retracted: true });
  });

  it('a seeded reaction can be retracted; reactions of other types stay', async () => {
    await login('premium');
    expect(await react('love', false)).toEqual({ retracted: true });
    expect((await details()).game.reacted_to).toMatchObject({ love: false, high5: true });
  });

  it('adding a reaction shows in the activity feed', async () => {
    await login('player');
    await react('love', true);
    expect(db.activity.findMany((q) => q.where({ userId: 1, type: 'reaction' })).map((a) => a.title)).toContain('Reacted to Starfall Arena');
  });

  it('an unknown game is a 404; an unknown reaction type a 422 sentence', async () => {
    await login('player');
    const error = await rejection(call(endpoints['games.react'], { params: { slug: 'no-such-game' }, body: { type: 'like', status: true } }));
    expect(error.code).toBe(404);
    const { http, body } = await rawJson('/v1/public/user/arcade/game/starfall-arena/react', { method: 'PUT', body: JSON.stringify({ type: 'wow', status: true }) });
    expect(http).toBe(422);
    expect(body.status.message).toBe('The type must be one of: laugh, joy, cry, anger, high5, like, dislike, love, bug.');
  });
});

describe('games.played', () => {
  it('counts a guest\'s play', async () => {
    const before = record('neon-drift').views;
    await expect(call(endpoints['games.played'], { params: { slug: 'neon-drift' } })).resolves.toBeNull();
    expect(record('neon-drift').views).toBe(before + 1);
    const { game } = await call(endpoints['games.details'], { params: { game: 'neon-drift' } });
    expect(game.stats.views).toBe(before + 1);
  });

  it('counts a logged-in play too', async () => {
    await login('player');
    const before = record('neon-drift').views;
    await call(endpoints['games.played'], { params: { slug: 'neon-drift' } });
    expect(record('neon-drift').views).toBe(before + 1);
  });

  it('an unknown game is a 404', async () => {
    const error = await rejection(call(endpoints['games.played'], { params: { slug: 'no-such-game' } }));
    expect(error.code).toBe(404);
    expect(error.message).toBe(GAME_NOT_FOUND);
  });
});
