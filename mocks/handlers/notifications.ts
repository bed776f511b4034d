/*
 * Notifications of the logged-in user (header dropdown and its "View All"), newest first, with the
 * unread count; marking some or all read. New ones reach the app live as `notification.created`
 * (Decision 15, mocks/realtime/events.ts publishNotification).
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import type { UserNotification } from '../../src/api/schemas';
import { notFound } from '../core/errors';
import { paginate } from '../core/pagination';
import { route } from '../core/route';
import { db } from '../db';
import { emptyable } from '../scenarios/apply';
import { PAGE_SIZE } from './lib/accounts';

export const NOTIFICATION_NOT_FOUND_MESSAGE = 'One or more of these notifications could not be found. Please reload the list and try again.';

function notificationsOf(userId: number): UserNotification[] {
  return db.notifications
    .findMany((q) => q.where({ userId }))
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.uuid.localeCompare(b.uuid))
    .map(({ uuid, type, title, body, url, read, date }) => ({ uuid, type, title, body, url, read, date }));
}

function unreadOf(userId: number): number {
  return db.notifications.findMany((q) => q.where({ userId, read: false })).length;
}

export const notificationsHandlers: HttpHandler[] = [
  route(endpoints['notifications.index'], ({ user, query, ok }) => {
    const list = emptyable(notificationsOf(user.id));
    return ok({
      unread: list.filter((n) => !n.read).length,
      pagination: paginate(list, { page: query.page, perPage: PAGE_SIZE.notifications }),
    });
  }),

  route(endpoints['notifications.markRead'], async ({ user, body, ok }) => {
    const wanted = body.uuids ? new Set(body.uuids.map((u) => u.toLowerCase())) : null;
    if (wanted) {
      const mine = new Set(db.notifications.findMany((q) => q.where({ userId: user.id })).map((n) => n.uuid.toLowerCase()));
      if ([...wanted].some((uuid) => !mine.has(uuid))) throw notFound(NOTIFICATION_NOT_FOUND_MESSAGE);
    }
    await db.notifications.updateMany((q) => q.where({ userId: user.id, uuid: (uuid: string) => wanted === null || wanted.has(uuid.toLowerCase()) }), {
      data(record) {
        record.read = true;
      },
    });
    return ok({ unread: unreadOf(user.id) });
  }),
];
