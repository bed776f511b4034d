/*
 * The help centre's contact form (help.supportMessage): subject, e-mail address and message, all
 * required (spec §5). The message is stored (db.supportMessages) with the sender's account when logged in.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { invalid } from '../core/errors';
import { route } from '../core/route';
import { db } from '../db';
import { nowIso } from './lib/accounts';

export const supportHandlers: HttpHandler[] = [
  route(endpoints['help.supportMessage'], async ({ body, user, ok }) => {
    const subject = body.subject.trim();
    const email = body.email.trim();
    const message = body.message.trim();
    // route() checked lengths and the address; blank text (spaces only) is refused here.
    if (subject === '') throw invalid('Please enter a subject for your message.');
    if (message === '') throw invalid('Please enter your message.');
    await db.supportMessages.create({ uuid: crypto.randomUUID(), subject, email, message, userId: user?.id ?? null, date: nowIso() });
    return ok(null);
  }),
];
