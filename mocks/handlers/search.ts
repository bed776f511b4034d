/*
 * Search (Decision 2): at least 3 characters, white space at either end not counting (the contract's rule
 * with spec §5's sentence: route() has checked it); the text is searched trimmed. Games and users on by
 * default, articles and announcements only when asked; case-insensitive "contains"; every section is
 * present, empty when not asked for, at most SEARCH_SECTION_LIMIT long.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { SEARCH_SECTION_LIMIT } from '../../src/api/schemas';
import { route } from '../core/route';
import { db, toAnnouncement, toArticle, toUserCard } from '../db';
import { cards, listOf, popular } from './lib/catalogue';

const byDate = (a: { date: { published: string } }, b: { date: { published: string } }) => Date.parse(b.date.published) - Date.parse(a.date.published);

function limit<T>(items: readonly T[]): T[] {
  return listOf(items.slice(0, SEARCH_SECTION_LIMIT));
}

export const searchHandlers: HttpHandler[] = [
  route(endpoints['search.index'], ({ query, ok }) => {
    const text = query.query.trim().toLowerCase();
    const has = (...values: Array<string | null | undefined>) => values.some((v) => v?.toLowerCase().includes(text) ?? false);
    const games =
      (query.games ?? true)
        ? popular(db.games.findMany().filter((g) => has(g.title, g.developer.name, ...g.tags.map((t) => t.title))))
        : [];
    const users =
      (query.users ?? true)
        ? db.users
            .findMany()
            .filter((u) => has(u.username, u.alias))
            .toSorted((a, b) => a.username.localeCompare(b.username))
        : [];
    const articles = (query.articles ?? false) ? db.articles.findMany().filter((a) => has(a.title, a.excerpt)).toSorted(byDate) : [];
    const announcements =
      (query.announcements ?? false) ? db.announcements.findMany().filter((a) => has(a.title, a.excerpt)).toSorted(byDate) : [];

    return ok({
      games: cards(limit(games)),
      users: limit(users).map(toUserCard),
      articles: limit(articles).map(toArticle),
      announcements: limit(announcements).map(toAnnouncement),
    });
  }),
];
