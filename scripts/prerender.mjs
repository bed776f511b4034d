// Build-time prerendering (issue 14): each public route's first screen — the shell and the page's
// skeleton, with the critical CSS that styled-components collects — written into the route's HTML, so a
// player sees the page before any script runs; bootstrap.tsx then hydrates it (src/app/prerender.tsx).
//
//   node scripts/prerender.mjs [--dist dist] [--mode production]
//
// Runs after the client build of the same mode and env (the config decides what the shell shows): builds
// the prerender entry for Node (vite build --ssr), renders each route pattern once (the first screen
// never reads the parameters) and writes it under <dist>/_prerendered/ (`/hc` → _prerendered/hc.html,
// `/arcade/games/:game` → _prerendered/arcade/games/_game.html); <dist>/_prerendered/routes.json maps
// each pattern to its file for the servers (scripts/lib/prerendered.mjs). Every other URL gets the app's
// index.html, which renders in the browser as before.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { chunkFiles, readManifest, routeChunks, staticClosure } from './lib/bundle-report.mjs';
import { EARLY_DATA_SCRIPT } from './lib/early-data.mjs';
import { run } from './lib/run.mjs';

export { EARLY_DATA_SCRIPT };

/** The public routes prerendered: the bench's routes and the other public pages of the route table. */
export const PRERENDERED_ROUTES = [
  '/',
  '/arcade/games',
  '/arcade/games/:game',
  '/arcade/games/tag/:tag',
  '/arcade/games/:game/catalog/:item',
  '/arcade/games/developer/:developer',
  '/blog',
  '/blog/article/:article',
  '/hc',
  '/developers/sdk',
  '/search',
  '/market',
];

/**
 * Each route's page module (its lazy import in the route table, a key of the Vite manifest): its chunks
 * are preloaded from the route's HTML, so they download beside the entry instead of after it has run.
 */
export const ROUTE_PAGES = {
  '/': 'src/features/home/HomePage.tsx',
  '/arcade/games': 'src/features/games/GameIndexPage.tsx',
  '/arcade/games/:game': 'src/features/games/GamePage.tsx',
  '/arcade/games/tag/:tag': 'src/features/games/TagPage.tsx',
  '/arcade/games/:game/catalog/:item': 'src/features/games/CatalogItemPage.tsx',
  '/arcade/games/developer/:developer': 'src/features/developers/DeveloperPage.tsx',
  '/blog': 'src/features/blog/BlogIndexPage.tsx',
  '/blog/article/:article': 'src/features/blog/ArticlePage.tsx',
  '/hc': 'src/features/help/HelpCentrePage.tsx',
  '/developers/sdk': 'src/features/sdk-docs/SdkDocsPage.tsx',
  '/search': 'src/features/search/SearchPage.tsx',
  '/market': 'src/features/market/marketRoute.tsx',
};

/**
 * Modules a route imports lazily but needs at once, modulepreloaded from its HTML beside the page's
 * chunks: its first screen (the hydrate fallback the app hydrates, src/lib/lazyFirstScreen.tsx), and the
 * game page's SDK relay, which answers the game's handshake (time to play, issue 14): its early start's
 * entry, whose imports are the relay's chunk (the entry itself is 1 kB the page uses only when the early-data
 * script started the relay, which it then already has).
 */
export const ROUTE_EARLY_MODULES = {
  '/': ['src/features/home/FirstScreen.tsx'],
  '/arcade/games': ['src/features/games/FirstScreen.tsx'],
  '/arcade/games/:game': ['src/features/games/game-page/GamePageSkeleton.tsx', 'src/features/games/sdk/earlyRelay.ts'],
  '/arcade/games/tag/:tag': ['src/features/games/FirstScreen.tsx'],
  '/arcade/games/:game/catalog/:item': ['src/features/games/FirstScreen.tsx'],
  '/arcade/games/developer/:developer': ['src/features/developers/FirstScreen.tsx'],
  '/blog': ['src/features/blog/FirstScreen.tsx'],
  '/blog/article/:article': ['src/features/blog/FirstScreen.tsx'],
  '/hc': ['src/features/help/FirstScreen.tsx'],
  '/developers/sdk': ['src/features/sdk-docs/FirstScreen.tsx'],
  '/search': ['src/features/search/FirstScreen.tsx'],
  '/market': ['src/features/market/FirstScreen.tsx'],
};

/**
 * The attribute of the prerendered HTML's <style> (styled-components' SC_ATTR, `data-styled` by default), so
 * that the app leaves those styles alone instead of taking them over (ADR 0011 › The prerender's styles stay
 * its own). Without a compiler plugin a component's id is a counter of the components created before it,
 * and the prerender and the browser create them in different orders: taking over the server's styles by id
 * put the browser's components at other components' places in the stylesheet, an override before its base.
 */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-styled-prerendered';

/** A query string with the parameters the app's list pages read: tells whether a route's requests depend on it. */
const PROBE_QUERY = '?page=2&sort=rating&q=probe&tag=probe&build=0.0.1';

/**
 * Every prerendered route's data requests start with the page instead of after the app's bundle (ADR
 * 0012): the early-data script inline (`earlyDataScript`, scripts/early-data.js) starts them and leaves
 * them for the app's API client, which takes them instead of asking again; it fills the parameters in from
 * the address (every game's page is one file), and for a route whose loaders read the query string (the
 * game index's sort and page) it starts them only on an address without one: a request the app does not
 * use is a wasted one. With the first answer it fills the prerendered skeleton's early image, if any.
 *
 * The API requests a route's loaders make on a first visit without a query string, as templates (each
 * parameter's value spelled `{name}`), and whether they are the same with one (`anyQuery`).
 * @param {(url: string) => Promise<string[]>} recordRequests the loaders' requests for a URL (src/app/prerender.tsx)
 * @returns {Promise<{ urls: string[], anyQuery: boolean }>}
 */
export async function earlyDataRequests(pattern, recordRequests) {
  // The script turns the pattern into a regular expression as it stands.
  if (!/^[\w/:-]+$/.test(pattern)) throw new Error(`${pattern}: an early-data route is letters, digits, '/', '-' and ':params'.`);
  const url = sampleUrl(pattern);
  const plain = await recordRequests(url);
  const queried = await recordRequests(`${url}${PROBE_QUERY}`);
  return { urls: plain.map((request) => request.replaceAll(/prerendered-(\w+)/g, '{$1}')), anyQuery: JSON.stringify(plain) === JSON.stringify(queried) };
}

/** The value an early query's parameter takes in the addresses the build records (at least 3 characters, trimmed). */
const ADDRESS_PROBE = 'prerenderedvalue';

/**
 * A route's requests for an address whose query string the early-data script can fill in (the route's
 * `handle.earlyQuery`, src/lib/earlyQuery.ts), as templates with the parameter's value spelled `{?name}`;
 * null without one. Checks the declaration against the loaders: the address with the other parameters
 * written out at their declared defaults must make the same requests as the address without them.
 * @param {{ fill: string, min: number, max: number, same: Record<string, string> } | undefined} earlyQuery
 * @param {(url: string) => Promise<string[]>} recordRequests
 */
export async function earlyAddressRequests(pattern, earlyQuery, recordRequests) {
  if (!earlyQuery) return null;
  const url = sampleUrl(pattern);
  const alone = await recordRequests(`${url}?${new URLSearchParams({ [earlyQuery.fill]: ADDRESS_PROBE })}`);
  const written = await recordRequests(`${url}?${new URLSearchParams({ ...earlyQuery.same, [earlyQuery.fill]: ADDRESS_PROBE })}`);
  if (alone.length === 0 || !alone.every((request) => request.split(ADDRESS_PROBE).length === 2)) {
    throw new Error(`${pattern}: its early query's '${earlyQuery.fill}' does not reach its requests once each (${JSON.stringify(alone)}).`);
  }
  if (JSON.stringify(written) !== JSON.stringify(alone)) {
    throw new Error(`${pattern}: its early query's defaults ${JSON.stringify(earlyQuery.same)} make other requests than their absence.`);
  }
  const urls = alone.map((request) => request.replace(ADDRESS_PROBE, `{?${earlyQuery.fill}}`).replaceAll(/prerendered-(\w+)/g, '{$1}'));
  return { ...earlyQuery, urls };
}

const option = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/**
 * The file a route's HTML is written to, relative to the build's root: under _prerendered/, so the app's
 * index.html stays the plain fallback for every other URL.
 */
export function prerenderedFile(pattern) {
  return `_prerendered${pattern === '/' ? '/index' : pattern.replaceAll(':', '_')}.html`;
}

/** A URL matching `pattern`, for rendering it (the first render never reads the parameters' values). */
const sampleUrl = (pattern) => pattern.replaceAll(/:(\w+)/g, 'prerendered-$1');

/**
 * The app's index.html with a route's markup in #root, its styles and hints (`head`) at the end of <head>,
 * and its early-data script (`early`) right after the charset: before the stylesheet, which a script
 * further down would wait for. Replaced with functions: the script's text has `$` in it.
 */
export function injectPrerendered(template, { html, styles, head = '', early = '' }) {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  const charset = /<meta charset="[^"]*"\s*\/?>/i.test(template) ? /<meta charset="[^"]*"\s*\/?>/i : /<head>/i;
  return lowPriorityScripts(template)
    .replace(charset, (tag) => `${tag}${early}`)
    .replace('</head>', () => `${head}${styles}</head>`)
    .replace(root, () => `<div id="root">${html}</div>`);
}

/**
 * The early-data script for a route (scripts/early-data.js), inline: the site's CSP allows exactly its
 * text by hash (scripts/lib/early-data.mjs). The element carries the route pattern and the request
 * templates; `anyQuery` false: the requests depend on the query string, so start them only without one;
 * `address`: requests for an address whose query string the script fills in (`earlyAddressRequests`);
 * `gamesOrigin`: where the game's frame an early frame slot asks for loads from (else the page's games
 * subdomain, as the app's config has it); `relay`: what starts the SDK relay with that frame (`files`: the
 * module and its imports, `earlyRelayFiles`; `user`, `productName`: the SSR bundle's `earlyRelayOptions`).
 */
export function earlyDataScript({ route, urls, anyQuery = true, app = null, gamesOrigin = null, address = null, relay = null }) {
  const query = anyQuery ? '' : ' data-query="none"';
  const sdkRelay = relay ? ` data-relay="${escapeAttribute(JSON.stringify(relay))}"` : '';
  const filled = address ? ` data-address="${escapeAttribute(JSON.stringify(address))}"` : '';
  const deferred = app ? ` data-app="${escapeAttribute(JSON.stringify(app))}"` : '';
  const games = gamesOrigin ? ` data-games-origin="${escapeAttribute(gamesOrigin)}"` : '';
  return `<script data-route="${escapeAttribute(route)}" data-urls="${escapeAttribute(JSON.stringify(urls))}"${query}${filled}${deferred}${games}${sdkRelay}>${EARLY_DATA_SCRIPT}</script>`;
}

/** The start of the page's SDK relay before the app (an entry of the build), which an early frame's script imports. */
export const SDK_RELAY_MODULE = 'src/features/games/sdk/earlyRelay.ts';

/**
 * The relay's module and the modules it imports, as site paths, the module first. It starts before the app,
 * so it may import nothing of the app's entry (that would start the app with it): the build fails instead.
 */
export function earlyRelayFiles(manifest, entry = 'index.html') {
  const keys = staticClosure(manifest, [SDK_RELAY_MODULE]);
  const app = new Set(staticClosure(manifest, [entry]));
  // The bundler's runtime helpers (a chunk of their own, no module of the app) may be shared.
  const shared = keys.filter((key) => app.has(key) && !key.startsWith('_rolldown-runtime-'));
  if (shared.length > 0) throw new Error(`${SDK_RELAY_MODULE} imports the app's startup chunks (${shared.join(', ')}): the early relay would start the app. Keep the relay's modules out of them (vite.config.ts's chunk groups; ADR 0012).`);
  return chunkFiles(manifest, keys).js.map((file) => `/${file}`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A page whose first screen paints its largest element before the app (an early image, or content all in
 * the HTML; ADR 0012): the app's entry and modulepreloads (index.html's and the page's own, `pageFiles`)
 * leave its HTML for the early-data script's `data-app`, which requests them once that has painted. Returns the template without them and what the script is to request.
 */
export function deferApp(template, pageFiles = []) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no <script type="module" crossorigin src> entry to defer');
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return {
    template: template.replace(ENTRY_SCRIPT, '').replaceAll(MODULE_PRELOAD, ''),
    app: { entry, preload: [...preload, ...pageFiles.map((file) => `/${file}`)] },
  };
}

/**
 * The entry script and its modulepreloads at low priority: a prerendered page paints without them, so the
 * stylesheet, the fonts and the first screen's images go first (index.html itself, which paints nothing
 * before its script runs, keeps them high).
 */
function lowPriorityScripts(template) {
  return template.replaceAll(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** An absolute http(s) URL's origin, or null (a relative or missing URL: the page's own origin). */
function absoluteOrigin(url) {
  try {
    const parsed = new URL(String(url ?? ''));
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * A route's hints for the browser, in its <head>: preconnects to the API (and the games origin on a game
 * page) and the modulepreloads of its page's chunks. Credentialed requests (the API's fetches, the game
 * frame) share no connection with anonymous ones, so the preconnects carry no crossorigin attribute.
 */
export function routeHints({ pageFiles = [], apiOrigin = null, gamesOrigin = null }) {
  const links = [];
  if (apiOrigin) links.push(`<link rel="preconnect" href="${escapeAttribute(apiOrigin)}">`);
  if (gamesOrigin) links.push(`<link rel="preconnect" href="${escapeAttribute(gamesOrigin)}">`);
  for (const file of pageFiles) links.push(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeAttribute(file)}">`);
  return links.join('');
}

async function main() {
  const dist = resolve(option('--dist', 'dist'));
  const mode = option('--mode', 'production');
  const ssrDir = resolve('node_modules/.cache/orbital-prerender');
  rmSync(ssrDir, { recursive: true, force: true });
  const built = await run('npx', ['vite', 'build', '--config', 'vite.prerender.config.ts', '--ssr', 'src/app/prerender.tsx', '--outDir', ssrDir, '--mode', mode, '--logLevel', 'warn', '--emptyOutDir']);
  if (built !== 0) process.exit(built);
  // Set before the bundle loads: styled-components reads it once, as it starts.
  process.env.SC_ATTR = PRERENDERED_STYLE_ATTRIBUTE;
  const { prerender, preloadFirstScreens, routeDataRequests, routeEarlyQuery, earlyRelayOptions } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);
  await preloadFirstScreens();
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const apiOrigin = absoluteOrigin(env.VITE_ORBITAL_API_URL);
  const gamesOrigin = absoluteOrigin(env.VITE_ORBITAL_GAMES_ORIGIN);
  const manifest = readManifest(dist);

  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  // Recorded before any route renders: a render's loaders start late and would count as the next route's.
  const earlyRequests = new Map();
  for (const pattern of PRERENDERED_ROUTES) {
    // Only an absolute API URL is started early (a relative one is the page's own origin's: the demo's service worker, which a first visit's parser runs before).
    const { urls, anyQuery } = apiOrigin ? await earlyDataRequests(pattern, routeDataRequests) : { urls: [], anyQuery: true };
    const address = apiOrigin ? await earlyAddressRequests(pattern, routeEarlyQuery(sampleUrl(pattern)), routeDataRequests) : null;
    const onApi = (list) => list.filter((url) => absoluteOrigin(url) === apiOrigin);
    earlyRequests.set(pattern, { urls: onApi(urls), anyQuery, address: address && onApi(address.urls).length > 0 ? { ...address, urls: onApi(address.urls) } : null });
  }
  const routes = {};
  for (const pattern of PRERENDERED_ROUTES) {
    const file = prerenderedFile(pattern);
    const out = join(dist, file);
    const { shell, initial } = routeChunks(manifest, { page: ROUTE_PAGES[pattern] });
    const earlyModules = (ROUTE_EARLY_MODULES[pattern] ?? []).flatMap((key) => staticClosure(manifest, [key], new Set(initial)));
    const pageFiles = chunkFiles(manifest, [...initial.filter((key) => !shell.includes(key)), ...earlyModules]).js;
    const { urls, anyQuery, address } = earlyRequests.get(pattern) ?? { urls: [], anyQuery: true, address: null };
    const rendered = prerender(sampleUrl(pattern));
    // A first screen that paints its largest element before the app (an early image or text the script
    // fills from the route's data, or content all in the HTML): the app's scripts wait for it (the script
    // requests them).
    const earlyFill = /data-early-(?:image|text)=/.test(rendered.html);
    const paintsFirst = earlyFill ? urls.length > 0 || address !== null : rendered.html.includes('data-early-content');
    const deferred = paintsFirst ? deferApp(template, pageFiles) : null;
    // A first screen that starts the game's frame (the game page's): the games origin, where the build
    // sets it, for the script and for a preconnect.
    const framesOrigin = rendered.html.includes('data-early-frame=') ? gamesOrigin : null;
    const relay = rendered.html.includes('data-early-frame=') ? { files: earlyRelayFiles(manifest), ...earlyRelayOptions() } : null;
    const early = urls.length > 0 || address || deferred ? earlyDataScript({ route: pattern, urls, anyQuery, app: deferred?.app, gamesOrigin: framesOrigin, address, relay }) : '';
    const head = routeHints({ pageFiles: deferred ? [] : pageFiles, apiOrigin, gamesOrigin: framesOrigin });
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, injectPrerendered(deferred?.template ?? template, { ...rendered, head, early }));
    routes[pattern] = `/${file}`;
  }
  mkdirSync(join(dist, '_prerendered'), { recursive: true });
  writeFileSync(join(dist, '_prerendered', 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  console.info(`Prerendered ${PRERENDERED_ROUTES.length} routes into ${dist}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
