/*
 * Paths of the pages other pages link to (spec §2 Routes), built in one place so that every card, slide
 * and search result points at the same URL. Segments and values are URI-encoded.
 */

const GAMES = '/arcade/games';
const seg = encodeURIComponent;

/** `/arcade/games/{game}`: the game page. */
export const gameHref = (game: string) => `${GAMES}/${seg(game)}`;

/**
 * The game index filtered by a card's category. On cards the category is the game's genre (spec §3:
 * "On cards the category appears as category"), which the index filters by as `cat` (guide §3).
 */
export const gameCategoryHref = (genre: string) => `${GAMES}?cat=${seg(genre)}`;

/** `/arcade/games/{game}/catalog/{item}`: a catalog item's page. */
export const catalogItemHref = (game: string, item: string) => `${gameHref(game)}/catalog/${seg(item)}`;

/** `/arcade/games/tag/{tag}`. */
export const tagHref = (tag: string) => `${GAMES}/tag/${seg(tag)}`;

/** `/arcade/games/developer/{developer}`: a developer's profile. */
export const developerHref = (developer: string) => `${GAMES}/developer/${seg(developer)}`;

/** `/community/user/{username}`: a player's public profile. */
export const userProfileHref = (username: string) => `/community/user/${seg(username)}`;
