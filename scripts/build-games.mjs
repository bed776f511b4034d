// Builds the sample games (issue 13): each `games/<slug>/` is its own small Vite app (index.html with a
// module script under src/), built into `dist-games/<slug>/` — the games origin's files in the demo and in
// production. Everything is bundled (three from npm, tree-shaken; the game SDK from packages/sdk, imported
// as `@orbital/sdk` the way a game developer imports the package): nothing is fetched from the network.
// A game's HTML may preload, by its source path, a module its entry imports dynamically
// (preloadDeclaredModules: starfall-arena's engine downloads beside the entry that connects to Orbital).
//
//   node scripts/build-games.mjs            every game
//   node scripts/build-games.mjs neon-drift only the named games
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build } from 'vite';

const root = join(import.meta.dirname, '..');
export const GAMES_SRC = join(root, 'games');
export const GAMES_DIST = join(root, 'dist-games');

/** The games of games/: folders with an index.html. */
export function gameSlugs() {
  return readdirSync(GAMES_SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(GAMES_SRC, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .toSorted();
}

const DECLARED_PRELOAD = /<link\s+rel="modulepreload"\s+href="(\.\.?\/[^"]+\.(?:ts|tsx|js|mjs))"\s*\/?>/g;
const PRELOAD_MARK = /<!--orbital:modulepreload (.+?)-->/g;

/**
 * A game's HTML may preload a module that its entry imports dynamically, by its source path:
 * `<link rel="modulepreload" href="./src/game.ts">`. The entry then starts (starfall-arena connects to
 * Orbital) while the module, downloading beside it, is still on its way: its `import()` finds it fetched.
 * Vite would copy such a file as it stands; these two steps put the module's built chunk there instead, with
 * the chunks it imports that the entry does not. A preloaded module that is no chunk of its own (nothing
 * imports it dynamically) fails the build.
 * @returns {import('vite').Plugin[]}
 */
export function preloadDeclaredModules() {
  let base = './';
  return [
    {
      name: 'orbital:declared-modulepreload-source',
      apply: 'build',
      configResolved(config) {
        base = config.base;
      },
      transformIndexHtml: {
        order: 'pre',
        handler: (html, ctx) => html.replace(DECLARED_PRELOAD, (_, href) => `<!--orbital:modulepreload ${resolve(dirname(ctx.filename), href)}-->`),
      },
    },
    {
      name: 'orbital:declared-modulepreload-chunk',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler(html, ctx) {
          const bundle = ctx.bundle ?? {};
          const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
          const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
          const closure = (fileName, into) => {
            if (into.has(fileName)) return into;
            into.add(fileName);
            for (const dep of byFile.get(fileName)?.imports ?? []) closure(dep, into);
            return into;
          };
          const loaded = ctx.chunk ? closure(ctx.chunk.fileName, new Set()) : new Set();
          return html.replace(PRELOAD_MARK, (_, source) => {
            const chunk = chunks.find((candidate) => candidate.facadeModuleId === source);
            if (!chunk) {
              throw new Error(`${ctx.filename} preloads ${source}, which is no chunk of its own: import() it from the entry.`);
            }
            const files = [...closure(chunk.fileName, new Set())].filter((file) => !loaded.has(file));
            return files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join('\n    ');
          });
        },
      },
    },
  ];
}

/** One game's production build into dist-games/<slug>/ (or `outDir`). */
export async function buildGame(slug, outDir = join(GAMES_DIST, slug)) {
  const gameRoot = join(GAMES_SRC, slug);
  await build({
    configFile: false,
    root: gameRoot,
    // Relative URLs: a build is served under /<slug>/ on the games origin, or opened on its own.
    base: './',
    logLevel: 'warn',
    publicDir: existsSync(join(gameRoot, 'public')) ? join(gameRoot, 'public') : false,
    plugins: [preloadDeclaredModules()],
    resolve: {
      alias: {
        '@orbital/sdk/protocol': join(root, 'packages/sdk/src/protocol.ts'),
        '@orbital/sdk': join(root, 'packages/sdk/src/index.ts'),
      },
    },
    // The manifest lets check:build hold each game's startup JavaScript to its budget (bench/budget.json).
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true },
  });
}

export async function buildGames(slugs = gameSlugs()) {
  if (slugs.length === gameSlugs().length) rmSync(GAMES_DIST, { recursive: true, force: true });
  for (const slug of slugs) await buildGame(slug);
  return slugs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((slug) => !gameSlugs().includes(slug));
  if (unknown.length > 0) {
    console.error(`No game called ${unknown.join(', ')} in games/ (there are: ${gameSlugs().join(', ')}).`);
    process.exit(2);
  }
  const built = await buildGames(asked.length > 0 ? asked : undefined);
  console.info(`Built ${built.length} game${built.length === 1 ? '' : 's'} into dist-games/: ${built.join(', ')}`);
}
