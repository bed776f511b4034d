import '../../tests/setup/msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import { config } from '../../src/config';
import { call, rejection } from '../core/testing';

const check = (route: string) => call(endpoints['system.redirectCheck'], { body: { route } });

describe('system.redirectCheck', () => {
  it('redirects a legacy path to a relative target', async () => {
    await expect(check('/old-games')).resolves.toEqual({ to: '/arcade/games' });
    await expect(check('/blog/old-post')).resolves.toEqual({ to: '/blog/article/welcome-to-orbital' });
  });

  it('redirects to an absolute URL on an allow-listed host (the developer area)', async () => {
    const { to } = await check('/go/developers');
    expect(to).toBe(config.developerAreaUrl);
    expect(new URL(to).protocol).toMatch(/^https?:$/);
  });

  it('ignores a trailing slash and case, and keeps the query', async () => {
    await expect(check('/Old-Games/')).resolves.toEqual({ to: '/arcade/games' });
    await expect(check('/old-games?sort=popular')).resolves.toEqual({ to: '/arcade/games?sort=popular' });
  });

  it('answers 404 in the envelope when there is no redirect', async () => {
    const error = await rejection(check('/no/such/page'));
    expect(error.code).toBe(404);
    expect(error.httpStatus).toBe(404);
    expect(error.body).toEqual({
      status: { success: false, code: 404, message: 'There is no page at this address.', debug: 'err_not_found' },
      data: null,
    });
  });
});
