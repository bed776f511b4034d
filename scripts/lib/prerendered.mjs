// The prerendered routes of a build (scripts/prerender.mjs writes <dist>/_prerendered/routes.json): which
// file answers a page URL. Servers that fall back to index.html for client routes ask this first, so a
// prerendered route gets its first screen in the HTML.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A pattern like /arcade/games/:game as a regular expression over a decoded path (one segment a parameter). */
export function patternToRegExp(pattern) {
  const escaped = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped === '' ? '/' : escaped}/?$`);
}

/** The build's prerendered routes in the order a server must try them: static segments before parameters. */
function readRoutes(dist) {
  const manifest = join(dist, '_prerendered', 'routes.json');
  if (!existsSync(manifest)) return [];
  /** @type {Record<string, string>} */
  const routes = JSON.parse(readFileSync(manifest, 'utf8'));
  return Object.entries(routes)
    .map(([pattern, file]) => ({ pattern, re: patternToRegExp(pattern), file, params: (pattern.match(/:/g) ?? []).length }))
    .toSorted((a, b) => a.params - b.params || b.pattern.length - a.pattern.length);
}

/**
 * nginx locations answering each prerendered route with its HTML (deploy/nginx/orbital.conf.template), in
 * the lookup's order; empty for a build without prerendering. A route's HTML revalidates like index.html.
 * @param {string} dist
 * @returns {string}
 */
export function nginxPrerenderedLocations(dist) {
  return readRoutes(dist)
    .map(({ pattern, re, file }) => {
      if (!/^[\w/:-]+$/.test(pattern) || !/^\/_prerendered\/[\w/-]+\.html$/.test(file)) throw new Error(`Unexpected prerendered route ${pattern} → ${file}`);
      return `    location ~ ${re.source} {\n        try_files ${file} /index.html;\n    }`;
    })
    .join('\n');
}

/**
 * The build's prerendered routes as a lookup: `(pathname) => file path under dist, or null`. A build
 * without prerendering answers null for every path.
 * @param {string} dist
 * @returns {(pathname: string) => string | null}
 */
export function prerenderedLookup(dist) {
  // Static patterns before those with parameters: /arcade/games/tag/x is the tag page, not a game.
  const table = readRoutes(dist);
  if (table.length === 0) return () => null;
  return (pathname) => {
    let path;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    return table.find((route) => route.re.test(path))?.file ?? null;
  };
}
