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
import { run } from './lib/run.mjs';

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
];

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

/** The app's index.html with a route's markup in #root and its styles in <head>. */
export function injectPrerendered(template, { html, styles }) {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  return template.replace('</head>', `${styles}</head>`).replace(root, `<div id="root">${html}</div>`);
}

async function main() {
  const dist = resolve(option('--dist', 'dist'));
  const mode = option('--mode', 'production');
  const ssrDir = resolve('node_modules/.cache/orbital-prerender');
  rmSync(ssrDir, { recursive: true, force: true });
  const built = await run('npx', ['vite', 'build', '--config', 'vite.prerender.config.ts', '--ssr', 'src/app/prerender.tsx', '--outDir', ssrDir, '--mode', mode, '--logLevel', 'warn', '--emptyOutDir']);
  if (built !== 0) process.exit(built);
  const { prerender } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);

  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const routes = {};
  for (const pattern of PRERENDERED_ROUTES) {
    const file = prerenderedFile(pattern);
    const out = join(dist, file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, injectPrerendered(template, prerender(sampleUrl(pattern))));
    routes[pattern] = `/${file}`;
  }
  mkdirSync(join(dist, '_prerendered'), { recursive: true });
  writeFileSync(join(dist, '_prerendered', 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  console.info(`Prerendered ${PRERENDERED_ROUTES.length} routes into ${dist}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
