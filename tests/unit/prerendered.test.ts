import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageSrcSet } from '@/design-system/components/Image/imageVariant';
import type { LoaderFunctionArgs } from 'react-router';
import { createQueryClient } from '@/api/queryClient';
import { SEARCH_EARLY_QUERY } from '@/features/search/params';
import { searchLoader } from '@/features/search/loaders';
import { SESSION_CACHE_KEY } from '@/lib/session/cache';
import {
  EARLY_DATA_SCRIPT,
  PRERENDERED_ROUTES,
  ROUTE_EARLY_MODULES,
  ROUTE_PAGES,
  SDK_RELAY_MODULE,
  earlyAddressRequests,
  earlyDataRequests,
  deferApp,
  type EarlyAddress,
  earlyDataScript,
  earlyRelayFiles,
  injectPrerendered,
  prerenderedFile,
  routeHints,
} from '../../scripts/prerender.mjs';
import benchRoutes from '../../bench/routes.json';
import { cspDirectives } from '../../scripts/lib/csp.mjs';
import { nginxPrerenderedLocations, prerenderedLookup } from '../../scripts/lib/prerendered.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { withMoveBefore } from '../utils/moveBefore';

/* Build-time prerendering (issue 14): where each route's HTML goes, how servers find it, what it holds. */

const root = mkdtempSync(join(tmpdir(), 'orbital-prerendered-'));
const routes: Record<string, string> = {};
for (const pattern of PRERENDERED_ROUTES) {
  const file = prerenderedFile(pattern);
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), `<!doctype html><p>${pattern}</p>`);
  routes[pattern] = `/${file}`;
}
writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(root, 'app.js'), 'export {};');
writeFileSync(join(root, '_prerendered', 'routes.json'), JSON.stringify(routes));

describe('prerenderedFile', () => {
  it('keeps every route under _prerendered/, so index.html stays the plain fallback', () => {
    expect(prerenderedFile('/')).toBe('_prerendered/index.html');
    expect(prerenderedFile('/hc')).toBe('_prerendered/hc.html');
    expect(prerenderedFile('/arcade/games/:game')).toBe('_prerendered/arcade/games/_game.html');
    expect(PRERENDERED_ROUTES.map(prerenderedFile)).not.toContain('index.html');
  });
});

describe('injectPrerendered', () => {
  it("puts the markup in #root and the styles at the end of <head>", () => {
    const html = injectPrerendered('<html><head><title>O</title></head><body><div id="root"></div></body></html>', { html: '<header>H</header>', styles: '<style data-styled="">a{}</style>' });
    expect(html).toBe('<html><head><title>O</title><style data-styled="">a{}</style></head><body><div id="root"><header>H</header></div></body></html>');
  });

  it('puts the route\'s hints before its styles, and the app\'s scripts at low priority: the page paints without them', () => {
    const template = '<head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" href="/assets/index.css"></head><div id="root"></div>';
    const html = injectPrerendered(template, { html: 'H', styles: '<style></style>', head: '<link rel="preconnect" href="https://api.example">' });
    expect(html).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js"><link rel="stylesheet" href="/assets/index.css"><link rel="preconnect" href="https://api.example"><style></style></head><div id="root">H</div>',
    );
  });

  it('refuses a template without an empty #root (nothing would be prerendered)', () => {
    expect(() => injectPrerendered('<div id="root">x</div></head>', { html: '', styles: '' })).toThrow(/no empty/);
  });
});

/** The prerendered pattern an address is served by: a static segment before a parameter (/arcade/games/tag/x is the tag page). */
const patternOf = (url: string) =>
  PRERENDERED_ROUTES.filter((pattern) => new RegExp(`^${pattern.replaceAll(/:\w+/g, '[\\w-]+')}$`).test(url.split('?')[0]!)).toSorted(
    (a, b) => a.split(':').length - b.split(':').length,
  )[0];

describe('routeHints', () => {
  it('preconnects to the API and games origins (credentialed: no crossorigin) and preloads the page chunks at low priority', () => {
    expect(
      routeHints({
        pageFiles: ['assets/HomePage-1.js', 'assets/a"b.js'],
        apiOrigin: 'https://api.orbital.example',
        gamesOrigin: 'https://games.orbital.example',
      }),
    ).toBe(
      '<link rel="preconnect" href="https://api.orbital.example">' +
        '<link rel="preconnect" href="https://games.orbital.example">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/HomePage-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a&quot;b.js">',
    );
    expect(routeHints({})).toBe('');
  });

  it('knows the page module of every prerendered route, and preloads early modules only for routes prerendered', () => {
    expect(Object.keys(ROUTE_PAGES).toSorted()).toEqual(PRERENDERED_ROUTES.toSorted());
    for (const pattern of Object.keys(ROUTE_EARLY_MODULES)) expect(PRERENDERED_ROUTES).toContain(pattern);
    // The game page's SDK relay starts with the page (time to play).
    expect(ROUTE_EARLY_MODULES['/arcade/games/:game']).toContain(SDK_RELAY_MODULE);
  });

  it('starts the early relay from its entry and what it imports, and fails the build when that would start the app', () => {
    const manifest: Record<string, { file: string; imports?: string[]; isEntry?: boolean }> = {
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_rolldown-runtime-r.js', '_shared-s.js'] },
      '_rolldown-runtime-r.js': { file: 'assets/rolldown-runtime-r.js' },
      '_shared-s.js': { file: 'assets/shared-s.js' },
      '_relay-b.js': { file: 'assets/relay-b.js', imports: ['_rolldown-runtime-r.js', '_protocol-p.js'] },
      '_protocol-p.js': { file: 'assets/protocol-p.js' },
      [SDK_RELAY_MODULE]: { file: 'assets/earlyRelay-e.js', isEntry: true, imports: ['_relay-b.js'] },
    };
    // The module first; the bundler's runtime helpers may be the entry's too.
    expect(earlyRelayFiles(manifest)).toEqual(['/assets/earlyRelay-e.js', '/assets/relay-b.js', '/assets/rolldown-runtime-r.js', '/assets/protocol-p.js']);
    manifest['_relay-b.js']?.imports?.push('_shared-s.js');
    expect(() => earlyRelayFiles(manifest)).toThrow(/imports the app's startup chunks \(_shared-s\.js\)/);
  });

  it("preloads each route's lazy first screen, the same module the bench counts in its initial JS", () => {
    const withFirstScreen = (benchRoutes as { routes: { url: string; firstScreen?: string }[] }).routes.filter((route) => route.firstScreen);
    expect(withFirstScreen.length).toBeGreaterThanOrEqual(9);
    for (const route of withFirstScreen) {
      const modules: string[] = ROUTE_EARLY_MODULES[patternOf(route.url) as keyof typeof ROUTE_EARLY_MODULES] ?? [];
      expect(modules).toContain(route.firstScreen);
    }
  });

  it('inlines the early-data script right after the charset, before the stylesheet it would otherwise wait for, with the route and its request templates on the element', () => {
    const early = earlyDataScript({ route: '/arcade/games/:game', urls: ['https://api.orbital.example/v1/public/arcade/game/{game}/details'] });
    expect(early).toBe(
      `<script data-route="/arcade/games/:game" data-urls="[&quot;https://api.orbital.example/v1/public/arcade/game/{game}/details&quot;]">${EARLY_DATA_SCRIPT}</script>`,
    );
    const template = '<head><meta charset="UTF-8" /><link rel="stylesheet" href="/a.css"></head><div id="root"></div>';
    const html = injectPrerendered(template, { html: 'H', styles: '', early });
    // Inserted as it is: the script's `$` characters are not replacement patterns.
    expect(html).toBe(`<head><meta charset="UTF-8" />${early}<link rel="stylesheet" href="/a.css"></head><div id="root">H</div>`);
    expect(EARLY_DATA_SCRIPT).toContain('$');
    expect(earlyDataScript({ route: '/arcade/games', urls: ['https://api.orbital.example/i?page=1'], anyQuery: false })).toMatch(/^<script data-route="\/arcade\/games" data-urls="\[&quot;https:\/\/api.orbital.example\/i\?page=1&quot;\]" data-query="none">/);
  });
});

describe('deferApp', () => {
  it("moves the app's entry and modulepreloads (index.html's, then the page's) from the HTML to the early-data script's data-app", () => {
    const template =
      '<head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-1.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><div id="root"></div>';
    const { template: html, app } = deferApp(template, ['assets/HomePage-1.js']);
    expect(html).toBe('<head><meta charset="UTF-8" /><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><div id="root"></div>');
    expect(app).toEqual({ entry: '/assets/index-1.js', preload: ['/assets/rolldown-runtime-1.js', '/assets/HomePage-1.js'] });
    expect(earlyDataScript({ route: '/', urls: ['https://api.orbital.example/h'], app })).toMatch(
      /^<script data-route="\/" data-urls="\[&quot;https:\/\/api.orbital.example\/h&quot;\]" data-app="\{&quot;entry&quot;:&quot;\/assets\/index-1.js&quot;,&quot;preload&quot;:\[&quot;\/assets\/rolldown-runtime-1.js&quot;,&quot;\/assets\/HomePage-1.js&quot;\]\}">/,
    );
    expect(() => deferApp('<head></head>')).toThrow(/no <script type="module" crossorigin src> entry/);
  });
});

describe('earlyDataRequests', () => {
  const api = 'https://api.orbital.example/v1/public';

  it("spells each parameter's value as its {name}, so one file serves every game", async () => {
    const asked: string[] = [];
    const record = async (url: string) => {
      asked.push(url);
      const [, game, item] = /^\/arcade\/games\/([^/?]+)\/catalog\/([^/?]+)/.exec(url) ?? [];
      return [`${api}/arcade/game/${game}/details`, `${api}/arcade/game/${game}/catalog/${item}`];
    };
    expect(await earlyDataRequests('/arcade/games/:game/catalog/:item', record)).toEqual({
      urls: [`${api}/arcade/game/{game}/details`, `${api}/arcade/game/{game}/catalog/{item}`],
      anyQuery: true,
    });
    // Asked twice: as the route stands and with a query string, to learn whether its loaders read it.
    expect(asked).toHaveLength(2);
    expect(asked[1]).toMatch(/^\/arcade\/games\/prerendered-game\/catalog\/prerendered-item\?.+/);
  });

  it('says when the loaders read the query string: the requests were recorded without one', async () => {
    const sorted = await earlyDataRequests('/arcade/games', async (url) => [`${api}/arcade/game/index?sort=${url.includes('sort=') ? 'rating' : 'released'}`]);
    expect(sorted).toEqual({ urls: [`${api}/arcade/game/index?sort=released`], anyQuery: false });
  });

  it('refuses a pattern the script could not match as it stands', async () => {
    await expect(earlyDataRequests('/blog/(article)?', async () => [])).rejects.toThrow(/letters, digits/);
  });
});

describe('earlyAddressRequests', () => {
  const api = 'https://api.orbital.example/v1/public';
  const early = { fill: 'query', min: 3, max: 100, same: { games: '1' } };

  it("records the route's requests with the parameter's value as {?name}, checking that the declared defaults ask the same", async () => {
    const asked: string[] = [];
    const record = async (url: string) => {
      asked.push(url);
      return [`${api}/search?${new URL(url, 'http://x').searchParams.toString().replace('games=1&', '')}&games=1`];
    };
    expect(await earlyAddressRequests('/search', early, record)).toEqual({ ...early, urls: [`${api}/search?query={?query}&games=1`] });
    expect(asked).toEqual(['/search?query=prerenderedvalue', '/search?games=1&query=prerenderedvalue']);
  });

  it('is null for a route without an early query, and refuses a declaration the loaders contradict', async () => {
    expect(await earlyAddressRequests('/blog', undefined, async () => [])).toBeNull();
    // The default written out asks otherwise: the declaration is wrong.
    await expect(earlyAddressRequests('/search', early, async (url) => [`${api}/search?${new URL(url, 'http://x').searchParams}`])).rejects.toThrow(/other requests/);
    // The value never reaches a request.
    await expect(earlyAddressRequests('/search', early, async () => [`${api}/search`])).rejects.toThrow(/does not reach/);
  });
});

type EarlyStash = Record<string, { at: number; response: Promise<Response> } | undefined>;
const stash = () => (window as unknown as { orbitalEarly?: EarlyStash }).orbitalEarly;

/**
 * Runs the early-data script at `pathname` as the element of `route` with `urls`, against `answer` for
 * fetch; the requests it made ([url, init]) and what it left for the app.
 */
function runEarlyData(
  pathname: string,
  route: string,
  urls: string[],
  query?: 'none',
  answer: (url: string) => Promise<Response> = async () => Response.json({}),
  app?: { entry: string; preload: string[] },
  gamesOrigin?: string,
  address?: EarlyAddress,
) {
  window.history.replaceState(null, '', pathname);
  const script = document.createElement('script');
  if (gamesOrigin) script.dataset.gamesOrigin = gamesOrigin;
  if (address) script.dataset.address = JSON.stringify(address);
  script.dataset.route = route;
  script.dataset.urls = JSON.stringify(urls);
  if (query) script.dataset.query = query;
  if (app) script.dataset.app = JSON.stringify(app);
  const requests: [string, RequestInit | undefined][] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    requests.push([url, init]);
    return answer(url);
  });
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(EARLY_DATA_SCRIPT)();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
    vi.unstubAllGlobals();
  }
  return { requests, urls: requests.map(([url]) => url), left: Object.keys(stash() ?? {}) };
}

/** The skeleton's early image for `from`, in the document's body (as the prerendered HTML has it). */
function earlyImage(from: string, variants = false) {
  const img = document.createElement('img');
  img.dataset.earlyImage = from;
  if (variants) img.setAttribute('data-early-variants', '');
  document.body.append(img);
  return img;
}

/** Lets the script's promise chain (the answer, its JSON) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const answerWith = (data: unknown, status = 200) => async () => Response.json({ status: { success: status < 400, code: status }, data }, { status });

/** What the script added to start the app: the modulepreloads and the entry, in order. */
const appStarted = () =>
  [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], script[type="module"]')].map((element) =>
    element instanceof HTMLScriptElement ? ['script', element.getAttribute('src'), element.crossOrigin] : ['modulepreload', element.getAttribute('href'), element.crossOrigin],
  );

/** The marks the script leaves on the document for a guest's first screen to read. */
const EARLY_MARKS = ['data-early-session', 'data-early-query'];
const earlyMarks = () => EARLY_MARKS.filter((name) => document.documentElement.hasAttribute(name));
function clearEarlyMarks() {
  for (const name of EARLY_MARKS) document.documentElement.removeAttribute(name);
  sessionStorage.clear();
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 5))));

/** The requests the app's own /search loader makes at `address` (through the API client, with a fetch that never answers). */
async function loaderRequests(address: string): Promise<string[]> {
  const requested: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    requested.push(input instanceof Request ? input.url : String(input));
    return new Promise<Response>(() => undefined);
  });
  try {
    void searchLoader(createQueryClient())({ request: new Request(new URL(address, 'http://orbital.test')), params: {} } as LoaderFunctionArgs);
    await new Promise((resolve) => setTimeout(resolve, 10));
    return requested;
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('the early-data script (scripts/early-data.js)', () => {
  const details = 'https://api.orbital.example/v1/public/arcade/game/{game}/details';
  const home = 'https://api.orbital.example/v1/public/global/home';

  // jsdom has no HTMLImageElement.decode; a browser's resolves once the image can be drawn.
  const decode = HTMLImageElement.prototype.decode;
  beforeAll(() => {
    HTMLImageElement.prototype.decode = () => Promise.resolve();
  });
  afterAll(() => {
    HTMLImageElement.prototype.decode = decode;
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
    for (const element of document.head.querySelectorAll('script, link')) element.remove();
    Reflect.deleteProperty(window, 'orbitalEarly');
    window.history.replaceState(null, '', '/');
  });

  const APP = { entry: '/assets/index-1.js', preload: ['/assets/rolldown-runtime-1.js', '/assets/HomePage-1.js'] };
  // The entry first: over HTTP/1.1 it would otherwise queue behind the preloads (six connections a host).
  const STARTED = [
    ['script', '/assets/index-1.js', ''],
    ['modulepreload', '/assets/rolldown-runtime-1.js', ''],
    ['modulepreload', '/assets/HomePage-1.js', ''],
  ];

  it("with data-app, requests the app's scripts only once the early image has painted (decoded, then the frame that shows it)", async () => {
    const img = earlyImage('games.slider.0.hero');
    runEarlyData('/', '/', [home], undefined, answerWith({ games: { slider: [{ hero: '/hero.jpg' }] } }), APP);
    expect(appStarted()).toEqual([]);
    await settle();
    expect(img.getAttribute('src')).toBe('/hero.jpg');
    await nextFrame();
    expect(appStarted()).toEqual(STARTED);
  });

  it("with data-app, fills a lazy early image (a list's further card) too, but waits only for the eager ones and those on screen", async () => {
    const first = earlyImage('pagination.items.0.hero');
    const second = earlyImage('pagination.items.1.hero');
    second.loading = 'lazy';
    const further = earlyImage('pagination.items.2.hero');
    further.loading = 'lazy';
    // The second card is on screen (a phone's first screen shows it too), the third below it.
    further.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: window.innerHeight + 100, width: 300, height: 170 });
    const decoded: string[] = [];
    const decodeOf = HTMLImageElement.prototype.decode;
    HTMLImageElement.prototype.decode = function decodeNever(this: HTMLImageElement) {
      decoded.push(this.dataset.earlyImage ?? '');
      // A lazy image below the screen never decodes until it is scrolled to.
      return this === further ? new Promise<void>(() => undefined) : Promise.resolve();
    };
    try {
      const items = [{ hero: '/a.jpg' }, { hero: '/b.jpg' }, { hero: '/c.jpg' }];
      runEarlyData('/arcade/games', '/arcade/games', [home], undefined, answerWith({ pagination: { items } }), APP);
      await settle();
      expect([first, second, further].map((img) => img.getAttribute('src'))).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
      await nextFrame();
      expect(appStarted()).toEqual(STARTED);
      expect(decoded).toEqual(['pagination.items.0.hero', 'pagination.items.1.hero']);
    } finally {
      HTMLImageElement.prototype.decode = decodeOf;
    }
  });

  it("writes each data-early-text element's text from the first answer as text, never markup; and starts the app once it has painted", async () => {
    const name = document.createElement('span');
    name.dataset.earlyText = 'developer.name';
    const description = document.createElement('p');
    description.dataset.earlyText = 'developer.description';
    const missing = document.createElement('p');
    missing.dataset.earlyText = 'developer.tagline';
    const empty = document.createElement('p');
    empty.dataset.earlyText = 'developer.excerpt';
    document.body.append(name, description, missing, empty);
    const developer = { name: '<img src=x onerror=alert(1)>Labs', description: 'We build\nfast games.', tagline: 42, excerpt: '' };
    runEarlyData('/arcade/games/developer/labs', '/arcade/games/developer/:developer', [details], undefined, answerWith({ developer }), APP);
    await settle();
    expect(name.textContent).toBe('<img src=x onerror=alert(1)>Labs');
    expect(name.children).toHaveLength(0);
    expect(description.textContent).toBe('We build\nfast games.');
    expect(missing.textContent).toBe('');
    expect(missing.hidden).toBe(false);
    // An empty text: the app leaves the element out, so its shimmer goes.
    expect(empty.hidden).toBe(true);
    expect(appStarted()).toEqual([]);
    await nextFrame();
    expect(appStarted()).toEqual(STARTED);
  });

  it('with data-app, starts the app at once when there is nothing to paint: another address, an error answer, a failed request, no image in the data', async () => {
    runEarlyData('/arcade/games/x/catalog/y', '/arcade/games/:game', [details], undefined, undefined, APP);
    expect(appStarted()).toEqual(STARTED);
    for (const answer of [answerWith({}, 500), () => Promise.reject(new TypeError('Failed to fetch')), answerWith({ games: { slider: [] } })]) {
      for (const element of document.head.querySelectorAll('script, link')) element.remove();
      earlyImage('games.slider.0.hero');
      runEarlyData('/', '/', [home], undefined, answer, APP);
      await settle();
      await settle();
      expect(appStarted()).toEqual(STARTED);
    }
  });

  it('with data-app, starts the app after 1.5 s whatever happens (an answer that never comes), and only once', async () => {
    vi.useFakeTimers();
    earlyImage('games.slider.0.hero');
    runEarlyData('/', '/', [home], undefined, () => new Promise<Response>(() => undefined), APP);
    vi.advanceTimersByTime(1499);
    expect(appStarted()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(appStarted()).toEqual(STARTED);
    vi.advanceTimersByTime(5000);
    expect(appStarted()).toHaveLength(3);
  });

  it("with data-app, adds the app's modulepreloads a few a task (three dozen at once made one long task), the entry first, all in order", () => {
    vi.useFakeTimers();
    const preload = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
    earlyImage('games.slider.0.hero');
    runEarlyData('/', '/', [home], undefined, () => new Promise<Response>(() => undefined), { entry: APP.entry, preload });
    vi.advanceTimersByTime(1499);
    expect(appStarted()).toEqual([]);
    const entry = ['script', APP.entry, ''];
    const links = preload.map((href) => ['modulepreload', href, '']);
    // One timer at a time: the 1.5 s wait, then each batch's.
    vi.advanceTimersToNextTimer();
    expect(appStarted()).toEqual([entry, ...links.slice(0, 6)]);
    vi.advanceTimersToNextTimer();
    expect(appStarted()).toEqual([entry, ...links.slice(0, 12)]);
    vi.advanceTimersToNextTimer();
    expect(appStarted()).toEqual([entry, ...links]);
    vi.advanceTimersByTime(5000);
    expect(appStarted()).toHaveLength(15);
  });

  it('with data-app and a first screen whose content is all in the HTML (no early image), starts the app once the parsed page has painted', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      runEarlyData('/developers/sdk', '/developers/sdk', [], undefined, undefined, APP);
      await nextFrame();
      expect(appStarted()).toEqual([]);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
    document.dispatchEvent(new Event('readystatechange'));
    expect(appStarted()).toEqual([]);
    await nextFrame();
    expect(appStarted()).toEqual(STARTED);
  });

  it("marks the document for a session cached in the tab and for an address with a query string, which a guest's first screen hides (the help centre)", () => {
    try {
      runEarlyData('/hc', '/hc', []);
      expect(earlyMarks()).toEqual([]);
      runEarlyData('/hc?view=contact', '/hc', []);
      expect(earlyMarks()).toEqual(['data-early-query']);
      clearEarlyMarks();
      // The app's own cache key: the script reads the same entry the app starts from.
      sessionStorage.setItem(SESSION_CACHE_KEY, '{}');
      runEarlyData('/hc', '/hc', []);
      expect(earlyMarks()).toEqual(['data-early-session']);
    } finally {
      clearEarlyMarks();
    }
  });

  describe('an address whose query string it fills in (data-address: /search)', () => {
    const search = 'https://api.orbital.example/v1/public/search?query={?query}&games=1&users=1&articles=0&announcements=0';
    const ADDRESS = { fill: 'query', min: 3, max: 100, same: { games: '1', users: '1', articles: '0', announcements: '0' }, urls: [search] };
    const run = (address: string) => runEarlyData(address, '/search', [], undefined, undefined, undefined, undefined, ADDRESS);
    const outcome = (address: string) => ({ address, urls: run(address).urls, marked: document.documentElement.hasAttribute('data-early-address') });
    afterEach(() => document.documentElement.removeAttribute('data-early-address'));

    it("fills the value in as the app's client encodes it, alone or beside the default sections, and marks the document", () => {
      const expected = search.replace('{?query}', 'star+wars');
      expect(run('/search?query=star%20wars').urls).toEqual([expected]);
      expect(document.documentElement.hasAttribute('data-early-address')).toBe(true);
      expect(run('/search?query=star+wars&games=1&users=1&articles=0&announcements=0').urls).toEqual([expected]);
      expect(run('/search?games=1&query=%C3%A9t%C3%A9%20%26%20co').urls).toEqual([search.replace('{?query}', '%C3%A9t%C3%A9+%26+co')]);
    });

    it('starts nothing, and leaves the document unmarked, for an address the app would turn into another request or none', () => {
      const addresses = [
        '/search',
        '/search?query=',
        '/search?query=st',
        '/search?query=%20star',
        `/search?query=${'a'.repeat(101)}`,
        '/search?query=star&articles=1',
        '/search?query=star&games=true',
        '/search?query=star&page=2',
        '/search?query=star&query=wars',
      ];
      expect(addresses.map(outcome)).toEqual(addresses.map((address) => ({ address, urls: [], marked: false })));
    });

    it("writes the value as the text of each data-early-text='?query' element, never as markup", async () => {
      const heading = document.createElement('span');
      heading.dataset.earlyText = '?query';
      document.body.append(heading);
      run('/search?query=%3Cb%3Estar%3C%2Fb%3E');
      await settle();
      expect(heading.textContent).toBe('<b>star</b>');
      expect(heading.children).toHaveLength(0);
    });

    it("writes the value into each data-early-value='?query' text box, and nothing from an address it does not fill in", async () => {
      const box = document.createElement('input');
      box.dataset.earlyValue = '?query';
      const other = document.createElement('input');
      other.dataset.earlyValue = '?page';
      document.body.append(box, other);
      try {
        run('/search?query=%3Cb%3Estar%3C%2Fb%3E');
        await settle();
        expect(box.value).toBe('<b>star</b>');
        expect(other.value).toBe('');
        box.value = '';
        run('/search?query=st');
        await settle();
        expect(box.value).toBe('');
      } finally {
        box.remove();
        other.remove();
      }
    });

    it("asks for exactly what the app's loader asks for, from every address it fills in", async () => {
      const template = await earlyAddressRequests('/search', SEARCH_EARLY_QUERY, loaderRequests);
      expect(template?.urls).toHaveLength(1);
      const addresses = ['/search?query=star', '/search?query=star%20wars&games=1&users=1&articles=0&announcements=0', '/search?query=%C3%A9t%C3%A9+%26+%2B1', `/search?query=${'z'.repeat(100)}`];
      const app = [];
      for (const address of addresses) app.push({ address, urls: await loaderRequests(address) });
      expect(app.every(({ urls }) => urls.length === 1)).toBe(true);
      const script = addresses.map((address) => ({ address, urls: runEarlyData(address, '/search', [], undefined, undefined, undefined, undefined, template!).urls }));
      expect(script).toEqual(app);
      // And the app takes each of them instead of asking again.
      for (const address of addresses) expect(await loaderRequests(address)).toEqual([]);
      expect(stash()).toEqual({});
    });
  });

  it('without data-app, leaves the app to the page (its scripts are in the HTML)', async () => {
    earlyImage('games.slider.0.hero');
    runEarlyData('/', '/', [home], undefined, answerWith({ games: { slider: [{ hero: '/hero.jpg' }] } }));
    await settle();
    await nextFrame();
    expect(appStarted()).toEqual([]);
  });

  it("starts the route's requests as the app makes them (credentials, JSON), the parameters filled in from the address, and leaves them for the app", () => {
    const run = runEarlyData('/arcade/games/starfall-arena', '/arcade/games/:game', [details]);
    const url = 'https://api.orbital.example/v1/public/arcade/game/starfall-arena/details';
    expect(run.requests).toEqual([[url, { credentials: 'include', headers: { Accept: 'application/json' } }]]);
    expect(run.left).toEqual([url]);
  });

  it('takes a trailing slash and any query string (the route\'s requests ignore it)', () => {
    expect(runEarlyData('/arcade/games/neon-drift/?orbital_room=7', '/arcade/games/:game', [details]).urls).toHaveLength(1);
  });

  it('for a route whose requests read the query string, starts them only on an address without one', () => {
    const index = ['https://api.orbital.example/v1/public/arcade/game/index?sort=released&page=1'];
    expect(runEarlyData('/arcade/games?sort=rating', '/arcade/games', index, 'none').urls).toEqual([]);
    expect(runEarlyData('/arcade/games', '/arcade/games', index, 'none').urls).toEqual(index);
  });

  it('starts nothing on another address or for a value that is not a plain slug (the app asks itself)', () => {
    expect(runEarlyData('/arcade/games/neon-drift/catalog/x', '/arcade/games/:game', [details]).urls).toEqual([]);
    expect(runEarlyData('/arcade/games/%C3%A9t%C3%A9', '/arcade/games/:game', [details]).urls).toEqual([]);
    expect(stash()).toBeUndefined();
  });

  describe("the game page's early frame", () => {
    const FRAME = { allow: 'xr-spatial-tracking; fullscreen; autoplay; gamepad', sandbox: 'allow-scripts allow-same-origin allow-pointer-lock', title: '{title} (game)', product: 'orbital' };
    const builds = [
      { version: '1.0.0', url: '/starfall-arena/index.html?build=1.0.0', active: false },
      { version: '1.1.0', url: '/starfall-arena/index.html?build=1.1.0#start', active: true },
    ];
    const game = { slug: 'starfall-arena', title: 'Starfall <Arena>', builds };
    withMoveBefore();

    const frameSlot = () => {
      const slot = document.createElement('div');
      slot.dataset.earlyFrame = JSON.stringify(FRAME);
      document.body.append(slot);
      return slot;
    };
    const start = (pathname = '/arcade/games/starfall-arena', data: unknown = { game }, gamesOrigin?: string) =>
      runEarlyData(pathname, '/arcade/games/:game', [details], undefined, answerWith(data), undefined, gamesOrigin);

    it("starts the active build's frame in the first screen's slot, on the page's games subdomain, with the page's frame's allow, sandbox and title", async () => {
      const slot = frameSlot();
      start();
      await settle();
      const frame = slot.querySelector('iframe');
      expect(frame?.getAttribute('src')).toBe(`${location.protocol}//games.${location.host}/starfall-arena/index.html?build=1.1.0#start`);
      expect(frame?.getAttribute('allow')).toBe(FRAME.allow);
      expect(frame?.getAttribute('sandbox')).toBe(FRAME.sandbox);
      expect(frame?.title).toBe('Starfall <Arena> (game)');
      expect(frame?.dataset.earlyFrame).toBe('started');
      frame?.dispatchEvent(new Event('load'));
      expect(frame?.hasAttribute('data-early-loaded')).toBe(true);
    });

    it('uses the games origin the build names, and only the build URL\'s path, query and fragment', async () => {
      const slot = frameSlot();
      const elsewhere = [{ version: '2.0.0', url: 'https://evil.example/x/index.html?a=1', active: true }];
      start('/arcade/games/starfall-arena', { game: { ...game, builds: elsewhere } }, 'https://games.orbital.example');
      await settle();
      expect(slot.querySelector('iframe')?.getAttribute('src')).toBe('https://games.orbital.example/x/index.html?a=1');
    });

    it('starts no frame where the page would load another: a query string (a build or forwarded parameters), a slot below the screen, no moveBefore, a build URL that is not http(s), no builds', async () => {
      const cases: Array<[string, unknown, (slot: HTMLElement) => void]> = [
        ['/arcade/games/starfall-arena?build=1.0.0', { game }, () => undefined],
        ['/arcade/games/starfall-arena', { game }, (slot) => (slot.getBoundingClientRect = () => DOMRect.fromRect({ y: window.innerHeight + 10, width: 300, height: 170 }))],
        ['/arcade/games/starfall-arena', { game }, (slot) => Object.defineProperty(slot, 'moveBefore', { value: undefined })],
        ['/arcade/games/starfall-arena', { game: { ...game, builds: [{ version: '1', url: 'javascript:alert(1)', active: true }] } }, () => undefined],
        ['/arcade/games/starfall-arena', { game: { ...game, builds: [] } }, () => undefined],
      ];
      for (const [pathname, data, prepare] of cases) {
        document.body.replaceChildren();
        const slot = frameSlot();
        prepare(slot);
        start(pathname, data);
        await settle();
        expect(slot.querySelector('iframe')).toBeNull();
      }
    });

    it("answers the game's handshake requests with handshake.pending until the page takes the frame over, and nothing else", async () => {
      const slot = frameSlot();
      start();
      await settle();
      const frame = slot.querySelector('iframe')!;
      const gameWindow = frame.contentWindow!;
      const replies: Array<[unknown, string]> = [];
      vi.spyOn(gameWindow, 'postMessage').mockImplementation(((message: unknown, target: string) => replies.push([message, target])) as typeof gameWindow.postMessage);
      const origin = 'http://games.localhost';
      const hello = { from: 'orbital', v: 1, id: 'a-1', method: 'handshake', params: { sdk: '1.1.0' } };
      const post = (data: unknown, source: Window | null = gameWindow) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      post(hello);
      expect(replies).toEqual([[{ from: 'orbital', v: 1, event: 'handshake.pending' }, origin]]);
      // Another window, another product, another method: no answer.
      post(hello, window);
      post({ ...hello, from: 'acme' });
      post({ ...hello, method: 'user.get' });
      expect(replies).toHaveLength(1);
      // Taken over: the page's relay answers from now on.
      frame.dataset.earlyFrame = 'taken';
      post(hello);
      expect(replies).toHaveLength(1);
    });
  });

  it("fills the skeleton's early image from the first answer's data, with the srcset the app's Image gives it", async () => {
    const hero = earlyImage('games.slider.0.hero', true);
    const inline = earlyImage('games.slider.1.hero', true);
    const plain = earlyImage('games.slider.2.hero');
    const slider = [{ hero: '/media/games/starfall-arena/hero.jpg?v=2' }, { hero: 'data:image/svg+xml,%3Csvg%3E' }, { hero: 'https://cdn.example/a/b.webp' }];
    runEarlyData('/', '/', [home], undefined, answerWith({ games: { slider } }));
    await settle();
    expect(hero.getAttribute('src')).toBe('/media/games/starfall-arena/hero.jpg?v=2');
    expect(hero.getAttribute('srcset')).toBe(imageSrcSet('/media/games/starfall-arena/hero.jpg?v=2'));
    expect(inline.getAttribute('src')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(inline.hasAttribute('srcset')).toBe(false);
    expect(plain.getAttribute('src')).toBe('https://cdn.example/a/b.webp');
    expect(plain.hasAttribute('srcset')).toBe(false);
  });

  it("writes the variants exactly as the app's imageVariant does", async () => {
    const paths = ['/media/blog/cover', 'https://cdn.example/a/b.webp?v=2#x', '/m/a.b/c_w_16_9_hd.png', '/media/games/x/hero.jpg', 'https://cdn.example/dir.v2/file'];
    const images = paths.map((_, i) => earlyImage(`list.${i}`, true));
    runEarlyData('/', '/', [home], undefined, answerWith({ list: paths }));
    await settle();
    expect(images.map((img) => img.getAttribute('srcset'))).toEqual(paths.map((path) => imageSrcSet(path)));
  });

  it('leaves the image alone for anything but a site path, an http(s) URL or an inline image, for a missing path and for an error answer', async () => {
    const values = ['javascript:alert(1)', '//evil.example/x.png', '/\\evil.example/x.png', 'data:text/html,<b>x</b>', 42, null, { src: '/a.png' }];
    const images = values.map((_, i) => earlyImage(`list.${i}`));
    const missing = earlyImage('nothing.here.at.all');
    runEarlyData('/', '/', [home], undefined, answerWith({ list: values }));
    await settle();
    for (const img of [...images, missing]) expect(img.hasAttribute('src')).toBe(false);

    const failed = earlyImage('games.slider.0.hero');
    runEarlyData('/', '/', [home], undefined, answerWith({ games: { slider: [{ hero: '/a.png' }] } }, 500));
    runEarlyData('/', '/', [home], undefined, () => Promise.reject(new TypeError('Failed to fetch')));
    await settle();
    expect(failed.hasAttribute('src')).toBe(false);
  });

  it('paints only from the first request (the one the page draws first) and waits for the skeleton to be parsed', async () => {
    const img = earlyImage('hero');
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      runEarlyData('/arcade/games/x', '/arcade/games/:game', ['https://api.orbital.example/{game}/a', 'https://api.orbital.example/{game}/b'], undefined, async (url) =>
        Response.json({ status: { success: true, code: 200 }, data: { hero: url.endsWith('/a') ? '/first.png' : '/second.png' } }),
      );
      await settle();
      expect(img.hasAttribute('src')).toBe(false);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
    document.dispatchEvent(new Event('readystatechange'));
    expect(img.getAttribute('src')).toBe('/first.png');
  });

  it('ships without its comment, allowed by the site\'s CSP by its hash (no \'unsafe-inline\')', () => {
    expect(EARLY_DATA_SCRIPT).not.toMatch(/^\/\//m);
    const scriptSrc = cspDirectives({}, { pageOrigin: 'https://orbital.example' })['script-src'];
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(EARLY_DATA_SCRIPT).digest('base64')}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe('prerenderedLookup', () => {
  const lookup = prerenderedLookup(root);

  it('finds each pattern, static segments before parameters', () => {
    expect(lookup('/')).toBe('/_prerendered/index.html');
    expect(lookup('/hc')).toBe('/_prerendered/hc.html');
    expect(lookup('/hc/')).toBe('/_prerendered/hc.html');
    expect(lookup('/arcade/games/starfall-arena')).toBe('/_prerendered/arcade/games/_game.html');
    expect(lookup('/arcade/games/tag/vr')).toBe('/_prerendered/arcade/games/tag/_tag.html');
    expect(lookup('/arcade/games/starfall-arena/catalog/plasma-blade')).toBe('/_prerendered/arcade/games/_game/catalog/_item.html');
  });

  it('answers null for pages that are not prerendered and for undecodable paths', () => {
    expect(lookup('/account')).toBeNull();
    expect(lookup('/arcade/games/a/b')).toBeNull();
    expect(lookup('/hc/legal/%E0%A4%A')).toBeNull();
  });

  it('answers null for every path of a build without prerendering', () => {
    expect(prerenderedLookup(join(root, 'nowhere'))('/')).toBeNull();
  });
});

describe('nginxPrerenderedLocations', () => {
  it('gives nginx one regex location per route, in the lookup order, falling back to the app', () => {
    const text = nginxPrerenderedLocations(root);
    const locations = [...text.matchAll(/location ~ (\S+) \{\n\s+try_files (\S+) \/index\.html;/g)].map((m) => [m[1], m[2]]);
    expect(locations).toHaveLength(PRERENDERED_ROUTES.length);
    const at = (file: string) => locations.findIndex(([, f]) => f === file);
    expect(at('/_prerendered/arcade/games/tag/_tag.html')).toBeLessThan(at('/_prerendered/arcade/games/_game.html'));
    expect(locations.find(([, f]) => f === '/_prerendered/arcade/games/_game.html')?.[0]).toBe(String.raw`^\/arcade\/games\/[^/]+\/?$`);
  });

  it('is empty for a build without prerendering', () => {
    expect(nginxPrerenderedLocations(join(root, 'nowhere'))).toBe('');
  });
});

describe('the static server with a prerendered build', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  const get = async (path: string) => (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)).text();
  beforeAll(async () => {
    server = await startStaticServer({ root, port: 0 });
  });
  afterAll(() => server.close());

  it("answers a prerendered route with its HTML, another page with the app's index.html, a file as itself", async () => {
    expect(await get('/')).toContain('<p>/</p>');
    expect(await get('/arcade/games/neon-drift?build=1')).toContain('<p>/arcade/games/:game</p>');
    expect(await get('/account')).toContain('<div id="root"></div>');
    expect(await get('/app.js')).toBe('export {};');
  });
});
