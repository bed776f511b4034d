// Builds the sample games (issue 13): each `games/<slug>/` is its own small Vite app (index.html with a
// module script under src/), built into `dist-games/<slug>/` — the games origin's files in the demo and in
// production. Everything is bundled (three from npm, tree-shaken; the game SDK from packages/sdk, imported
// as `@orbital/sdk` the way a game developer imports the package): nothing is fetched from the network.
//
//   node scripts/build-games.mjs            every game
//   node scripts/build-games.mjs neon-drift only the named games
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
export const GAMES_SRC = join(root, 'games');
export const GAMES_DIST = join(root, 'dist-games');

/** The games of games/: folders with an index.html. */
export function gameSlugs() {
  return readdirSync(GAMES_SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(GAMES_SRC, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .toSorted();
}

/** One game's production build into dist-games/<slug>/. */
export async function buildGame(slug) {
  const gameRoot = join(GAMES_SRC, slug);
  await build({
    configFile: false,
    root: gameRoot,
    // Relative URLs: a build is served under /<slug>/ on the games origin, or opened on its own.
    base: './',
    logLevel: 'warn',
    publicDir: existsSync(join(gameRoot, 'public')) ? join(gameRoot, 'public') : false,
    resolve: {
      alias: {
        '@orbital/sdk/protocol': join(root, 'packages/sdk/src/protocol.ts'),
        '@orbital/sdk': join(root, 'packages/sdk/src/index.ts'),
      },
    },
    // The manifest lets check:build hold each game's startup JavaScript to its budget (bench/budget.json).
    build: { outDir: join(GAMES_DIST, slug), emptyOutDir: true, target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true },
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
