import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../src/api/errors';
import { primaryErrorView, statusScreenFor } from '../../src/lib/errors/mapping';

const apiError = (code: number, message = `failed with ${code}`) =>
  new ApiError({ status: { success: false, code, message }, data: null }, { httpStatus: code });

describe('statusScreenFor (guide §2.10)', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [419, 'sessionExpired'],
    [500, 'serverError'],
    [503, 'unavailable'],
  ])('maps %i to its screen', (code, screen) => {
    expect(statusScreenFor(apiError(code))).toBe(screen);
  });

  it.each([400, 402, 409, 418, 422, 429, 502, 504, 599])('shows the 500 screen for the unknown status %i', (code) => {
    expect(statusScreenFor(apiError(code))).toBe('serverError');
  });

  it('never shows the maintenance screen for err_network, though its code is 503', () => {
    const error = networkError();
    expect(error.code).toBe(503);
    expect(statusScreenFor(error)).toBe('network');
  });

  it('maps route error responses by status and anything else (a bug, a failed module) to the 500 screen', () => {
    expect(statusScreenFor(new Response(null, { status: 404 }))).toBe('serverError'); // not a route error response
    expect(statusScreenFor({ status: 404, statusText: 'Not Found', internal: true, data: '' })).toBe('notFound');
    expect(statusScreenFor(new TypeError('Failed to fetch dynamically imported module'))).toBe('serverError');
    expect(statusScreenFor(new Error('Unable to preload CSS for /assets/x.css'))).toBe('serverError');
    expect(statusScreenFor('weird')).toBe('serverError');
  });
});

describe('primaryErrorView', () => {
  it('shows the screen for 401, 403, 404, 419 and a real 503', () => {
    for (const code of [401, 403, 404, 419, 503]) {
      expect(primaryErrorView(apiError(code), { inlineErrorState: true }).kind).toBe('screen');
    }
  });

  it("keeps 500 and unknown codes inline ('Oops!' with the server's message) where the page has an error state", () => {
    expect(primaryErrorView(apiError(500, 'Database on fire.'), { inlineErrorState: true })).toEqual({
      kind: 'inline',
      network: false,
      message: 'Database on fire.',
    });
    expect(primaryErrorView(apiError(422), { inlineErrorState: true }).kind).toBe('inline');
  });

  it('shows the 500 screen for 500 where the page has no error state', () => {
    expect(primaryErrorView(apiError(500))).toEqual({ kind: 'screen', screen: 'serverError' });
  });

  it('shows the network message inline, on every page', () => {
    expect(primaryErrorView(networkError())).toEqual({
      kind: 'inline',
      network: true,
      message: 'A network error has occurred. Please check your connection and try again.',
    });
  });
});
