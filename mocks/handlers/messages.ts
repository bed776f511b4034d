/*
 * Direct messages to the logged-in user (header dropdown "New Messages" and its "View All"), newest
 * first, with the unread count; marking some or all read. New ones reach the app live as
 * `message.created` (Decision 15, mocks/realtime/events.ts publishMessage).
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import type { UserMessage } from '../../src/api/schemas';
import { notFound } from '../core/errors';
import { paginate } from '../core/pagination';
import { route } from '../core/route';
import { db, findUserById, toUserCard } from '../db';
import { emptyable } from '../scenarios/apply';
import { PAGE_SIZE } from './lib/accounts';

export const MESSAGE_NOT_FOUND_MESSAGE = 'One or more of these messages could not be found. Please reload the list and try again.';

function messagesOf(userId: number): UserMessage[] {
  const out: UserMessage[] = [];
  const records = db.messages.findMany((q) => q.where({ userId })).toSorted((a, b) => b.date.localeCompare(a.date) || a.uuid.localeCompare(b.uuid));
  for (const m of records) {
    const author = findUserById(m.authorId);
    // A message whose author has left is not shown (a real server would cascade the delete).
    if (author) out.push({ uuid: m.uuid, author: toUserCard(author), body: m.body, read: m.read, date: m.date });
  }
  return out;
}

export const messagesHandlers: HttpHandler[] = [
  route(endpoints['messages.index'], ({ user, query, ok }) => {
    const list = emptyable(messagesOf(user.id));
    return ok({
      unread: list.filter((m) => !m.read).length,
      pagination: paginate(list, { page: query.page, perPage: PAGE_SIZE.messages }),
    });
  }),

  route(endpoints['messages.markRead'], async ({ user, body, ok }) => {
    const wanted = body.uuids ? new Set(body.uuids.map((u) => u.toLowerCase())) : null;
    if (wanted) {
      const mine = new Set(db.messages.findMany((q) => q.where({ userId: user.id })).map((m) => m.uuid.toLowerCase()));
      if ([...wanted].some((uuid) => !mine.has(uuid))) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
    }
    await db.messages.updateMany((q) => q.where({ userId: user.id, uuid: (uuid: string) => wanted === null || wanted.has(uuid.toLowerCase()) }), {
      data(record) {
        record.read = true;
      },
    });
    return ok({ unread: messagesOf(user.id).filter((m) => !m.read).length });
  }),
];
