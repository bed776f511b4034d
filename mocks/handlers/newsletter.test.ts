import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { nowMs } from '../../src/lib/clock';
import { call, rejection } from '../core/testing';
import { db } from '../db';

const confirm = (token: string) => call(endpoints['newsletter.confirm'], { params: { token } });
const unsubscribe = (token: string) => call(endpoints['newsletter.unsubscribe'], { params: { token } });
const newsletters = (id: number) => db.users.findFirst((q) => q.where({ id }))?.settings.notification.newsletters;

describe('newsletter.confirm', () => {
  it('confirms with the demo link once; the subscriber\'s account follows', async () => {
    await db.users.update((q) => q.where({ id: 1 }), {
      data(user) {
        user.settings = { ...user.settings, notification: { ...user.settings.notification, newsletters: false } };
      },
    });
    await expect(confirm('demo-newsletter-confirm')).resolves.toEqual({ message: 'Your newsletter subscription is confirmed. Thank you for subscribing!' });
    expect(newsletters(1)).toBe(true);
    const again = await rejection(confirm('demo-newsletter-confirm'));
    expect(again).toMatchObject({ code: 422, message: 'This subscription link has already been used.' });
  });

  it('refuses the used demo link, an unknown token and an unsubscribe token', async () => {
    await expect(rejection(confirm('demo-newsletter-used'))).resolves.toMatchObject({ code: 422, message: 'This subscription link has already been used.' });
    const message = 'This subscription link is not valid. Please use the link from your most recent newsletter e-mail.';
    await expect(rejection(confirm('no-such-token'))).resolves.toMatchObject({ code: 404, message });
    await expect(rejection(confirm('demo-newsletter-unsubscribe'))).resolves.toMatchObject({ code: 404, message });
  });

  it('refuses an expired link', async () => {
    await db.newsletterTokens.create({ token: 'stale-confirm-token', email: 'nobody@orbital.test', action: 'confirm', used: false, expires: new Date(nowMs() - 1000).toISOString() });
    await expect(rejection(confirm('stale-confirm-token'))).resolves.toMatchObject({
      code: 422,
      message: 'This subscription link has expired. Please subscribe again to get a new one.',
    });
  });
});

describe('newsletter.unsubscribe', () => {
  it('unsubscribes with the demo link once; the subscriber\'s account follows', async () => {
    expect(newsletters(2)).toBe(true);
    await expect(unsubscribe('demo-newsletter-unsubscribe')).resolves.toEqual({
      message: 'You have been unsubscribed from the newsletter and will not receive it any more.',
    });
    expect(newsletters(2)).toBe(false);
    await expect(rejection(unsubscribe('demo-newsletter-unsubscribe'))).resolves.toMatchObject({ code: 422 });
  });

  it('refuses an unknown token and a confirm token', async () => {
    await expect(rejection(unsubscribe('nope-nope-nope'))).resolves.toMatchObject({ code: 404 });
    await expect(rejection(unsubscribe('demo-newsletter-confirm'))).resolves.toMatchObject({ code: 404 });
  });
});
