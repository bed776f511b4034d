import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { fail, ok } from './envelope';

describe('envelope', () => {
  it('ok() answers 200 with the spec envelope and the data', async () => {
    const response = ok({ to: '/arcade/games' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      status: { success: true, code: 200, message: 'OK', debug: null },
      data: { to: '/arcade/games' },
    });
  });

  it('ok() keeps headers such as Set-Cookie', () => {
    const response = ok(null, { headers: { 'Set-Cookie': 'a=1; Path=/' } });
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/']);
  });

  it('fail() answers with the code as HTTP status, success false, the message, debug and data null', async () => {
    const response = fail(422, 'These credentials do not match our records.');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      status: { success: false, code: 422, message: 'These credentials do not match our records.', debug: null },
      data: null,
    });
  });

  it('fail() carries debug and data when given', async () => {
    const response = fail(419, 'Your session has expired.', { debug: 'err_session', data: { retry: false } });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({
      status: { success: false, code: 419, message: 'Your session has expired.', debug: 'err_session' },
      data: { retry: false },
    });
  });
});
