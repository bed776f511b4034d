// The demo server (engineering guide §3 "Servers and ports"): one port, three things by Host
// (scripts/lib/hosts.mjs says why these hosts).
//  - orbital.localhost[:port]        the built demo (dist-demo), a single-page app; plus, under /__mock/,
//                                    the demo's stand-ins for third parties (mocks/pages: the social
//                                    provider's consent page and the payment checkout). They exist only
//                                    here, never in dist/.
//  - games.orbital.localhost[:port]  the sample game builds: real static files from dist-games/<slug>/, with
//                                    the games origin's headers (Origin-Agent-Cluster, CORS). The page's
//                                    service worker does not control this origin, so games never depend on it.
//                                    A catalogue game without a build there plays the generic demo game,
//                                    dist-games/arcade-demo (scripts/lib/generic-game.mjs), named after it.
//  - localhost[:port], 127.0.0.1     a redirect to orbital.localhost, keeping path and query.
// GET /__health answers 'ok' on any host (readiness probes). Everything is local: the demo works with no
// network connection.
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { answerHealth, redirectToSite, serveGames, siteFor } from './hosts.mjs';
import { serveFile } from './static-server.mjs';

/** Headers on every response. */
export const baseHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Pages and their files under mocks/pages (the path after /__mock/). */
const mockRoutes = [
  { pattern: /^\/__mock\/social\/(facebook|google|steam)\/?$/, file: 'social.html' },
  { pattern: /^\/__mock\/checkout\/?$/, file: 'checkout.html' },
];

function isHtml(path) {
  return path.endsWith('/') || path.endsWith('.html') || !/\.[a-z0-9]+$/i.test(path);
}

function rewrite(req, path) {
  const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
  return { method: req.method, url: `${path}${query}`, headers: req.headers };
}

/**
 * Creates the demo server (not yet listening).
 * @param {{ root?: string, gamesRoot?: string, pagesRoot?: string, log?: boolean }} options
 */
export function createDemoServer({ root = 'dist-demo', gamesRoot = 'dist-games', pagesRoot = 'mocks/pages', log = false } = {}) {
  const appRoot = resolve(root);
  const games = resolve(gamesRoot);
  const pages = resolve(pagesRoot);

  return createServer((req, res) => {
    const handle = async () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const api = path.startsWith('/v1/') && siteFor(req.headers.host) === 'app';
      if (req.method !== 'GET' && req.method !== 'HEAD' && !api) {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', ...baseHeaders }).end('Method not allowed');
        return;
      }
      if (log) console.info(`${req.method} ${req.headers.host ?? ''}${req.url}`);
      if (answerHealth(req, res, baseHeaders) || redirectToSite(req, res, baseHeaders)) return;

      if (siteFor(req.headers.host) === 'games') {
        await serveGames(req, res, games, baseHeaders);
        return;
      }

      if (path.startsWith('/__mock/')) {
        const route = mockRoutes.find((r) => r.pattern.test(path));
        const target = route ? `/${route.file}` : path.replace(/^\/__mock\/assets\//, '/');
        if (!route && !path.startsWith('/__mock/assets/')) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...baseHeaders }).end('Not found');
          return;
        }
        await serveFile(rewrite(req, target), res, pages, {
          spa: false,
          headers: { ...baseHeaders, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
        });
        return;
      }

      // An API call reaches this server only when the page's mock did not answer it (no handler yet, or
      // the service worker is not running): say so in the API's envelope instead of serving index.html.
      if (api) {
        const body = JSON.stringify({
          status: {
            success: false,
            code: 501,
            message: 'The demo has no mock answer for this call. Reload the page so that the mock backend starts, or add a handler in mocks/handlers.',
            debug: 'demo_unhandled',
          },
          data: null,
        });
        res.writeHead(501, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...baseHeaders }).end(body);
        return;
      }

      // The app. index.html and the service worker are never cached (a rebuilt demo shows at once);
      // hashed assets are immutable (static-server's default).
      const noStore = isHtml(path) || path === '/mockServiceWorker.js';
      await serveFile(req, res, appRoot, {
        spa: true,
        headers: noStore ? { ...baseHeaders, 'Cache-Control': 'no-store' } : baseHeaders,
      });
    };
    handle().catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, baseHeaders);
      res.end();
    });
  });
}

/**
 * Starts the demo server on the loopback addresses (IPv4 and, where the machine has it, IPv6:
 * browsers may resolve orbital.localhost and games.orbital.localhost to either). Resolves with `{ port, close }`.
 */
export async function startDemoServer({ port = 4173, ...options } = {}) {
  const root = options.root ?? 'dist-demo';
  const info = await stat(resolve(root, 'index.html')).catch(() => null);
  if (!info) throw new Error(`No demo build in ${root}/. Run \`npm run build:demo\` first (or \`npm run demo\`).`);
  const listen = (host) =>
    new Promise((resolvePromise, reject) => {
      const server = createDemoServer(options);
      server.once('error', reject);
      server.listen(port, host, () => resolvePromise(server));
    });
  const servers = [await listen('127.0.0.1')];
  try {
    servers.push(await listen('::1'));
  } catch (error) {
    // No IPv6 loopback here (EADDRNOTAVAIL): IPv4 is enough. Anything else is a real problem.
    if (error?.code !== 'EADDRNOTAVAIL' && error?.code !== 'EAFNOSUPPORT') {
      for (const server of servers) server.close();
      throw error;
    }
  }
  return {
    port,
    close: () => Promise.all(servers.map((server) => new Promise((r) => server.close(() => r())))),
  };
}
