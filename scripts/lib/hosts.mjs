// The local hosts of the demo and of the production end-to-end setup (engineering guide §3): the site at
// orbital.localhost, the games at games.orbital.localhost, both on one port. In production the site and
// games.{host} are one site; here they are too only when the site is not plain `localhost` — measured
// in our Chromium, a frame on games.localhost under a page on localhost is third-party (its localStorage
// throws SecurityError and its cookies are dropped). So plain localhost (or a loopback IP) answers with a
// redirect to orbital.localhost that keeps the path and query. Readiness probes use GET /__health on
// any host: Node's resolver does not know *.localhost, so they cannot follow that redirect.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gamesContentSecurityPolicy } from './csp.mjs';
import { withGenericGame } from './generic-game.mjs';
import { serveFile } from './static-server.mjs';

export const SITE_HOST = 'orbital.localhost';
export const GAMES_HOST = `games.${SITE_HOST}`;
export const HEALTH_PATH = '/__health';

/** The site's origin on `port`, e.g. http://orbital.localhost:4173. */
export const siteOrigin = (port) => `http://${SITE_HOST}:${port}`;
/** The games origin on `port`, e.g. http://games.orbital.localhost:4173. */
export const gamesOrigin = (port) => `http://${GAMES_HOST}:${port}`;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The Host header's name without the port, lower case. */
export function hostnameOf(hostHeader = '') {
  const host = String(hostHeader).toLowerCase();
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
}

/**
 * Which site answers a Host: 'games' (the game builds), 'redirect' (loopback names that are not
 * same-site with the games), or 'app' (everything else: the site).
 * @returns {'games' | 'redirect' | 'app'}
 */
export function siteFor(hostHeader = '') {
  const hostname = hostnameOf(hostHeader);
  if (hostname === GAMES_HOST) return 'games';
  if (LOOPBACK.has(hostname)) return 'redirect';
  return 'app';
}

/**
 * Every response of the games origin (issue 11):
 * - `Origin-Agent-Cluster: ?1` gives the game its own agent cluster: a same-site frame otherwise shares
 *   the page's process and main thread (measured: a game busy 200 ms of every 250 ms lagged the page by
 *   191 ms; with the header by 4 ms, its storage and cookies unchanged).
 * - `Access-Control-Allow-Origin: *` lets the site probe a build before it frames it (a missing build is
 *   a clear message with a retry, not a blank frame). Game builds are public files; no credentials.
 * - `Cross-Origin-Resource-Policy: cross-origin` lets the site embed the games' assets.
 */
export const gamesHeaders = {
  'Origin-Agent-Cluster': '?1',
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Cache-Control': 'no-cache',
};

/**
 * The site that frames the games answered for a Host: the Host without its leading `games.` (the demo's
 * games.orbital.localhost:4173 → http://orbital.localhost:4173, the bench's games.localhost:4195 →
 * http://localhost:4195); a Host that is not a plain host name gives the demo's site.
 */
export function framingSiteOrigin(hostHeader = '') {
  const host = /^(?:games\.)?((?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?)$/.exec(String(hostHeader).toLowerCase())?.[1];
  return `http://${host ?? SITE_HOST}`;
}

/** 200 'ok' for readiness probes (any host). True when it answered. */
export function answerHealth(req, res, headers = {}) {
  if ((req.url ?? '/').split('?')[0] !== HEALTH_PATH) return false;
  res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end('ok');
  return true;
}

/**
 * Sends a plain-localhost request to the same path and query on orbital.localhost (same port). True
 * when it answered.
 */
export function redirectToSite(req, res, headers = {}) {
  if (siteFor(req.headers.host) !== 'redirect') return false;
  const port = /:(\d+)$/.exec(String(req.headers.host ?? ''))?.[1];
  const location = `http://${SITE_HOST}${port ? `:${port}` : ''}${req.url ?? '/'}`;
  // 307 keeps the method (a stray POST stays a POST); browsers treat it like 302 for GET.
  res.writeHead(307, { Location: location, 'Cache-Control': 'no-store', ...headers }).end();
  return true;
}

/** The game SDK's script-tag file on the games origin: the protocol's major (v1) or an exact version. */
export const SDK_SCRIPT_PATH = /^\/sdk\/(v1|\d+\.\d+\.\d+)\/orbital\.js$/;
/** Where `node scripts/build-sdk.mjs` puts it (npm run build:demo runs that). */
export const SDK_DIST = 'packages/sdk/dist';

let sdkVersion;
/** The version of packages/sdk (read once). */
function currentSdkVersion() {
  sdkVersion ??= JSON.parse(readFileSync(resolve('packages/sdk/package.json'), 'utf8')).version;
  return sdkVersion;
}

/**
 * Serves the game builds under `root` (no single-page fallback: a missing file is a real 404; a catalogue
 * game without a build of its own plays the generic demo game, ./generic-game.mjs), and the
 * SDK's script-tag file: `/sdk/v1/orbital.js` always the newest 1.x (revalidated), `/sdk/{version}/
 * orbital.js` only the current version, immutable. Every response carries `gamesHeaders` and the games
 * origin's Content-Security-Policy (csp.mjs, as nginx sends it), framed only by the site of the Host
 * (framingSiteOrigin) unless `siteOrigin` is given; `env` gives ORBITAL_GAMES_CSP_EXTRA_* (default: the process's);
 * `compress` gzips text as nginx's games server block does (the bench; the demo serves it as is).
 */
export async function serveGames(req, res, root, headers = {}, { sdkDir = SDK_DIST, siteOrigin: site, env = process.env, compress = false } = {}) {
  const policy = gamesContentSecurityPolicy(env, { siteOrigin: site ?? framingSiteOrigin(req.headers?.host) });
  const originHeaders = { ...headers, ...gamesHeaders, 'Content-Security-Policy': policy };
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const sdk = SDK_SCRIPT_PATH.exec(path)?.[1];
  if (sdk && (sdk === 'v1' || sdk === currentSdkVersion())) {
    const cache = sdk === 'v1' ? 'no-cache' : 'public, max-age=31536000, immutable';
    const script = { method: req.method, url: '/orbital.js', headers: req.headers };
    return serveFile(script, res, resolve(sdkDir), { spa: false, compress, headers: { ...originHeaders, 'Cache-Control': cache } });
  }
  // A catalogue game with no build of its own plays the generic demo game (./generic-game.mjs).
  const request = await withGenericGame(req, resolve(root));
  return serveFile(request, res, resolve(root), { spa: false, compress, headers: originHeaders });
}
