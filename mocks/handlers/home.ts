/*
 * Homepage: the slider (in a random order on every call), "Newest Games", "Most Popular Games", the
 * genres ("Game Categories") and "Recent Articles". Non-game experiences stay off the homepage, like
 * on the game index by default. Under the `empty` scenario every list is empty.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { route } from '../core/route';
import { db, toArticle, type GameRecord } from '../db';
import { allGenres, cards, listOf, popular, sortByUpdated } from './lib/catalogue';

export const HOME_SLIDER_SIZE = 6;
export const HOME_LIST_SIZE = 8;
export const HOME_ARTICLES = 3;
/** The sample games always lead the slider's pick. */
const FEATURED = ['starfall-arena', 'neon-drift'];

function shuffled<T>(items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The fixture games and the most popular others, with screenshots to show. */
function sliderGames(games: readonly GameRecord[]): GameRecord[] {
  const featured = FEATURED.map((slug) => games.find((g) => g.slug === slug)).filter((g) => g !== undefined);
  const others = popular(games.filter((g) => !FEATURED.includes(g.slug) && g.slides.length > 0));
  return [...featured, ...others].slice(0, HOME_SLIDER_SIZE);
}

export const homeHandlers: HttpHandler[] = [
  route(endpoints['home.index'], ({ ok }) => {
    const games = db.games.findMany().filter((g) => !g.experience);
    const articles = db.articles.findMany().toSorted((a, b) => Date.parse(b.date.published) - Date.parse(a.date.published));
    return ok({
      games: {
        slider: listOf(cards(shuffled(sliderGames(games)))),
        updated: listOf(cards(sortByUpdated(games).slice(0, HOME_LIST_SIZE))),
        popular: listOf(cards(popular(games).slice(0, HOME_LIST_SIZE))),
      },
      genres: listOf(allGenres()),
      blog: { recent: listOf(articles.slice(0, HOME_ARTICLES).map(toArticle)) },
    });
  }),
];
