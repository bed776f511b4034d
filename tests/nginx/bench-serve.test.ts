import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressBuilds, serveBuild, warm, type ServedBuild } from '../../scripts/bench/serve.mjs';
import { contentSecurityPolicy } from '../../scripts/lib/csp.mjs';
import { GENERIC_GAME } from '../../scripts/lib/generic-game.mjs';
import { freePort, nginxBinary } from '../../scripts/lib/nginx.mjs';

/*
 * `npm run bench` serving its builds with nginx (scripts/bench/serve.mjs, issue 14): a plain SPA build like
 * the floor app's (no prerendered routes) and the games, precompressed by the bench as `npm run build` does,
 * served by the shipped config for the bench build's env: brotli, the caching rules, a CSP that allows the
 * bench's API and realtime socket, the games origin with its headers and the generic game. Small fixtures: the
 * shipped config's every rule is tests/nginx/nginx.test.ts's.
 */

/** The bench build's deployment (scripts/bench/run.mjs appBuildEnv). */
const benchEnv = {
  VITE_ORBITAL_API_URL: 'http://localhost:8797',
  VITE_ORBITAL_REALTIME_HOST: 'localhost',
  VITE_ORBITAL_REALTIME_PORT: '8797',
  VITE_ORBITAL_REALTIME_SCHEME: 'http',
  VITE_ORBITAL_REALTIME_FORCE_TLS: 'false',
};
const SCRIPT = '/assets/index-BUt2UNmO.js';
const script = `export const floor = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `heading ${i}`))};\n`;

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe.skipIf(nginxBinary() === null && !process.env.CI)('the bench served by nginx (scripts/bench/serve.mjs)', () => {
  let work = '';
  let served: ServedBuild;
  let port = 0;

  function get(host: 'orbital.localhost' | 'games.orbital.localhost', path: string, headers: Record<string, string> = {}): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { ...headers, Host: `${host}:${port}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'orbital-bench-nginx-'));
    const floor = join(work, 'floor');
    const games = join(work, 'games');
    mkdirSync(join(floor, 'assets'), { recursive: true });
    writeFileSync(join(floor, 'index.html'), `<!doctype html><html lang="en"><head><title>Floor</title><script type="module" src="${SCRIPT}"></script></head><body><div id="root"></div></body></html>\n`);
    writeFileSync(join(floor, SCRIPT), script);
    for (const game of ['neon-drift', GENERIC_GAME]) {
      mkdirSync(join(games, game), { recursive: true });
      writeFileSync(join(games, game, 'index.html'), `<!doctype html><title>${game}</title>${'<p>a game</p>'.repeat(20)}`);
    }
    await precompressBuilds([floor, games, join(work, 'not-built')]);
    port = await freePort();
    served = await serveBuild('nginx', { port, root: floor, gamesRoot: games, env: benchEnv });
  });

  afterAll(async () => {
    await served?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("serves the build's precompressed brotli at orbital.localhost, scripts immutable, HTML revalidated", async () => {
    expect(served.origin).toBe(`http://orbital.localhost:${port}`);
    expect(await warm(`${served.origin}/`)).toBe(200);
    const js = await get('orbital.localhost', SCRIPT, { 'Accept-Encoding': 'br, gzip' });
    expect(js.status).toBe(200);
    expect(js.headers['content-encoding']).toBe(served.brotli ? 'br' : 'gzip');
    const decode = js.headers['content-encoding'] === 'br' ? brotliDecompressSync : gunzipSync;
    expect(decode(js.body).toString()).toBe(script);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('orbital.localhost', '/', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers a client route of a plain SPA build (no prerendered routes) with its index.html', async () => {
    const page = await get('orbital.localhost', '/arcade/games');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Floor</title>');
  });

  it("sends the bench build's CSP: its API and realtime socket allowed, the games origin framed", async () => {
    const policy = String((await get('orbital.localhost', '/')).headers['content-security-policy']);
    expect(policy).toBe(contentSecurityPolicy(benchEnv, { pageOrigin: served.origin }));
    expect(policy).toMatch(/connect-src [^;]*http:\/\/localhost:8797[^;]* ws:\/\/localhost:8797/);
    expect(policy).toContain(`frame-src http://games.orbital.localhost:${port}`);
  });

  it("serves the games origin with its headers, a catalogue game without a build playing the generic game", async () => {
    const game = await get('games.orbital.localhost', '/neon-drift/index.html');
    expect(game.status).toBe(200);
    expect(game.headers['origin-agent-cluster']).toBe('?1');
    expect(game.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const generic = await get('games.orbital.localhost', '/blade-circuit/index.html');
    expect(generic.status).toBe(200);
    expect(generic.body.toString()).toContain(`<title>${GENERIC_GAME}</title>`);
  });
});
