/*
 * The test hosts (engineering guide §3): the browser reaches orbital.localhost, games.orbital.localhost
 * and api.orbital.localhost (Chromium resolves every *.localhost to loopback), but Node's resolver — and
 * so Playwright's request context — does not. Node-side calls go to the loopback address with the Host
 * header the browser would send, so the server answers them as it answers the browser.
 */

/** `request.get(...viaLoopback(url))`: the same request, sent to localhost with `url`'s Host. */
export function viaLoopback(url: string, headers: Record<string, string> = {}): [string, { headers: Record<string, string> }] {
  const parsed = new URL(url);
  const host = parsed.host;
  parsed.hostname = 'localhost';
  return [parsed.toString(), { headers: { ...headers, Host: host } }];
}

/** The loopback form of an origin or URL on a *.localhost host (for Node-side control calls). */
export function loopback(url: string): string {
  const parsed = new URL(url);
  parsed.hostname = 'localhost';
  return parsed.toString().replace(/\/$/, url.endsWith('/') ? '/' : '');
}

/** The games origin of a site origin: http://orbital.localhost:4173 → http://games.orbital.localhost:4173. */
export function gamesOrigin(siteOrigin: string): string {
  const { protocol, host } = new URL(siteOrigin);
  return `${protocol}//games.${host}`;
}
