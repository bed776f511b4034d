/*
 * Newsletter token pages (/market/subscription/confirm and /unsubscribe): the token of the e-mailed
 * link confirms or ends a subscription once. The subscriber's account (if the address has one) follows:
 * settings.notification.newsletters is switched on or off.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { invalid, notFound } from '../core/errors';
import { route } from '../core/route';
import { db } from '../db';
import { nowMs } from '../../src/lib/clock';
import { findUserByEmail, updateUser } from './lib/accounts';

export const NEWSLETTER_TOKEN_UNKNOWN_MESSAGE =
  'This subscription link is not valid. Please use the link from your most recent newsletter e-mail.';
export const NEWSLETTER_TOKEN_USED_MESSAGE = 'This subscription link has already been used.';
export const NEWSLETTER_TOKEN_EXPIRED_MESSAGE = 'This subscription link has expired. Please subscribe again to get a new one.';
export const NEWSLETTER_CONFIRMED_MESSAGE = 'Your newsletter subscription is confirmed. Thank you for subscribing!';
export const NEWSLETTER_UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed from the newsletter and will not receive it any more.';

async function useToken(token: string, action: 'confirm' | 'unsubscribe'): Promise<void> {
  const record = db.newsletterTokens.findFirst((q) => q.where({ token }));
  if (!record || record.action !== action) throw notFound(NEWSLETTER_TOKEN_UNKNOWN_MESSAGE);
  if (record.used) throw invalid(NEWSLETTER_TOKEN_USED_MESSAGE);
  if (Date.parse(record.expires) < nowMs()) throw invalid(NEWSLETTER_TOKEN_EXPIRED_MESSAGE);
  await db.newsletterTokens.update((q) => q.where({ token }), {
    data(r) {
      r.used = true;
    },
  });
  const subscriber = findUserByEmail(record.email);
  if (subscriber) {
    await updateUser(subscriber.id, (user) => {
      user.settings = { ...user.settings, notification: { ...user.settings.notification, newsletters: action === 'confirm' } };
    });
  }
}

export const newsletterHandlers: HttpHandler[] = [
  route(endpoints['newsletter.confirm'], async ({ params, ok }) => {
    await useToken(params.token, 'confirm');
    return ok({ message: NEWSLETTER_CONFIRMED_MESSAGE });
  }),

  route(endpoints['newsletter.unsubscribe'], async ({ params, ok }) => {
    await useToken(params.token, 'unsubscribe');
    return ok({ message: NEWSLETTER_UNSUBSCRIBED_MESSAGE });
  }),
];
