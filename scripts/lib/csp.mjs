// The Content-Security-Policy of the production build (engineering guide §5; docs/security.md), defined
// once as a function of the deployment config: the same VITE_ORBITAL_* variables the build reads
// (.env.example), so the policy allows exactly the hosts the bundle talks to. `vite preview` sends it
// (vite.config.ts, `preview.headers`), and so the production end-to-end suite runs under it; a real
// deployment sends the same header from its web server or CDN (print it: `node scripts/lib/csp.mjs`).
//
// No 'unsafe-eval' and no 'unsafe-inline' for scripts, ever: the one inline script, the prerendered pages'
// early-data script (./early-data.mjs), is allowed by its hash. Styles need 'unsafe-inline': styled-components
// writes its rules into <style> elements at run time (and components set inline style attributes), and a
// static host cannot hand out per-response nonces.
//
// Extra sources a deployment needs beyond its config (an image CDN, an ad network's frames) come from
// ORBITAL_CSP_EXTRA_<DIRECTIVE> (space-separated, e.g. ORBITAL_CSP_EXTRA_IMG_SRC="https://cdn.example"):
// server config, not bundle config, so they are not VITE_ variables.
//
// The games origin sends a policy of its own (gamesContentSecurityPolicy, at the end): one definition for
// nginx's games server block, the demo server and `vite preview` (both through serveGames, hosts.mjs).

import { EARLY_DATA_SCRIPT_HASH } from './early-data.mjs';

/** @typedef {Record<string, string | undefined>} Env */

const DIRECTIVE_ORDER = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'media-src',
  'font-src',
  'connect-src',
  'frame-src',
  'worker-src',
  'manifest-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
];

/** Distinct, non-empty sources in order. */
const sources = (...list) => [...new Set(list.filter(Boolean))];
const truthy = (value) => /^(1|true)$/i.test(String(value ?? '').trim());
const falsy = (value) => /^(0|false)$/i.test(String(value ?? '').trim());
const set = (value) => value !== undefined && String(value).trim() !== '';

/** The origin of an absolute http(s) URL, or null (root-relative paths are 'self'). */
function originOf(value) {
  if (!set(value)) return null;
  try {
    const url = new URL(String(value).trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The policy's directives for a deployment config.
 * @param {Env} env the build's environment (VITE_ORBITAL_* and ORBITAL_CSP_EXTRA_*)
 * @param {{ pageOrigin?: string }} [options] where the app is served (defaults derived from it:
 *   realtime host, games origin); without it, VITE_ORBITAL_SITE_URL, else any port of localhost.
 * @returns {Record<string, string[]>}
 */
export function cspDirectives(env, options = {}) {
  const page = originOf(options.pageOrigin) ?? originOf(env.VITE_ORBITAL_SITE_URL);
  const pageUrl = page ? new URL(page) : null;
  const pageHost = pageUrl?.hostname ?? 'localhost';
  const pagePort = pageUrl ? pageUrl.port : '*';

  const api = originOf(env.VITE_ORBITAL_API_URL); // null: the page origin ('self')

  // Realtime (src/config): scheme https (wss) unless http or FORCE_TLS=false; host defaults to the page's.
  const scheme = set(env.VITE_ORBITAL_REALTIME_SCHEME)
    ? String(env.VITE_ORBITAL_REALTIME_SCHEME).trim()
    : falsy(env.VITE_ORBITAL_REALTIME_FORCE_TLS)
      ? 'http'
      : 'https';
  const realtimeHost = set(env.VITE_ORBITAL_REALTIME_HOST) ? String(env.VITE_ORBITAL_REALTIME_HOST).trim() : pageHost;
  const realtimePort = set(env.VITE_ORBITAL_REALTIME_PORT) ? String(env.VITE_ORBITAL_REALTIME_PORT).trim() : '6001';
  const realtime = `${scheme === 'https' ? 'wss' : 'ws'}://${realtimeHost}:${realtimePort}`;

  // Games (Decision 3): a subdomain of the site's host, by default games.{page host} on the page's port.
  const games =
    originOf(env.VITE_ORBITAL_GAMES_ORIGIN) ?? `${pageUrl ? pageUrl.protocol : 'http:'}//games.${pageHost}${pagePort ? `:${pagePort}` : ''}`;

  const adScript = truthy(env.VITE_ORBITAL_ADS) ? originOf(env.VITE_ORBITAL_AD_NETWORK_SCRIPT_URL) : null;

  const extra = (directive) =>
    String(env[`ORBITAL_CSP_EXTRA_${directive.toUpperCase().replace(/-/g, '_')}`] ?? '')
      .split(/\s+/)
      .filter(Boolean);

  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': sources("'self'", EARLY_DATA_SCRIPT_HASH, adScript),
    'style-src': ["'self'", "'unsafe-inline'"],
    // Image paths are absolute URLs or site-relative paths; the mocks and placeholders use data: SVGs.
    'img-src': sources("'self'", 'data:', 'blob:', api),
    'media-src': sources("'self'", 'data:', 'blob:', api),
    'font-src': ["'self'", 'data:'],
    // The games origin: the game page probes a build (HEAD, CORS) before it frames it.
    'connect-src': sources("'self'", api, realtime, games),
    'frame-src': sources(games),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const name of DIRECTIVE_ORDER) directives[name] = sources(...directives[name], ...extra(name));
  return directives;
}

/**
 * The Content-Security-Policy header value.
 * @param {Env} env
 * @param {{ pageOrigin?: string }} [options]
 */
export function contentSecurityPolicy(env, options = {}) {
  const directives = cspDirectives(env, options);
  const policy = DIRECTIVE_ORDER.map((name) => `${name} ${directives[name].join(' ')}`).join('; ');
  if (/'unsafe-eval'|'wasm-unsafe-eval'/.test(policy)) throw new Error('The Content-Security-Policy must not allow eval.');
  return policy;
}

const GAMES_DIRECTIVE_ORDER = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'media-src',
  'font-src',
  'connect-src',
  'worker-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
];

/**
 * The games origin's directives (Decision 3: games.{site host}). A game is a static build that talks to
 * the page only by postMessage (the SDK; CSP does not govern it), so the policy keeps it to its own origin;
 * what a game engine needs stays allowed: inline styles (the sample games' built HTML has a <style>, three.js
 * and iwer's emulated headset set style attributes), data:/blob: images, media and workers, and WebAssembly
 * ('wasm-unsafe-eval' compiles wasm; JavaScript eval stays forbidden). Only the site may frame a game
 * (frame-ancestors); opened on its own, a game still runs. A deployment whose games need more (a
 * multiplayer server, a CDN) adds sources with ORBITAL_GAMES_CSP_EXTRA_<DIRECTIVE>, like the site's extras.
 * @param {Env} env the server's environment (ORBITAL_GAMES_CSP_EXTRA_*)
 * @param {{ siteOrigin: string }} options the origin of the site that frames the games
 * @returns {Record<string, string[]>}
 */
export function gamesCspDirectives(env, { siteOrigin }) {
  const site = originOf(siteOrigin);
  if (!site) throw new Error(`The games' Content-Security-Policy needs the site's http(s) origin, not ${String(siteOrigin)}.`);
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'frame-ancestors': [site],
  };
  for (const name of GAMES_DIRECTIVE_ORDER) {
    const extra = String(env[`ORBITAL_GAMES_CSP_EXTRA_${name.toUpperCase().replace(/-/g, '_')}`] ?? '')
      .split(/\s+/)
      .filter(Boolean);
    directives[name] = sources(...directives[name], ...extra);
  }
  return directives;
}

/**
 * The games origin's Content-Security-Policy header value: what nginx's games server block
 * (scripts/lib/nginx.mjs), the demo server and `vite preview` (serveGames in scripts/lib/hosts.mjs) send.
 * @param {Env} env
 * @param {{ siteOrigin: string }} options
 */
export function gamesContentSecurityPolicy(env, options) {
  const directives = gamesCspDirectives(env, options);
  const policy = GAMES_DIRECTIVE_ORDER.map((name) => `${name} ${directives[name].join(' ')}`).join('; ');
  if (/'unsafe-eval'/.test(policy)) throw new Error("The games' Content-Security-Policy must not allow JavaScript eval.");
  return policy;
}

// `node scripts/lib/csp.mjs [pageOrigin]`: print the site's policy for the current environment;
// `node scripts/lib/csp.mjs --games <siteOrigin>`: the games origin's.
if (import.meta.url === `file://${process.argv[1]}`) {
  const games = process.argv[2] === '--games';
  console.info(
    games
      ? gamesContentSecurityPolicy(process.env, { siteOrigin: process.argv[3] ?? process.env.VITE_ORBITAL_SITE_URL ?? '' })
      : contentSecurityPolicy(process.env, { pageOrigin: process.argv[2] }),
  );
}
