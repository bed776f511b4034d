// A small static file server for built output (Storybook, the demo, the bench). Single-page apps fall
// back to index.html for paths without a file extension, or to a route's prerendered HTML when the build
// has one (scripts/prerender.mjs). With `compress`, text is gzipped for clients
// that accept it, as any production server would: the bench's Lighthouse runs measure what users would
// download. Test servers leave it off (on localhost it only costs CPU).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { prerenderedLookup } from './prerendered.mjs';

export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.glb': 'model/gltf-binary',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Worth compressing: text formats (images, fonts and media are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

/** Gzipped bodies of immutable files (hashed assets), computed once. */
const gzipCache = new Map();

/** True when the request's Accept-Encoding allows gzip (listed, and not with q=0). */
export function acceptsGzip(acceptEncoding) {
  return String(acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';').map((x) => x.trim()))
    .some(([coding, ...params]) => {
      if (coding?.toLowerCase() !== 'gzip' && coding !== '*') return false;
      const q = params.find((p) => p.startsWith('q='));
      return !q || Number(q.slice(2)) > 0;
    });
}

/** Resolves a URL path inside `root`, or null when it would escape it. */
export function safeJoin(root, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const full = resolve(join(root, normalize(decoded)));
  return full === root || full.startsWith(root + sep) ? full : null;
}

/** Serves `root`; `spa` falls back to index.html; `compress` gzips text; `headers` go on every response. */
/** Each root's prerendered routes (scripts/prerender.mjs), read once. */
const prerenderedByRoot = new Map();

/** The prerendered HTML for a page URL (no file extension) of an SPA build, or null. */
function prerenderedPage(root, url) {
  const { pathname } = new URL(url, 'http://site');
  if (extname(pathname)) return null;
  if (!prerenderedByRoot.has(root)) prerenderedByRoot.set(root, prerenderedLookup(root));
  const file = prerenderedByRoot.get(root)(pathname);
  return file ? join(root, file) : null;
}

export async function serveFile(req, res, root, { spa = true, compress = false, headers = {} } = {}) {
  let file = spa ? prerenderedPage(root, req.url ?? '/') : null;
  if (file) return sendFile(req, res, file, await stat(file), { compress, headers });
  try {
    file = safeJoin(root, req.url ?? '/');
  } catch {
    // Not percent-decodable (e.g. '/hc/legal/%E0%A4%A'): no file has that name, but it may be a page
    // URL the app must answer itself (its 404 or its own handling), so an SPA gets index.html.
    file = spa ? join(root, 'index.html') : null;
  }
  if (!file) {
    res.writeHead(400).end('Bad request');
    return;
  }
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  // A missing file falls back to the app unless it names an asset type we serve (a missing script or
  // image is a real 404): '/game/https%3A%2F%2Fevil.example%2F' decodes to a name ending '.example',
  // which is still a page URL for the app to answer.
  if (!info && spa && !contentTypes[extname(file).toLowerCase()]) {
    file = join(root, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end('Not found');
    return;
  }
  return sendFile(req, res, file, info, { compress, headers });
}

async function sendFile(req, res, file, info, { compress, headers }) {
  const type = contentTypes[extname(file)] ?? 'application/octet-stream';
  const immutable = /\/assets\//.test(file);
  const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
  if (compress && COMPRESSIBLE.has(extname(file)) && acceptsGzip(req.headers?.['accept-encoding'])) {
    const key = `${file}:${info.mtimeMs}:${info.size}`;
    let body = immutable ? gzipCache.get(key) : undefined;
    if (!body) {
      body = gzipSync(await readFile(file));
      if (immutable) gzipCache.set(key, body);
    }
    res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', 'Content-Length': body.length, 'Cache-Control': cache, Vary: 'Accept-Encoding', ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': info.size, 'Cache-Control': cache, Vary: 'Accept-Encoding', ...headers });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/**
 * A static server for `root`. `route(req, res)`, when given, may answer a request first (it returns a
 * promise of true when it did), e.g. the game builds for a games host.
 */
export function startStaticServer({ root, port, host = '127.0.0.1', spa = true, compress = false, headers = {}, route }) {
  const absRoot = resolve(root);
  const server = createServer((req, res) => {
    const served = Promise.resolve(route?.(req, res) ?? false).then((done) => (done ? undefined : serveFile(req, res, absRoot, { spa, compress, headers })));
    served.catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
