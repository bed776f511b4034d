// The bench's web server (scripts/bench/run.mjs; issue 14: "the production end-to-end suite and the bench run
// against [the shipped nginx configuration]"). Where nginx is installed (.ci/run installs it) the builds are
// served by nginx with deploy/nginx rendered by scripts/lib/nginx.mjs, exactly as production serves them:
// precompressed brotli and gzip (scripts/precompress.mjs, as `npm run build` writes them), its caching
// headers and CSP, each prerendered route's HTML, and the games origin with its own headers. Elsewhere, the
// Node static server (scripts/lib/static-server.mjs, gzip on the fly) and serveGames. The app and the floor
// app are always served by the same kind of server with the same compression: the × floor ratios compare
// the builds, not the servers.
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { serveGames, siteOrigin } from '../lib/hosts.mjs';
import { BROTLI_STATIC_MODULE, nginxBinary, startNginx } from '../lib/nginx.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { precompress } from '../precompress.mjs';

/** The servers the bench can use (BENCH_SERVER's values), as the log names them. */
export const BENCH_SERVERS = {
  nginx: 'nginx with the shipped config (deploy/nginx)',
  node: 'the Node static server (scripts/lib/static-server.mjs)',
};

/**
 * Which server serves the builds: BENCH_SERVER (`nginx` or `node`) when set, else nginx where it is
 * installed. Throws on any other value, and when nginx is asked for but missing.
 * @param {Record<string, string | undefined>} [env]
 * @param {boolean} [installed] whether nginx is installed (default: nginxBinary finds it)
 * @returns {'nginx' | 'node'}
 */
export function benchServer(env = process.env, installed = nginxBinary(env) !== null) {
  const asked = env.BENCH_SERVER?.trim();
  if (!asked) return installed ? 'nginx' : 'node';
  if (asked !== 'nginx' && asked !== 'node') throw new Error(`BENCH_SERVER is nginx or node, not ${asked}.`);
  if (asked === 'nginx' && !installed) throw new Error('BENCH_SERVER=nginx, but nginx is not installed (apt-get install -y nginx libnginx-mod-http-brotli-static, or set NGINX_BIN).');
  return asked;
}

/**
 * What the results record of the server (settings.server and .compression, report.mjs renders them):
 * nginx sends the precompressed variants, brotli only when its module is installed.
 * @param {'nginx' | 'node'} kind
 * @param {boolean} [brotli] whether nginx's brotli_static module is installed
 */
export function serverSettings(kind, brotli = existsSync(BROTLI_STATIC_MODULE)) {
  if (kind === 'node') return { server: 'node', compression: 'gzip on the fly' };
  return { server: 'nginx', compression: brotli ? 'precompressed brotli and gzip' : 'precompressed gzip (no brotli module)' };
}

/**
 * Writes the .br and .gz variants nginx serves beside every compressible file of `dirs`, as `npm run
 * build` does (stale variants go). Run before each serving: dist-games is shared and rebuilt without them.
 * @param {string[]} dirs
 */
export async function precompressBuilds(dirs) {
  for (const dir of dirs) if (existsSync(dir)) await precompress(dir);
}

/**
 * Serves the build in `root` on `port` (loopback), the site at http://orbital.localhost:{port} and the games
 * of `gamesRoot` at games.orbital.localhost:{port} (catalogue games without a build play the generic game,
 * as in the demo and the production end-to-end suite). `env`: the build's VITE_ORBITAL_* variables, from
 * which nginx's Content-Security-Policy and games origin follow (scripts/lib/csp.mjs).
 * @param {'nginx' | 'node'} kind
 * @param {{ port: number, root: string, gamesRoot: string, env?: Record<string, string | undefined> }} options
 */
export async function serveBuild(kind, { port, root, gamesRoot, env = {} }) {
  if (kind === 'nginx') {
    const server = await startNginx({ port, appRoot: root, gamesRoot, env, genericGame: true });
    return { kind, origin: server.siteOrigin, brotli: server.brotli, close: () => server.stop() };
  }
  // The games origin gzipped like the app, as nginx serves it (uncompressed, starfall-arena's 582 kB script
  // took 3.7 s of its throttled time to play instead of 1.4 s).
  const route = (req, res) => String(req.headers.host ?? '').startsWith('games.') && serveGames(req, res, gamesRoot, {}, { compress: true }).then(() => true);
  const server = await startStaticServer({ root, port, spa: true, compress: true, route });
  const close = () =>
    new Promise((resolve) => {
      server.close(() => resolve(undefined));
      // A browser's keep-alive connections would hold close() open until they time out.
      server.closeAllConnections();
    });
  return { kind, origin: siteOrigin(port), brotli: false, close };
}

/**
 * GETs `url` (a *.localhost URL, which Node cannot resolve) from the loopback address with the browser's
 * Host and Accept-Encoding, reading the whole body: warms the server's file cache. Resolves to the status.
 * @param {string} url
 */
export function warm(url) {
  const { host, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `${pathname}${search}`, headers: { Host: host, 'Accept-Encoding': 'br, gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}
