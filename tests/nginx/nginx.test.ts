import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, gamesContentSecurityPolicy } from '../../scripts/lib/csp.mjs';
import { gamesHeaders } from '../../scripts/lib/hosts.mjs';
import {
  checkConfig,
  freePort,
  nginxBinary,
  sdkVersion,
  startNginx,
  writeConfig,
  type RunningNginx,
} from '../../scripts/lib/nginx.mjs';
import { precompress } from '../../scripts/precompress.mjs';
import { prerenderedLookup } from '../../scripts/lib/prerendered.mjs';

/*
 * The shipped nginx configuration (deploy/nginx, issue 14) serving the real production build: each header
 * and caching rule a player's browser and a CDN rely on, asked of a running nginx the way a browser asks
 * (Node cannot resolve *.localhost: requests go to 127.0.0.1 with the browser's Host header).
 *
 * It serves a copy of dist/, dist-games/ and packages/sdk/dist/, its files precompressed as `npm run build`
 * does (scripts/precompress.mjs). `npm test` runs it as its own stage after those are built. Skipped only where
 * nginx is not installed and this is not CI; in CI a missing nginx fails.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';
// NGINX_TEST_APP_DIR: another production build than dist (e.g. one of your own while dist is shared).
const appDir = process.env.NGINX_TEST_APP_DIR ?? 'dist';
const needed = [`${appDir}/index.html`, 'dist-games/starfall-arena/index.html', 'dist-games/arcade-demo/index.html', 'packages/sdk/dist/orbital.js'];

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** The first `attribute="…"` value in `html` matching `pattern`. */
function reference(html: string, pattern: RegExp): string {
  const found = pattern.exec(html)?.[1];
  if (!found) throw new Error(`No ${String(pattern)} in the built HTML`);
  return found;
}
const entryScript = (html: string) => reference(html, /<script[^>]+src="(\/assets\/[^"]+\.js)"/);
const gameScript = (html: string) => reference(html, /src="\.(\/assets\/[^"]+\.js)"/);

describe.skipIf(nginxBinary() === null && !process.env.CI)('nginx serving the production build (deploy/nginx)', () => {
  let server: RunningNginx;
  let work = '';
  const app = (path: string) => join(work, 'dist', path);
  const games = (path: string) => join(work, 'games', path);
  const gamesCsp = () => gamesContentSecurityPolicy({}, { siteOrigin: server.siteOrigin });
  /** The file the site's / serves: the prerendered home (scripts/prerender.mjs), or the app's index.html. */
  const homeFile = () => prerenderedLookup(app(''))('/') ?? '/index.html';

  /** One request as a browser on `site` would make it. */
  function get(site: 'site' | 'games' | 'other', path: string, headers: Record<string, string> = {}): Promise<Reply> {
    const host = { site: 'orbital.localhost', games: 'games.orbital.localhost', other: 'localhost' }[site];
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server.port, path, headers: { ...headers, Host: `${host}:${server.port}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
      });
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    const missing = needed.filter((path) => !existsSync(join(repo, path)));
    if (missing.length > 0) {
      throw new Error(
        `Missing ${missing.join(', ')}. npm test builds them in its earlier stages; on their own: ` +
          'node scripts/check-prod-build.mjs && node scripts/build-games.mjs && node scripts/build-sdk.mjs',
      );
    }
    work = mkdtempSync(join(tmpdir(), 'orbital-nginx-test-'));
    cpSync(join(repo, appDir), join(work, 'dist'), { recursive: true });
    cpSync(join(repo, 'dist-games'), join(work, 'games'), { recursive: true });
    cpSync(join(repo, 'packages/sdk/dist'), join(work, 'sdk'), { recursive: true });
    // A prerendered route, by the convention of deploy/nginx: the HTML of /a/b is dist/a/b/index.html.
    mkdirSync(app('nginx-test/prerendered'), { recursive: true });
    writeFileSync(app('nginx-test/prerendered/index.html'), '<!doctype html><title>prerendered</title>');
    // Precompressed as `npm run build` does, but only the files asked for compressed below: brotli 11 over
    // the whole build takes 5–7 s here (a game's script alone 2 s), and what precompress writes for every file is its unit test's job.
    const compressed = [app(homeFile()), app(entryScript(readFileSync(app('index.html'), 'utf8'))), join(work, 'sdk/orbital.js')];
    for (const file of compressed) await precompress(file);

    // The build in dist is the default production config (check-prod-build passes no VITE_ORBITAL_*).
    server = await startNginx({ port: await freePort(), appRoot: app(''), gamesRoot: games(''), sdkRoot: join(work, 'sdk'), env: {}, genericGame: true });
  });

  afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('has the brotli module (Debian: libnginx-mod-http-brotli-static), as production does', () => {
    expect(server.brotli, 'install libnginx-mod-http-brotli-static').toBe(true);
  });

  describe('the site', () => {
    it('sends HTML revalidated (no-cache, ETag → 304) with the CSP of csp.mjs and the security headers', async () => {
      const page = await get('site', '/');
      expect(page.status).toBe(200);
      expect(page.body.equals(readFileSync(app(homeFile())))).toBe(true);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy({}, { pageOrigin: server.siteOrigin }));
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(page.headers['origin-agent-cluster']).toBeUndefined();
      expect(page.headers.etag).toMatch(/^"[\w-]+"$/);

      const again = await get('site', '/', { 'If-None-Match': String(page.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.headers['cache-control']).toBe('no-cache');
    });

    it("answers a client route with the app's shell, and a prerendered route with its own HTML", async () => {
      const shell = readFileSync(app('index.html'));
      for (const path of ['/games', '/games/', '/game/starfall-arena?orbital_x=1', '/blog/welcome-to-orbital', '/hc/legal/privacy-policy']) {
        const page = await get('site', path);
        expect([path, page.status, page.headers['content-type'], page.headers['cache-control']]).toEqual([path, 200, 'text/html; charset=utf-8', 'no-cache']);
        expect([path, page.body.equals(shell)]).toEqual([path, true]);
        expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy({}, { pageOrigin: server.siteOrigin }));
      }
      for (const path of ['/nginx-test/prerendered', '/nginx-test/prerendered/']) {
        const page = await get('site', path);
        expect([path, page.status, page.text, page.headers['cache-control']]).toEqual([path, 200, '<!doctype html><title>prerendered</title>', 'no-cache']);
      }
      // A build whose index.html is the prerendered home writes a bare shell as 200.html: routes get that.
      writeFileSync(app('200.html'), '<!doctype html><title>shell</title>');
      try {
        for (const path of ['/games', '/games/', '/game/starfall-arena']) expect([path, (await get('site', path)).text]).toEqual([path, '<!doctype html><title>shell</title>']);
        // Home is a prerendered route (below) when the build prerenders, else the app's index.html.
        expect((await get('site', '/')).body.equals(readFileSync(app(prerenderedLookup(app(''))('/') ?? 'index.html')))).toBe(true);
      } finally {
        rmSync(app('200.html'));
      }
    });

    it("answers each prerendered route of the build (scripts/prerender.mjs) with its own HTML, most specific pattern first", async () => {
      const lookup = prerenderedLookup(app(''));
      expect(lookup('/'), 'the production build in dist is prerendered (check-prod-build, npm run build)').not.toBeNull();
      const paths = ['/', '/hc', '/hc/', '/arcade/games', '/arcade/games/starfall-arena', '/arcade/games/tag/vr', '/arcade/games/developer/orbital-labs', '/arcade/games/starfall-arena/catalog/plasma-blade', '/blog/article/welcome-to-orbital'];
      const files = new Set<string>();
      for (const path of paths) {
        const file = lookup(path);
        expect({ path, file }).toEqual({ path, file: expect.any(String) });
        files.add(file ?? '');
        const page = await get('site', path);
        expect([path, page.status, page.headers['content-type'], page.headers['cache-control']]).toEqual([path, 200, 'text/html; charset=utf-8', 'no-cache']);
        expect([path, page.body.equals(readFileSync(app(file ?? '')))]).toEqual([path, true]);
        expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy({}, { pageOrigin: server.siteOrigin }));
      }
      // Each pattern its own file: the tag, developer and catalog pages are not taken for a game page.
      expect(files.size).toBe(paths.length - 1);
    });

    it('sends hashed assets immutable for a year, with their content types', async () => {
      const html = readFileSync(app('index.html'), 'utf8');
      const assets = {
        [entryScript(html)]: 'text/javascript; charset=utf-8',
        [reference(html, /<link[^>]+href="(\/assets\/[^"]+\.css)"/)]: 'text/css; charset=utf-8',
        [reference(html, /<link[^>]+href="(\/assets\/[^"]+\.woff2)"/)]: 'font/woff2',
      };
      for (const [path, type] of Object.entries(assets)) {
        const asset = await get('site', path);
        expect([path, asset.status, asset.headers['content-type'], asset.headers['cache-control']]).toEqual([path, 200, type, IMMUTABLE]);
        expect([path, asset.body.equals(readFileSync(app(path)))]).toEqual([path, true]);
        expect(asset.headers['x-content-type-options']).toBe('nosniff');
      }
      // Not hashed: revalidated.
      const icon = await get('site', '/favicon.svg');
      expect([icon.status, icon.headers['content-type'], icon.headers['cache-control']]).toEqual([200, 'image/svg+xml', 'no-cache']);
    });

    it('serves the precompressed brotli or gzip file the client accepts, with Vary: Accept-Encoding', async () => {
      const html = readFileSync(app('index.html'), 'utf8');
      for (const path of [entryScript(html), '/']) {
        const file = readFileSync(app(path === '/' ? homeFile() : path));
        const br = await get('site', path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
        const gzip = await get('site', path, { 'Accept-Encoding': 'gzip, deflate' });
        const plain = await get('site', path);
        expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
        expect(brotliDecompressSync(br.body).equals(file)).toBe(true);
        expect(gunzipSync(gzip.body).equals(file)).toBe(true);
        expect(plain.body.equals(file)).toBe(true);
        for (const reply of [br, gzip, plain]) expect(reply.headers.vary).toBe('Accept-Encoding');
        expect(br.body.length).toBeLessThan(gzip.body.length);
        expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
        expect(br.headers['content-type']).toBe(plain.headers['content-type']);
      }
    });

    it("answers a missing asset with a plain 404 — never the app's HTML — that no cache keeps", async () => {
      const paths = [
        '/assets/index-Missing0.js',
        '/assets/missing.css',
        '/assets/',
        '/missing-chunk.js',
        '/games/chunk-DDPKUndP.js',
        '/images/missing.png',
        '/fonts/missing.woff2',
        '/missing.webmanifest',
        '/.vite/manifest.json',
      ];
      for (const path of paths) {
        const reply = await get('site', path);
        expect([path, reply.status, reply.headers['content-type'], reply.headers['cache-control'], reply.text]).toEqual([
          path,
          404,
          'text/plain; charset=utf-8',
          'no-store',
          'Not found\n',
        ]);
        expect(reply.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('serves robots.txt as text when the build has one, else a 404 — never the HTML', async () => {
      const robots = await get('site', '/robots.txt');
      // public/robots.txt is copied into the build; a build older than it is stale (rebuild it).
      const shipped = existsSync(join(repo, 'public/robots.txt'));
      const built = existsSync(app('robots.txt'));
      expect([built, robots.status, robots.headers['content-type'], robots.headers['cache-control']]).toEqual(
        shipped ? [true, 200, 'text/plain; charset=utf-8', 'no-cache'] : [false, 404, 'text/plain; charset=utf-8', 'no-store'],
      );
      expect(robots.text).toBe(built ? readFileSync(app('robots.txt'), 'utf8') : 'Not found\n');
    });

    it('redirects any other Host to the site (path and query kept) and answers /__health on every host', async () => {
      const other = await get('other', '/games?sort=rating');
      expect([other.status, other.headers.location, other.headers['cache-control']]).toEqual([307, `${server.siteOrigin}/games?sort=rating`, 'no-store']);
      for (const site of ['site', 'games', 'other'] as const) {
        const health = await get(site, '/__health');
        expect([site, health.status, health.text, health.headers['content-type']]).toEqual([site, 200, 'ok\n', 'text/plain; charset=utf-8']);
      }
    });
  });

  describe('the games origin', () => {

    it("sends every game response with the games origin's headers: Origin-Agent-Cluster, CORS, CORP and its own CSP", async () => {
      const page = await get('games', '/starfall-arena/index.html');
      expect([page.status, page.headers['content-type'], page.headers['cache-control']]).toEqual([200, 'text/html; charset=utf-8', 'no-cache']);
      expect(page.body.equals(readFileSync(games('starfall-arena/index.html')))).toBe(true);
      // The headers the demo server and vite preview send (scripts/lib/hosts.mjs), but the caching.
      const shared = Object.entries(gamesHeaders).filter(([name]) => name !== 'Cache-Control');
      expect(shared.map(([name]) => [name, page.headers[name.toLowerCase()]])).toEqual(shared);
      expect(page.headers['origin-agent-cluster']).toBe('?1');
      expect(page.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(page.headers['content-security-policy']).toBe(gamesCsp());
      expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${server.siteOrigin}`);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    });

    it("sends a game's hashed assets immutable, with the origin's headers", async () => {
      const script = gameScript(readFileSync(games('starfall-arena/index.html'), 'utf8'));
      const asset = await get('games', `/starfall-arena${script}`);
      expect([asset.status, asset.headers['content-type'], asset.headers['cache-control']]).toEqual([200, 'text/javascript; charset=utf-8', IMMUTABLE]);
      expect(asset.body.equals(readFileSync(games(`starfall-arena${script}`)))).toBe(true);
      expect(asset.headers['origin-agent-cluster']).toBe('?1');
      expect(asset.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it("serves the SDK's script-tag file: /sdk/v1/ revalidated, /sdk/{version}/ immutable, no other version", async () => {
      const file = readFileSync(join(work, 'sdk/orbital.js'));
      const v1 = await get('games', '/sdk/v1/orbital.js');
      expect([v1.status, v1.headers['content-type'], v1.headers['cache-control'], v1.headers['origin-agent-cluster']]).toEqual([
        200,
        'text/javascript; charset=utf-8',
        'no-cache',
        '?1',
      ]);
      expect(v1.body.equals(file)).toBe(true);
      // Precompressed on this origin too.
      const br = await get('games', '/sdk/v1/orbital.js', { 'Accept-Encoding': 'gzip, br' });
      expect([br.headers['content-encoding'], br.headers.vary, brotliDecompressSync(br.body).equals(file)]).toEqual(['br', 'Accept-Encoding', true]);
      const gzip = await get('games', '/sdk/v1/orbital.js', { 'Accept-Encoding': 'gzip' });
      expect([gzip.headers['content-encoding'], gunzipSync(gzip.body).equals(file)]).toEqual(['gzip', true]);
      const exact = await get('games', `/sdk/${sdkVersion()}/orbital.js`);
      expect([exact.status, exact.headers['cache-control']]).toEqual([200, IMMUTABLE]);
      for (const path of ['/sdk/0.0.1/orbital.js', '/sdk/v2/orbital.js', '/sdk/v1/other.js']) expect([path, (await get('games', path)).status]).toEqual([path, 404]);
    });

    it("answers a missing file with a plain 404 carrying the origin's headers, and never serves the site's app", async () => {
      for (const path of ['/starfall-arena/missing.js', '/starfall-arena/assets/', '/', '/games', '/starfall-arena/.vite/manifest.json']) {
        const reply = await get('games', path);
        expect([path, reply.status, reply.headers['content-type'], reply.headers['cache-control'], reply.headers['origin-agent-cluster']]).toEqual([
          path,
          404,
          'text/plain; charset=utf-8',
          'no-store',
          '?1',
        ]);
      }
    });

    it('plays the generic demo game for a catalogue game without a build (local runs only)', async () => {
      const page = await get('games', '/orbit-defender/index.html');
      expect(page.status).toBe(200);
      expect(page.body.equals(readFileSync(games('arcade-demo/index.html')))).toBe(true);
      const script = gameScript(page.text);
      const asset = await get('games', `/orbit-defender${script}`);
      expect([asset.status, asset.headers['cache-control']]).toEqual([200, IMMUTABLE]);
      expect(asset.body.equals(readFileSync(games(`arcade-demo${script}`)))).toBe(true);
      expect((await get('games', '/orbit-defender/other.html')).status).toBe(404);
    });
  });

  it('renders a production config that nginx accepts (nginx -t)', () => {
    const dir = join(work, 'production');
    const file = writeConfig(dir, {
      siteOrigin: 'https://orbital.example',
      listen: '8080',
      appRoot: app(''),
      gamesRoot: games(''),
      sdkRoot: join(work, 'sdk'),
      env: { VITE_ORBITAL_API_URL: 'https://api.orbital.example' },
    });
    expect(checkConfig(file)).toMatch(/test is successful/);
  });
});
