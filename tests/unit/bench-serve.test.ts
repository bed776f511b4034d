import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderGames, renderMarkdown, servedBy, type BenchResults, type BenchTarget, type GamesFigures } from '../../scripts/bench/report.mjs';
import { benchServer, serveBuild, serverSettings, warm, type ServedBuild } from '../../scripts/bench/serve.mjs';
import { gamesHeaders } from '../../scripts/lib/hosts.mjs';
import { freePort } from '../../scripts/lib/nginx.mjs';

/*
 * The bench's web server (scripts/bench/serve.mjs, issue 14): nginx with the shipped config where installed,
 * else the Node static server, chosen once for the app and the floor app alike; which one served is recorded
 * in the results. nginx's own serving of a bench build: tests/nginx/bench-serve.test.ts.
 */

describe('the choice of server (benchServer)', () => {
  it('nginx where it is installed, else the Node static server', () => {
    expect(benchServer({}, true)).toBe('nginx');
    expect(benchServer({}, false)).toBe('node');
    expect(benchServer({ BENCH_SERVER: '' }, false)).toBe('node');
  });

  it('BENCH_SERVER chooses; nginx asked for but missing, or an unknown server, is an error', () => {
    expect(benchServer({ BENCH_SERVER: 'node' }, true)).toBe('node');
    expect(benchServer({ BENCH_SERVER: 'nginx' }, true)).toBe('nginx');
    expect(() => benchServer({ BENCH_SERVER: 'nginx' }, false)).toThrow(/nginx is not installed/);
    expect(() => benchServer({ BENCH_SERVER: 'caddy' }, true)).toThrow(/nginx or node, not caddy/);
  });

  it('records the server and what it compresses with (brotli only with nginx and its module)', () => {
    expect(serverSettings('nginx', true)).toEqual({ server: 'nginx', compression: 'precompressed brotli and gzip' });
    expect(serverSettings('nginx', false)).toEqual({ server: 'nginx', compression: 'precompressed gzip (no brotli module)' });
    expect(serverSettings('node', true)).toEqual({ server: 'node', compression: 'gzip on the fly' });
  });
});

const target = (name: string): BenchTarget => {
  const files = { files: [], raw: 1000, gzip: 400 };
  return { name, url: '/', page: 'x', bundle: { initialJs: files, initialCss: files, lazy: [], lazyTotal: { raw: 0, gzip: 0 }, otherPages: 0 }, lighthouse: null, ratios: {} };
};
const results = (settings: Partial<BenchResults['settings']>): BenchResults => ({
  schema: 1,
  date: '2026-11-24T00:00:00Z',
  commit: 'abc1234',
  dirty: false,
  environment: { node: 'v24', chromium: null, lighthouse: null, cpus: 2, loadavg: [0, 0, 0], platform: 'linux x64' },
  settings: { runs: 0, lighthouse: false, preset: 'mobile', gzipLevel: 9, apiUrl: 'http://localhost:8797', ...settings },
  floor: target('floor'),
  routes: [target('home')],
  skipped: [],
  warnings: [],
  durationSeconds: 1,
});

const settingsLine = (r: BenchResults) => renderMarkdown(r).split('\n').find((line) => line.startsWith('Settings:'));

describe('the server in the summary (report.mjs)', () => {
  it("the Settings line names the server and its compression; older results' line names none", () => {
    expect(settingsLine(results(serverSettings('nginx', true)))).toContain('served by nginx with the shipped config (deploy/nginx), precompressed brotli and gzip; ');
    expect(settingsLine(results(serverSettings('node', true)))).toContain('served by the Node static server, gzip on the fly; ');
    expect(settingsLine(results({}))).not.toContain('served by');
    expect(servedBy(undefined)).toBeNull();
  });

  it("the games' section says what served the site and the games origin", () => {
    const games: GamesFigures = {
      budgets: { startupJsGzipBytes: 250_000, firstFrameMs: 2000, xrDrawCalls: 100, xrTriangles: 300_000 },
      startupJs: [],
      firstFrame: { loads: 5, games: [] },
      starfallXr: null,
      date: '2026-11-24T00:00:00Z',
      commit: 'abc1234',
      chromium: null,
      loadavg: [0, 0, 0],
      ...serverSettings('nginx', true),
    };
    expect(renderGames({ ...results({}), games }).join('\n')).toContain('Site and games origin served by nginx with the shipped config (deploy/nginx), precompressed brotli and gzip.');
  });
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
/** GET from the loopback address with a browser's Host (Node cannot resolve *.localhost). */
function get(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the Node static server fallback (serveBuild node)', () => {
  const work = mkdtempSync(join(tmpdir(), 'orbital-bench-serve-'));
  let served: ServedBuild;
  let port = 0;

  beforeAll(async () => {
    mkdirSync(join(work, 'app'), { recursive: true });
    mkdirSync(join(work, 'games', 'neon-drift'), { recursive: true });
    writeFileSync(join(work, 'app', 'index.html'), `<!doctype html><title>app</title>${'<p>padding</p>'.repeat(100)}`);
    writeFileSync(join(work, 'games', 'neon-drift', 'index.html'), '<!doctype html><title>game</title>');
    port = await freePort();
    served = await serveBuild('node', { port, root: join(work, 'app'), gamesRoot: join(work, 'games') });
  });
  afterAll(async () => {
    await served?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('serves the site at orbital.localhost, gzipped, with client routes falling back to the app', async () => {
    expect(served.origin).toBe(`http://orbital.localhost:${port}`);
    expect(served.brotli).toBe(false);
    expect(await warm(`${served.origin}/arcade/games`)).toBe(200);
    const page = await get(port, `orbital.localhost:${port}`, '/', { 'Accept-Encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('<title>app</title>');
  });

  it("serves the games' builds for the games host with the games origin's headers", async () => {
    const game = await get(port, `games.orbital.localhost:${port}`, '/neon-drift/index.html');
    expect(game.status).toBe(200);
    expect(game.body.toString()).toContain('<title>game</title>');
    expect(game.headers['origin-agent-cluster']).toBe(gamesHeaders['Origin-Agent-Cluster']);
    expect(game.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
