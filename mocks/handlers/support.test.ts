import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { call, rawFetch, rejection } from '../core/testing';
import { db } from '../db';

const MESSAGE = { subject: 'Cannot load Neon Drift', email: 'visitor@example.com', message: 'The game stays on the loading screen in my Quest browser.' };

async function rawSend(body: unknown): Promise<{ status: number; message: string }> {
  const response = await rawFetch('/v1/public/help/support/message', { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, message: ((await response.json()) as { status: { message: string } }).status.message };
}

describe('help.supportMessage', () => {
  it('stores a guest\'s message', async () => {
    await expect(call(endpoints['help.supportMessage'], { body: MESSAGE })).resolves.toBeNull();
    const stored = db.supportMessages.findMany();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...MESSAGE, userId: null, uuid: expect.any(String), date: expect.any(String) });
  });

  it('stores the sender\'s account when logged in', async () => {
    await call(endpoints['auth.login'], { body: { login: 'premium', password: 'Orbital!2026', remember: false } });
    await call(endpoints['help.supportMessage'], { body: { ...MESSAGE, email: 'premium@orbital.test' } });
    expect(db.supportMessages.findMany()[0]?.userId).toBe(2);
  });

  it('needs subject, e-mail address and message (422 with a sentence) and stores nothing', async () => {
    expect(await rawSend({ email: MESSAGE.email, message: MESSAGE.message })).toEqual({ status: 422, message: 'The subject field is required.' });
    expect(await rawSend({ ...MESSAGE, subject: '' })).toEqual({ status: 422, message: 'The subject field is required.' });
    expect(await rawSend({ ...MESSAGE, email: 'visitor' })).toEqual({ status: 422, message: 'The email must be a valid e-mail address.' });
    expect(await rawSend({ ...MESSAGE, message: '' })).toEqual({ status: 422, message: 'The message field is required.' });
    const blankSubject = await rejection(call(endpoints['help.supportMessage'], { body: { ...MESSAGE, subject: '   ' } }));
    expect(blankSubject).toMatchObject({ code: 422, message: 'Please enter a subject for your message.' });
    const blankMessage = await rejection(call(endpoints['help.supportMessage'], { body: { ...MESSAGE, message: '  \n ' } }));
    expect(blankMessage).toMatchObject({ code: 422, message: 'Please enter your message.' });
    expect(db.supportMessages.count()).toBe(0);
  });
});
