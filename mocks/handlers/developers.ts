/* Developer pages: the profile with its games and latest announcements, the announcements list, one announcement. */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { notFound } from '../core/errors';
import { paginate } from '../core/pagination';
import { route } from '../core/route';
import { db, toAnnouncement, toAnnouncementDetails, toDeveloper } from '../db';
import { cards, listOf, NOT_FOUND, popular, requireDeveloper } from './lib/catalogue';

export const ANNOUNCEMENTS_PAGE_SIZE = 8;
export const LATEST_ANNOUNCEMENTS = 3;

function announcementsOf(developer: string) {
  return db.announcements
    .findMany((q) => q.where({ developer: { slug: developer } }))
    .toSorted((a, b) => Date.parse(b.date.published) - Date.parse(a.date.published) || a.slug.localeCompare(b.slug));
}

export const developersHandlers: HttpHandler[] = [
  route(endpoints['developers.details'], ({ params, ok }) => {
    const developer = requireDeveloper(params.developer);
    const games = popular(db.games.findMany((q) => q.where({ developer: { slug: developer.slug } })));
    return ok({
      developer: toDeveloper(developer),
      games: listOf(cards(games)),
      announcements: listOf(announcementsOf(developer.slug).slice(0, LATEST_ANNOUNCEMENTS).map(toAnnouncement)),
    });
  }),

  route(endpoints['developers.announcements'], ({ params, query, ok }) => {
    const developer = requireDeveloper(params.developer);
    const page = paginate(announcementsOf(developer.slug), { page: query.page, perPage: ANNOUNCEMENTS_PAGE_SIZE });
    return ok({ developer: toDeveloper(developer), pagination: { ...page, items: page.items.map(toAnnouncement) } });
  }),

  route(endpoints['developers.announcement'], ({ params, ok }) => {
    const developer = requireDeveloper(params.developer);
    const announcement = db.announcements.findFirst((q) => q.where({ slug: params.announcement, developer: { slug: developer.slug } }));
    if (!announcement) throw notFound(NOT_FOUND.announcement);
    return ok({ developer: toDeveloper(developer), announcement: toAnnouncementDetails(announcement) });
  }),
];
