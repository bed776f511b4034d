/*
 * The mock backend in Node (vitest): the same handlers as the demo, intercepted by msw/node.
 *
 * Cookies: msw in Node reads cookies only from the Cookie header and never applies a mocked Set-Cookie.
 * So that a session behaves like in a browser (log in, then every later call is logged in), every
 * Set-Cookie of a mocked response is copied into jsdom's document.cookie, which readCookies() reads.
 */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);

/** Applies a response's Set-Cookie headers to document.cookie (a browser's cookie jar, in jsdom). */
export function applySetCookies(response: Response): void {
  if (typeof document === 'undefined') return;
  for (const cookie of response.headers.getSetCookie()) document.cookie = cookie;
}

server.events.on('response:mocked', (event) => {
  applySetCookies(event.response);
});
