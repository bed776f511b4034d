// The games origin's generic demo game (issue 13): the demo's catalogue is generated, so only the sample
// games (games/<slug>/, built into dist-games/<slug>/) have builds of their own. Every other catalogue game's
// build URL, /{slug}/index.html (mocks/db/seed/catalog.ts), plays the generic game games/arcade-demo instead,
// so a sales demo never opens an empty frame. The games server does not know the catalogue: it keeps the
// rule the demo's stand-in page had — any /{slug}/index.html whose slug has no build directory — and maps
// that build's relative assets (/{slug}/assets/…, its base is './') to the generic game's. The URL stays
// /{slug}/…, so the game names itself after the slug. Everything else under such a slug (another file, a
// deeper path) is not mapped and stays a 404, so a build URL that really is missing still shows the game
// page's frame error with 'Try Again'.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';

/** The folder under games/ (and dist-games/) of the generic game. */
export const GENERIC_GAME = 'arcade-demo';

const SLUG = '[a-z0-9][a-z0-9-]*';
const START = new RegExp(`^/(${SLUG})/index\\.html$`);
const ASSET = new RegExp(`^/(${SLUG})/(assets/[A-Za-z0-9._-]+)$`);

/**
 * The generic game's path for a request path on the games origin, or null when the request is served as
 * asked. `hasBuild(slug)` tells whether the slug has a build of its own.
 * @param {string} path the URL's path, without the query
 * @param {(slug: string) => boolean} hasBuild
 * @returns {string | null}
 */
export function genericGamePath(path, hasBuild) {
  const start = START.exec(path);
  const match = start ?? ASSET.exec(path);
  const slug = match?.[1];
  if (!match || !slug || slug === GENERIC_GAME || hasBuild(slug)) return null;
  return `/${GENERIC_GAME}/${start ? 'index.html' : match[2]}`;
}

/**
 * The request to serve from `root` (the games' builds): `req` itself, or a copy aimed at the generic game's
 * file (the query kept) when the path's slug has no directory under `root`.
 */
export async function withGenericGame(req, root) {
  const url = req.url ?? '/';
  const [path = '/', ...query] = url.split('?');
  const slug = /^\/([^/]+)\//.exec(path)?.[1];
  if (!slug) return req;
  const build = await stat(resolve(root, slug)).catch(() => null);
  const target = genericGamePath(path, () => Boolean(build?.isDirectory()));
  if (!target) return req;
  return { method: req.method, url: query.length > 0 ? `${target}?${query.join('?')}` : target, headers: req.headers };
}
