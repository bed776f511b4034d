/*
 * Game sessions (Decision 13): the game reports its session start and end through the SDK; a logged-in
 * player's session is recorded in the history (account.history) and, once ended, in the activity feed.
 * Starting a session counts a play (views), like games.played does for guests.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { forbidden, invalid, notFound } from '../core/errors';
import { route } from '../core/route';
import { db, findGame } from '../db';
import { addGameViews, isoNow, NOT_FOUND, recordActivity, requireGame } from './lib/catalogue';

export const NOT_YOUR_SESSION_MESSAGE = 'You can only end your own game sessions.';
export const SESSION_ENDED_MESSAGE = 'This game session has already ended.';

export const sessionsHandlers: HttpHandler[] = [
  route(endpoints['sessions.start'], async ({ params, user, ok }) => {
    const game = requireGame(params.slug);
    const id = db.gameSessions.findMany().reduce((max, s) => Math.max(max, s.id), 0) + 1;
    await db.gameSessions.create({ id, userId: user.id, gameSlug: game.slug, started: isoNow(), ended: null, duration: 0 });
    await addGameViews(game.slug);
    return ok({ id });
  }),

  route(endpoints['sessions.end'], async ({ params, body, user, ok }) => {
    const id = /^\d+$/.test(params.id) ? Number(params.id) : Number.NaN;
    const session = Number.isSafeInteger(id) ? db.gameSessions.findFirst((q) => q.where({ id })) : undefined;
    if (!session) throw notFound(NOT_FOUND.session);
    if (session.userId !== user.id) throw forbidden(NOT_YOUR_SESSION_MESSAGE);
    if (session.ended !== null) throw invalid(SESSION_ENDED_MESSAGE);
    await db.gameSessions.update((q) => q.where({ id }), {
      data(s) {
        s.ended = isoNow();
        s.duration = body.duration;
      },
    });
    const game = findGame(session.gameSlug);
    await recordActivity(user, 'played', `Played ${game?.title ?? session.gameSlug}`, `/arcade/games/${session.gameSlug}`);
    return ok(null);
  }),
];
