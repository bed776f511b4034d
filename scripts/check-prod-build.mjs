#!/usr/bin/env node
// `npm run check:build` — the production build's two promises, checked on every `npm test` (after the
// demo and end-to-end builds, so that dist-demo and dist-e2e exist):
//
// 1. Budget. The initial JavaScript (gzip) of the home route and of the game page stays within bench/budget.json. It is counted by
//    the benchmark's own code (scripts/lib/bundle-report.mjs), so `npm run bench` explains any figure
//    this prints. The budget is tight on purpose: raise it only deliberately, in a commit that says why.
//    Also: the game page's SDK relay, a lazy chunk, within its own budget and in no route's initial JS; each
//    sample game's startup JS (dist-games, so build:games first); starfall-arena's draw calls and triangles
//    in emulated VR (headless Chromium, a few seconds).
// 2. No demo-only code. Every file of the production output (dist, and dist-e2e when present) is
//    scanned for the markers of msw, the sandbox, the seed data and the stand-in checkout and consent
//    pages (scripts/lib/bundle-markers.mjs). The markers are validated too: each must occur in its
//    witness (the demo build dist-demo, when present, or the stand-in page's source), so a stale
//    marker fails instead of passing forever.
//
//   node scripts/check-prod-build.mjs              build the production app into dist, then check
//   node scripts/check-prod-build.mjs --no-build   check the existing dist (or SKIP_BUILD=1)
//   node scripts/check-prod-build.mjs --dir <dir>  check another production output instead of dist
//                                                  (no build; it must have been built with --manifest)
//
// The build is the default production configuration: VITE_ORBITAL_* variables of the calling shell are
// not passed on (they would change what is measured), and --manifest is added (dist/.vite/manifest.json).
// Exits 1 on any failure, naming what failed.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ONLY_MARKERS, scanForMarkers, staleMarkers } from './lib/bundle-markers.mjs';
import { bundleReport, gzipSize, readManifest, staticClosure } from './lib/bundle-report.mjs';
import { RELAY_CHUNK } from './lib/chunk-groups.mjs';
import { gameStartupJs, measureStarfallXr } from './lib/game-figures.mjs';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at > -1 ? args[at + 1] : undefined;
};
const customDir = option('--dir');
const outDir = resolve(root, customDir ?? 'dist');
const skipBuild = Boolean(customDir) || args.includes('--no-build') || process.env.SKIP_BUILD === '1';
const vite = join(root, 'node_modules/vite/bin/vite.js');
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const bytes = (n) => `${n.toLocaleString('en-US')} B`;

/**
 * The start of the relay before the app (a manifest key: an entry of the build, ADR 0012), which imports the
 * relay's chunk: the game page loads that chunk lazily for SDK builds only, or a first visit's early-data
 * script does with this entry.
 */
const EARLY_RELAY_MODULE = 'src/features/games/sdk/earlyRelay.ts';

const failures = [];
const t0 = performance.now();

if (!skipBuild) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_ORBITAL_')));
  console.info('Building the production app into dist (default production config, with manifest) …');
  const code = await run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], { cwd: root, env });
  if (code !== 0) {
    console.error(`✘ vite build failed with exit code ${code}.`);
    process.exit(code);
  }
  // As `npm run build` ships it: each public route's first screen prerendered (scripts/prerender.mjs).
  const prerendered = await run(process.execPath, [join(root, 'scripts/prerender.mjs'), '--dist', outDir], { cwd: root, env });
  if (prerendered !== 0) {
    console.error(`✘ prerendering failed with exit code ${prerendered}.`);
    process.exit(prerendered);
  }
}
if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`✘ ${outDir}/index.html is missing: build first (drop --no-build / SKIP_BUILD).`);
  process.exit(1);
}

// 1. The initial JavaScript of the home route and of the game page against their budgets.
const routesFile = JSON.parse(readFileSync(join(root, 'bench/routes.json'), 'utf8'));
const budget = JSON.parse(readFileSync(join(root, 'bench/budget.json'), 'utf8'));
const home = routesFile.routes.find((r) => r.name === 'home');
const gamePage = routesFile.routes.find((r) => r.name === 'game page');
for (const [route, limit] of [
  [home, budget.homeInitialJsGzipBytes],
  [gamePage, budget.gamePageInitialJsGzipBytes],
]) {
  try {
    const report = bundleReport(outDir, [route], { entry: routesFile.entry, otherPagesPattern: routesFile.otherPagesPattern });
    for (const warning of report.warnings) console.warn(`⚠ ${warning}`);
    const measured = report.routes[0].initialJs;
    const share = ((measured.gzip / limit) * 100).toFixed(1);
    const line = `${route.name} initial JS: ${bytes(measured.gzip)} gzip (${kb(measured.gzip)}; raw ${kb(measured.raw)}, ${measured.files.length} files) — budget ${bytes(limit)} (${share} %)`;
    if (measured.gzip > limit) {
      failures.push(`The ${route.name}'s initial JavaScript is ${bytes(measured.gzip - limit)} over budget.`);
      console.error(`✘ ${line}`);
      console.error('  Largest files (gzip):');
      for (const f of measured.files.toSorted((a, b) => b.gzip - a.gzip).slice(0, 8)) console.error(`    ${kb(f.gzip).padStart(9)}  ${f.file}`);
      console.error('  Cut it (`npm run bench` shows every route and lazy chunk), or raise bench/budget.json deliberately,');
      console.error('  in a commit that says why (and update its "why").');
    } else {
      console.info(`✔ ${line}`);
    }
  } catch (error) {
    failures.push(`Could not measure the ${route?.name ?? 'route'}: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`✘ ${failures.at(-1)}`);
  }
}

// 1b. The game page's SDK relay (issue 12: at most 5 kB gzip on the game page, nothing on other routes):
// the relay's lazy chunk and what it imports that the game page has not loaded already (the chunks the
// early relay's entry imports); and, reported beside it, that entry itself: what a first visit adds to
// start the relay before the app.
try {
  const manifest = readManifest(outDir);
  const loaded = new Set(staticClosure(manifest, [routesFile.entry, gamePage.page]));
  const relayKeys = staticClosure(manifest, [EARLY_RELAY_MODULE], loaded).filter((key) => key !== EARLY_RELAY_MODULE);
  const gzipOf = (keys) => keys.reduce((sum, key) => sum + gzipSize(readFileSync(join(outDir, manifest[key].file))), 0);
  const measured = gzipOf(relayKeys);
  const limit = budget.gamePageRelayGzipBytes;
  const line = `game page's SDK relay (lazy): ${bytes(measured)} gzip (${relayKeys.length} files) — budget ${bytes(limit)} (${((measured / limit) * 100).toFixed(1)} %)`;
  if (measured > limit) {
    failures.push(`The game page's SDK relay is ${bytes(measured - limit)} over budget.`);
    console.error(`✘ ${line}`);
  } else {
    console.info(`✔ ${line}`);
  }
  const early = gzipOf([EARLY_RELAY_MODULE]);
  const earlyLimit = budget.earlyRelayGzipBytes;
  const earlyLine = `its start before the app on a first visit (${EARLY_RELAY_MODULE}): ${bytes(early)} gzip — budget ${bytes(earlyLimit)} (${((early / earlyLimit) * 100).toFixed(1)} %)`;
  if (early > earlyLimit) {
    failures.push(`The early relay's entry is ${bytes(early - earlyLimit)} over budget.`);
    console.error(`✘ ${earlyLine}`);
  } else {
    console.info(`✔ ${earlyLine}`);
  }
  const eager = routesFile.routes
    .filter((r) => r.page)
    .filter((r) => {
      const initial = new Set(staticClosure(manifest, [routesFile.entry, r.page]));
      // The relay's own chunk (its group's name, as vite.config.ts names it), not the protocol's or the
      // runtime's, which the SDK docs page and every route share.
      return [EARLY_RELAY_MODULE, ...relayKeys.filter((key) => manifest[key].name === RELAY_CHUNK)].some((key) => initial.has(key));
    })
    .map((r) => r.name);
  if (eager.length > 0) {
    failures.push(`The SDK relay is in the initial JavaScript of: ${eager.join(', ')} (it must stay a lazy chunk).`);
    console.error(`✘ ${failures.at(-1)}`);
  }
} catch (error) {
  failures.push(`Could not measure the SDK relay: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`✘ ${failures.at(-1)}`);
}

// 1c. The sample games (issue 13): each game's startup JavaScript (its page's script and what it imports
// statically; the emulated headset is a dynamic import under xr=emulate; scripts/lib/game-figures.mjs, which
// the bench shares) within the games' budget.
{
  const games = gameStartupJs(join(root, 'dist-games'));
  if (games.length === 0) {
    failures.push('dist-games has no game builds with a manifest: run npm run build:games first.');
    console.error(`✘ ${failures.at(-1)}`);
  }
  for (const { slug, gzip: measured } of games) {
    const limit = budget.gameStartupJsGzipBytes;
    const line = `game ${slug}: startup JS ${bytes(measured)} gzip — budget ${bytes(limit)} (${((measured / limit) * 100).toFixed(1)} %)`;
    if (measured > limit) {
      failures.push(`The game ${slug}'s startup JavaScript is ${bytes(measured - limit)} over budget.`);
      console.error(`✘ ${line}`);
    } else {
      console.info(`✔ ${line}`);
    }
  }
}

// 1d. starfall-arena's headset budget (issue 13): the worst frame's draw calls and triangles in emulated VR
// (three's renderer.info, headless Chromium; scripts/lib/game-figures.mjs).
if (existsSync(join(root, 'dist-games', 'starfall-arena', 'index.html'))) {
  try {
    const figures = await measureStarfallXr({ gamesDir: join(root, 'dist-games') });
    const over = [];
    if (figures.calls > budget.starfallXrDrawCalls) over.push(`${figures.calls} draw calls (budget ${budget.starfallXrDrawCalls})`);
    if (figures.triangles > budget.starfallXrTriangles) over.push(`${figures.triangles.toLocaleString('en-US')} triangles (budget ${budget.starfallXrTriangles.toLocaleString('en-US')})`);
    const line = `starfall-arena in emulated VR: ${figures.calls} draw calls, ${figures.triangles.toLocaleString('en-US')} triangles a frame at worst (${figures.samples} samples), first frame ${figures.firstFrameMs} ms — budget ${budget.starfallXrDrawCalls} calls, ${budget.starfallXrTriangles.toLocaleString('en-US')} triangles`;
    if (over.length > 0) {
      failures.push(`starfall-arena is over its headset budget: ${over.join(', ')}.`);
      console.error(`✘ ${line}`);
    } else {
      console.info(`✔ ${line}`);
    }
  } catch (error) {
    failures.push(`Could not measure starfall-arena in emulated VR: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`✘ ${failures.at(-1)}`);
  }
} else {
  failures.push('dist-games/starfall-arena is missing: run npm run build:games first.');
  console.error(`✘ ${failures.at(-1)}`);
}

// 2. Demo-only markers: validated against their witnesses, then searched in every production file.
const demoDir = existsSync(join(root, 'dist-demo', 'index.html')) ? join(root, 'dist-demo') : null;
const { stale, unchecked } = staleMarkers({ root, demoDir });
if (unchecked.length > 0) {
  console.warn(`⚠ dist-demo is missing: ${unchecked.length} markers not validated against the demo build (npm run build:demo).`);
}
if (stale.length === 0) {
  const validated = DEMO_ONLY_MARKERS.length - unchecked.length;
  console.info(`✔ ${validated} of ${DEMO_ONLY_MARKERS.length} markers validated: each occurs in its witness (the demo build, or the stand-in page's source)`);
}
for (const m of stale) {
  const where = m.witness === 'demo' ? 'the demo build (dist-demo)' : m.witness;
  failures.push(`Stale marker "${m.marker}" (${m.area}): it does not occur in ${where}, so it proves nothing. Update scripts/lib/bundle-markers.mjs.`);
  console.error(`✘ ${failures.at(-1)}`);
}

const scanned = [outDir, ...(customDir ? [] : [join(root, 'dist-e2e')].filter((d) => existsSync(d)))];
for (const dir of scanned) {
  const findings = scanForMarkers(dir);
  const name = dir.startsWith(root) ? dir.slice(root.length) : dir;
  if (findings.length === 0) {
    console.info(`✔ no demo-only code in ${name} (${DEMO_ONLY_MARKERS.length} markers, every file)`);
    continue;
  }
  for (const f of findings) {
    failures.push(`Demo-only code in the production build: ${join(name, f.file)} contains the ${f.area} marker "${f.marker}"${f.in === 'name' ? ' in its file name' : ''}.`);
    console.error(`✘ ${failures.at(-1)}`);
  }
}

const secs = ((performance.now() - t0) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(`\ncheck:build failed (${failures.length} problem${failures.length === 1 ? '' : 's'}, ${secs} s).`);
  process.exit(1);
}
console.info(`check:build passed (${secs} s).`);
