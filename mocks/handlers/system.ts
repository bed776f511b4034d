/* System handlers: the redirect check of the 404 page. */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { notFound } from '../core/errors';
import { route } from '../core/route';
import { db } from '../db';

export const NO_REDIRECT_MESSAGE = 'There is no page at this address.';

/** '/Old-Games/' → '/old-games': trailing slashes and case do not matter. */
function normalize(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

export const systemHandlers: HttpHandler[] = [
  route(endpoints['system.redirectCheck'], ({ body, ok }) => {
    const url = new URL(body.route, 'http://route.invalid');
    const wanted = normalize(url.pathname);
    const redirect = db.redirects.findFirst((q) => q.where({ from: (from: string) => normalize(from) === wanted }));
    if (!redirect) throw notFound(NO_REDIRECT_MESSAGE);
    // The query of the old address is kept when the new one has none ('/old-games?sort=popular').
    const to = url.search && !redirect.to.includes('?') ? `${redirect.to}${url.search}` : redirect.to;
    return ok({ to });
  }),
];
