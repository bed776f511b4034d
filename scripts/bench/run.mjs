#!/usr/bin/env node
// `npm run bench` — the performance benchmark (engineering guide §5, issue 6). Not a test: figures
// depend on the machine, so they are reported rather than judged (one bar, below). What it does:
//
// 1. Builds our production app (`vite build`, mode production, response checks off as in production)
//    pointed at the HTTP mock API, and the floor app (bench/floor: the same stack rendering one heading
//    from one query), both with a manifest, under node_modules/.cache/orbital-bench/.
// 2. Per route of bench/routes.json: initial JS and CSS (raw and gzip) and the lazily loaded chunks, by
//    static analysis of the manifest (scripts/lib/bundle-report.mjs — the code the budget check uses).
// 3. Lighthouse (mobile preset: performance, SEO and best practices) against both builds with the HTTP mock API
//    (scripts/mock-api.mjs) running: --runs per URL, interleaved across URLs so that a noisy moment hits every
//    URL alike, median per metric. Both builds are served as production serves them (issue 14,
//    scripts/bench/serve.mjs): by nginx with the shipped config (deploy/nginx, rendered by scripts/lib/nginx.mjs
//    for the build's env: precompressed brotli and gzip, caching headers, CSP, each route's prerendered HTML,
//    the games origin with its headers), each at http://orbital.localhost:{port}; where nginx is not
//    installed, by the Node static server (gzip on the fly). The floor by the same server as the app.
// 4. The SDK round trip (issue 12; scripts/bench/sdk-round-trip.mjs): the demo build (mock API in the
//    service worker, as the issue measures "on the demo"), a raw-protocol game in the game page's frame,
//    the median and p95 of 50 sequential user.get round trips timed inside the frame.
// 5. The sample games (issue 13's headset budgets; scripts/bench/games.mjs): each game's startup JS (gzip),
//    its first frame framed by its real game page of the production build, served as in 3 (median of 5 first visits), and
//    starfall-arena's worst frame (draw calls, triangles) in emulated VR — against bench/budget.json; and
//    each game page's time to play (issue 14: page start → the game's game.loaded, median of 5 first visits)
//    under Lighthouse's mobile throttling and unthrottled, against issue 14's targets (games.mjs).
// 6. Every figure also as a ratio to the floor's; writes bench/results/latest.json and latest.md, compares
//    with bench/results/baseline.json, prints the Markdown.
//
// Figures are reported, not judged, with one bar: the run fails (exit code 1, after writing the results)
// when the SDK round trip's median is above 150 ms (the issue's requirement). The games' budgets are
// reported (within / over), never judged.
//
// Options:
//   --runs <n>         Lighthouse runs per URL (default 3)
//   --no-lighthouse    bundle sizes only (seconds instead of minutes)
//   --no-build         reuse the builds of the previous run
//   --save-baseline    also write the results as bench/results/baseline.json (commit it, saying why)
//   --no-sdk           skip the SDK round trip (and the demo build it needs)
//   --sdk-only         only the SDK round trip: builds the demo alone (or reuses it with --no-build) and
//                      puts the figures into the existing bench/results/latest.{json,md}
//   --no-games         skip the sample games' figures
//   --games-only       only the sample games' figures: builds the app and the games (or reuses them with
//                      --no-build) and puts the figures into the existing bench/results/latest.{json,md}
//   --game-loads <n>   game page loads per game for the first frame and per game and condition for the
//                      time to play (default 5)
// Ports (the API's is baked into the build): BENCH_API_PORT (8797), BENCH_APP_PORT (4194),
// BENCH_FLOOR_PORT (4195), BENCH_DEMO_PORT (4196). BENCH_SERVER=nginx|node picks the server of 3 and 5 (default:
// nginx where installed; NGINX_BIN names its binary). CHROME_PATH overrides /usr/bin/chromium. BENCH_CACHE_DIR
// (node_modules/.cache/orbital-bench) holds the builds: a second bench on the machine needs its own, as its API
// port is baked into them.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleReport, GZIP_LEVEL } from '../lib/bundle-report.mjs';
import { gameStartupJs, measureStarfallXr } from '../lib/game-figures.mjs';
import { run } from '../lib/run.mjs';
import { siteOrigin } from '../lib/hosts.mjs';
import { failingInAnyRun, launchChromium, median, medians, runLighthouse } from './lighthouse.mjs';
import { FIRST_FRAME_LOADS, measureFirstFrames, measureTimeToPlay, MOBILE_THROTTLING, TIME_TO_PLAY_TARGETS } from './games.mjs';
import { CATEGORIES, floorRatios, METRICS, renderGames, renderMarkdown, withGamesSection, withSdkSection } from './report.mjs';
import { measureSdkRoundTrip, ROUND_TRIPS } from './sdk-round-trip.mjs';
import { BENCH_SERVERS, benchServer, precompressBuilds, serveBuild, serverSettings, warm } from './serve.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at > -1 ? args[at + 1] : undefined;
};
if (args.includes('--help')) {
  console.info(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\nimport ')[0]);
  process.exit(0);
}
const runs = Number(option('--runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of runs, at least 1 (got ${option('--runs')}).`);
  process.exit(2);
}
const withLighthouse = !args.includes('--no-lighthouse');
const skipBuild = args.includes('--no-build');
const saveBaseline = args.includes('--save-baseline');
const sdkOnly = args.includes('--sdk-only');
const gamesOnly = args.includes('--games-only');
const withSdk = sdkOnly || (!gamesOnly && !args.includes('--no-sdk'));
const withGames = gamesOnly || (!sdkOnly && !args.includes('--no-games'));
if ((sdkOnly || gamesOnly) && saveBaseline) {
  console.error(`${sdkOnly ? '--sdk-only' : '--games-only'} measures part of the figures alone: it cannot write a baseline.`);
  process.exit(2);
}
if (sdkOnly && gamesOnly) {
  console.error('--sdk-only and --games-only exclude each other: run one, then the other.');
  process.exit(2);
}
const gameLoads = Number(option('--game-loads') ?? FIRST_FRAME_LOADS);
if (!Number.isInteger(gameLoads) || gameLoads < 1) {
  console.error(`--game-loads takes a whole number of loads, at least 1 (got ${option('--game-loads')}).`);
  process.exit(2);
}
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const apiPort = port('BENCH_API_PORT', 8797);
const appPort = port('BENCH_APP_PORT', 4194);
const floorPort = port('BENCH_FLOOR_PORT', 4195);
const demoPort = port('BENCH_DEMO_PORT', 4196);
const apiUrl = `http://localhost:${apiPort}`;

// The web server of the app, the floor app and the games origin (./serve.mjs): nginx with the shipped config
// where installed, else the Node static server; BENCH_SERVER=nginx|node chooses. The SDK round trip serves the
// demo build with the demo server either way (its mock API is the page's service worker; the demo is no
// production deployment).
let serverKind = 'node';
try {
  serverKind = benchServer();
} catch (error) {
  console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const served = serverSettings(serverKind);
if (!sdkOnly) {
  const why = process.env.BENCH_SERVER ? ' (BENCH_SERVER)' : serverKind === 'node' ? ' — nginx is not installed (apt-get install -y nginx libnginx-mod-http-brotli-static)' : '';
  console.info(`Server of the app, the floor app and the games: ${BENCH_SERVERS[serverKind]}, ${served.compression}${why}.`);
}

const cacheEnv = process.env.BENCH_CACHE_DIR;
const cacheDir = cacheEnv ? (isAbsolute(cacheEnv) ? cacheEnv : join(root, cacheEnv)) : join(root, 'node_modules/.cache/orbital-bench');
const appDir = join(cacheDir, 'app');
const floorDir = join(cacheDir, 'floor');
const demoDir = join(cacheDir, 'demo');
const sdkGamesDir = join(cacheDir, 'sdk-games');
const gamesDir = join(root, 'dist-games');
const resultsDir = join(root, 'bench/results');
const vite = join(root, 'node_modules/vite/bin/vite.js');
const started = performance.now();
const step = (text) => console.info(`\n▶ ${text}`);

// 1. Builds. Only the benchmark's own configuration reaches them (no VITE_ORBITAL_* from the shell: in
// particular no VITE_ORBITAL_CHECK_RESPONSES, which production does not set).
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_ORBITAL_')));
const appBuildEnv = {
  ...cleanEnv,
  VITE_ORBITAL_API_URL: apiUrl,
  VITE_ORBITAL_REALTIME_HOST: 'localhost',
  VITE_ORBITAL_REALTIME_PORT: String(apiPort),
  VITE_ORBITAL_REALTIME_SCHEME: 'http',
  VITE_ORBITAL_REALTIME_FORCE_TLS: 'false',
};
async function build(what, extraArgs, env, outDir) {
  const code = await run(process.execPath, [vite, 'build', ...extraArgs, '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], { cwd: root, env });
  if (code !== 0) {
    console.error(`Building ${what} failed (vite exit code ${code}); see vite's output above.`);
    process.exit(1);
  }
}
if (!skipBuild) {
  const what = [sdkOnly ? null : gamesOnly ? 'the app and the games' : 'the app and the floor app', withSdk ? 'the demo' : null].filter(Boolean).join(', ');
  step(`Building ${what}${sdkOnly ? '' : ` (API ${apiUrl})`} …`);
  const t = performance.now();
  mkdirSync(cacheDir, { recursive: true });
  if (!sdkOnly) {
    await build('the app', [], appBuildEnv, appDir);
    // Each public route's first screen in its HTML (scripts/prerender.mjs), as the production build ships it.
    if ((await run(process.execPath, [join(root, 'scripts/prerender.mjs'), '--dist', appDir], { cwd: root, env: appBuildEnv })) !== 0) process.exit(1);
    if (!gamesOnly) await build('the floor app', ['--config', 'bench/floor/vite.config.ts'], { ...cleanEnv, VITE_FLOOR_API_URL: apiUrl }, floorDir);
    // The game page frames the sample games' builds (dist-games, served for the games.* host).
    if ((await run(process.execPath, [join(root, 'scripts/build-games.mjs')], { cwd: root, env: cleanEnv })) !== 0) process.exit(1);
  }
  // The demo as `npm run build:demo` builds it (its own mode's configuration, the mock in the service worker).
  if (withSdk) await build('the demo', ['--mode', 'demo'], cleanEnv, demoDir);
  console.info(`Built in ${((performance.now() - t) / 1000).toFixed(1)} s.`);
} else {
  const needed = [...(sdkOnly ? [] : [appDir]), ...(sdkOnly || gamesOnly ? [] : [floorDir]), ...(withSdk ? [demoDir] : []), ...(withGames ? [join(gamesDir, 'starfall-arena')] : [])];
  if (needed.some((dir) => !existsSync(join(dir, 'index.html')))) {
    console.error(`--no-build: no previous builds under ${cacheDir}. Run without it once.`);
    process.exit(1);
  }
}

const ms = (v) => `${v?.toFixed(1) ?? '—'} ms`;

let precompressed = null;
/**
 * Serves the build in `buildDir` on `listenPort` (./serve.mjs) with the games of dist-games and the build's CSP, until
 * `cleanups` run; for nginx, the builds get their .br and .gz variants first (once per run: --no-build
 * reuses builds made without them, and dist-games is shared).
 */
async function serve(buildDir, listenPort, cleanups) {
  if (serverKind === 'nginx') {
    precompressed ??= (async () => {
      const t = performance.now();
      await precompressBuilds([appDir, ...(gamesOnly ? [] : [floorDir]), gamesDir]);
      console.info(`  precompressed the builds for nginx, brotli 11 and gzip 9 (${((performance.now() - t) / 1000).toFixed(1)} s)`);
    })();
    await precompressed;
  }
  const server = await serveBuild(serverKind, { port: listenPort, root: buildDir, gamesRoot: gamesDir, env: appBuildEnv });
  cleanups.push(server.close);
  return server;
}

/** 4. The SDK round trip on the demo build (null with --no-sdk). */
async function sdkRoundTrip() {
  if (!withSdk) return null;
  step(`SDK round trip: ${ROUND_TRIPS} sequential user.get calls from a raw-protocol game in the game page's frame (demo build) …`);
  const t = performance.now();
  const { userAgent, ...measured } = await measureSdkRoundTrip({ demoDir, gamesDir: sdkGamesDir, port: demoPort });
  console.info(
    `  median ${ms(measured.median)}, p95 ${ms(measured.p95)}, min ${ms(measured.min)}, max ${ms(measured.max)} ` +
      `(${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
  return {
    ...measured,
    build: 'demo',
    method: 'user.get',
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: git('rev-parse', '--short', 'HEAD'),
    chromium: /(?:Headless)?Chrome\/[\d.]+/.exec(userAgent ?? '')?.[0] ?? null,
    loadavg: loadavg(),
  };
}

/** Fails the run (after the results are written) when the SDK round trip misses the issue's bar. */
function checkSdkBar(sdk) {
  if (!sdk) return;
  if (sdk.pass) {
    console.info(`✔ SDK round trip: median ${ms(sdk.median)}, within ${sdk.barMs} ms.`);
    return;
  }
  console.error(`✘ SDK round trip: median ${ms(sdk.median)}, above the ${sdk.barMs} ms bar (issue 12).`);
  process.exitCode = 1;
}

const git = (...a) => {
  try {
    return execFileSync('git', a, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

/** 5. The sample games' figures (null with --no-games); see scripts/bench/games.mjs. */
async function gameFigures() {
  if (!withGames) return null;
  const t = performance.now();
  const budget = JSON.parse(readFileSync(join(root, 'bench/budget.json'), 'utf8'));
  const budgets = {
    startupJsGzipBytes: budget.gameStartupJsGzipBytes,
    firstFrameMs: budget.gameFirstFrameMs,
    xrDrawCalls: budget.starfallXrDrawCalls,
    xrTriangles: budget.starfallXrTriangles,
  };
  const startupJs = gameStartupJs(gamesDir);
  if (startupJs.length === 0) throw new Error('dist-games has no game builds with a manifest (scripts/build-games.mjs).');
  step('Sample games: startup JS (gzip) …');
  for (const g of startupJs) console.info(`  ${g.slug.padEnd(15)} ${(g.gzip / 1000).toFixed(1)} kB gzip (${g.files} file${g.files === 1 ? '' : 's'}; budget ${(budgets.startupJsGzipBytes / 1000).toFixed(1)} kB)`);

  step(`Sample games: first frame in the game page's frame, ${gameLoads} first visit${gameLoads === 1 ? '' : 's'} per game …`);
  const { firstFrame, timeToPlay } = await withCleanups(async (cleanups) => {
    await startMockApi(cleanups);
    // The site on orbital.localhost frames games.orbital.localhost: one site, as in production (under plain
    // localhost the games origin is a third-party frame whose localStorage throws; scripts/lib/hosts.mjs).
    const { origin } = await serve(appDir, appPort, cleanups);
    const frames = await measureFirstFrames({ origin, budgetMs: budgets.firstFrameMs, loads: gameLoads, log: (line) => console.info(line) });
    for (const g of frames.games) {
      console.info(`  ${g.slug.padEnd(15)} median ${ms(g.median)} (min ${ms(g.min)}, max ${ms(g.max)}) — ${g.pass ? 'within' : 'OVER'} ${budgets.firstFrameMs} ms`);
    }

    step(`Sample games: time to play (page start → game.loaded), ${gameLoads} first visit${gameLoads === 1 ? '' : 's'} per game, throttled and unthrottled …`);
    try {
      const measured = await measureTimeToPlay({ origin, loads: gameLoads, log: (line) => console.info(line) });
      for (const g of measured.games) {
        const figure = (c, targetMs) => `${ms(c.median)} (${ms(c.min)} – ${ms(c.max)}) ${c.pass ? 'within' : 'OVER'} ${targetMs} ms`;
        console.info(`  ${g.slug.padEnd(15)} throttled ${figure(g.throttled, TIME_TO_PLAY_TARGETS.throttledMs)}; unthrottled ${figure(g.unthrottled, TIME_TO_PLAY_TARGETS.unthrottledMs)}`);
      }
      return { firstFrame: frames, timeToPlay: { loads: gameLoads, targets: TIME_TO_PLAY_TARGETS, throttling: MOBILE_THROTTLING, games: measured.games } };
    } catch (error) {
      // Written as a failed measurement: the first frames above are still worth keeping.
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.error(`✘ The time to play could not be measured: ${message}`);
      process.exitCode = 1;
      return { firstFrame: frames, timeToPlay: { error: message } };
    }
  });

  let starfallXr = null;
  if (existsSync(join(gamesDir, 'starfall-arena', 'index.html'))) {
    step('Sample games: starfall-arena in emulated VR (worst frame) …');
    try {
      const { calls, triangles, samples } = await measureStarfallXr({ gamesDir });
      starfallXr = { calls, triangles, samples };
      console.info(`  ${calls} draw calls, ${triangles.toLocaleString('en-US')} triangles (${samples} samples; budget ${budgets.xrDrawCalls} calls, ${budgets.xrTriangles.toLocaleString('en-US')} triangles)`);
    } catch (error) {
      // Written as a failed measurement: the first frames above are still worth keeping.
      starfallXr = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
      console.error(`✘ starfall-arena could not be measured in emulated VR: ${starfallXr.error}`);
      process.exitCode = 1;
    }
  }
  console.info(`  (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  return {
    budgets,
    startupJs,
    firstFrame: { loads: gameLoads, games: firstFrame.games },
    timeToPlay,
    starfallXr,
    ...served,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: git('rev-parse', '--short', 'HEAD'),
    chromium: /(?:Headless)?Chrome\/[\d.]+/.exec(firstFrame.userAgent ?? '')?.[0] ?? null,
    loadavg: loadavg(),
  };
}

/**
 * A section measured alone (--games-only, --sdk-only) written into the last full run's results, whose
 * other figures stay as they were (the section carries its own date and commit). Null without a full run.
 */
function mergeIntoLatest(key, figures, withSection) {
  const latestFile = join(resultsDir, 'latest.json');
  if (!existsSync(latestFile)) return null;
  const latest = { ...JSON.parse(readFileSync(latestFile, 'utf8')), [key]: { ...figures, separate: true } };
  const latestMd = join(resultsDir, 'latest.md');
  writeFileSync(latestFile, `${JSON.stringify(latest, null, 2)}\n`);
  writeFileSync(latestMd, withSection(existsSync(latestMd) ? readFileSync(latestMd, 'utf8') : '', latest));
  return latest;
}

if (gamesOnly) {
  const games = await gameFigures();
  const latest = mergeIntoLatest('games', games, withGamesSection);
  if (latest) {
    console.info(`\n${renderGames(latest).join('\n')}\n`);
    console.info('Wrote the sample games\' figures into bench/results/latest.json and latest.md.');
  } else {
    console.info(`\n${renderGames({ games }).join('\n')}\n`);
    console.info('No bench/results/latest.json to add them to: run the full bench once.');
  }
  process.exit();
}

if (sdkOnly) {
  const sdk = await sdkRoundTrip();
  if (mergeIntoLatest('sdk', sdk, withSdkSection)) console.info('Wrote the SDK round trip into bench/results/latest.json and latest.md.');
  checkSdkBar(sdk);
  process.exit();
}

// 2. Bundles.
const routesFile = JSON.parse(readFileSync(join(root, 'bench/routes.json'), 'utf8'));
const appBundles = bundleReport(appDir, routesFile.routes, { entry: routesFile.entry, otherPagesPattern: routesFile.otherPagesPattern });
const floorBundles = bundleReport(floorDir, [routesFile.floor]);
const target = ({ name, url, page, ...bundle }) => ({ name, url, page, bundle, lighthouse: null, ratios: {} });
const floor = target(floorBundles.routes[0]);
const routes = appBundles.routes.map(target);

// 3. Lighthouse.
let chromiumVersion = null;
let lighthouseVersion = null;
/** Lighthouse's benchmark index of every run: the machine's speed as Lighthouse sees it. */
const benchmarkIndexes = [];
if (withLighthouse) {
  step(`Lighthouse: ${runs} run${runs === 1 ? '' : 's'} × ${routes.length + 1} URLs (mobile preset) …`);
  await withCleanups(async (cleanups) => {
    const api = await startMockApi(cleanups);
    // Both apps by the same server with the same compression (./serve.mjs), each at orbital.localhost on its
    // own port; the floor's server has the app's CSP, which allows the one API both talk to.
    const appServer = await serve(appDir, appPort, cleanups);
    const floorServer = await serve(floorDir, floorPort, cleanups);
    const chrome = await launchChromium();
    cleanups.push(async () => chrome.kill());
    // The full version: the user agent says 156.0.0.0 for every build of 156, and a browser update moves the figures.
    chromiumVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json()).then((v) => v.Browser ?? null, () => null);

    const origin = (t) => (t === floor ? floorServer : appServer).origin;
    const all = [floor, ...routes];
    // Warm the servers (file cache) so that the first measured run is not the cold one.
    for (const t of all) {
      const status = await warm(`${origin(t)}${t.url}`);
      if (status !== 200) throw new Error(`${origin(t)}${t.url} answered ${status}, not 200.`);
    }
    await fetch(`${api}/v1/public/global/home`).then((r) => r.arrayBuffer());

    const perTarget = new Map(all.map((t) => [t, []]));
    for (let i = 1; i <= runs; i += 1) {
      for (const t of all) {
        const url = `${origin(t)}${t.url}`;
        const t0 = performance.now();
        const result = await runLighthouse(url, chrome.port, { apiOrigin: api });
        perTarget.get(t).push(result);
        chromiumVersion ??= /(?:Headless)?Chrome\/[\d.]+/.exec(result.userAgent ?? '')?.[0] ?? null;
        lighthouseVersion ??= result.lighthouseVersion;
        if (result.benchmarkIndex !== null) benchmarkIndexes.push(result.benchmarkIndex);
        console.info(
          `  run ${i}/${runs}  ${t.name.padEnd(12)} score ${String(result.score ?? '—').padStart(3)}  LCP ${Math.round(result.lcp ?? 0)} ms  ` +
            `TBT ${Math.round(result.tbt ?? 0)} ms  SEO ${result.seo ?? '—'}  BP ${result.bestPractices ?? '—'}  (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
        );
      }
    }
    for (const [t, results] of perTarget) {
      const problems = [];
      results.forEach((r, i) => {
        if (r.api.calls === 0) problems.push(`run ${i + 1} made no call to the mock API (did the page render?)`);
        for (const f of r.api.failed.filter((call) => !expectedFailure(call))) problems.push(`run ${i + 1}: failed call ${f}`);
        for (const w of r.warnings) problems.push(`run ${i + 1}: ${w}`);
      });
      t.lighthouse = {
        runs: results.map((r) => Object.fromEntries([...METRICS, ...CATEGORIES].map((m) => [m.key, r[m.key]]))),
        median: medians(results),
        problems: [...new Set(problems)],
        failing: failingInAnyRun(results),
      };
    }
  });
}

/**
 * Runs `work(cleanups)`, then what it pushed on `cleanups` (servers, the mock API, Chrome) in reverse order,
 * also when the run is interrupted (Ctrl-C).
 */
async function withCleanups(work) {
  const cleanups = [];
  const cleanup = async () => {
    for (const fn of cleanups.splice(0).toReversed()) await fn().catch(() => undefined);
  };
  const onSignal = () => cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await work(cleanups);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

/** Whether a failed API call ("<status> <url>") is one bench/routes.json expects (a guest's 401s). */
function expectedFailure(call) {
  const [status, url] = call.split(' ');
  return (routesFile.expectedApiFailures ?? []).some((e) => String(e.status) === status && new URL(url).pathname === e.path);
}

/** Starts scripts/mock-api.mjs on the bench's port, allowing the pages' origins; resolves to its URL. */
async function startMockApi(cleanups) {
  const child = spawn(
    process.execPath,
    [
      'scripts/mock-api.mjs',
      '--port',
      String(apiPort),
      ...[siteOrigin(appPort), siteOrigin(floorPort)].flatMap((origin) => ['--origin', origin]),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The mock API exited (code ${child.exitCode}):\n${output}`);
    const ok = await fetch(`${apiUrl}/__mock/health`).then((r) => r.ok, () => false);
    if (ok) return apiUrl;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The mock API did not answer ${apiUrl}/__mock/health within 60 s:\n${output}`);
}

const sdk = await sdkRoundTrip();
let games = null;
try {
  games = await gameFigures();
} catch (error) {
  // A broken game page must not cost the rest of the run's figures: written as a failed measurement.
  games = withGames ? { error: error instanceof Error ? error.message : String(error) } : null;
  console.error(`✘ The sample games could not be measured: ${games?.error}`);
  process.exitCode = 1;
}

// 6. Results.
for (const t of routes) t.ratios = floorRatios(t, floor);
const results = {
  schema: 1,
  date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  commit: git('rev-parse', '--short', 'HEAD'),
  dirty: Boolean(git('status', '--porcelain')),
  environment: {
    node: process.version,
    chromium: chromiumVersion,
    lighthouse: lighthouseVersion,
    benchmarkIndex: benchmarkIndexes.length > 0 ? { median: Math.round(median(benchmarkIndexes)), min: Math.round(Math.min(...benchmarkIndexes)), max: Math.round(Math.max(...benchmarkIndexes)) } : null,
    cpus: cpus().length,
    loadavg: loadavg(),
    platform: `${process.platform} ${process.arch}`,
  },
  settings: { runs: withLighthouse ? runs : 0, lighthouse: withLighthouse, preset: 'mobile', gzipLevel: GZIP_LEVEL, apiUrl, ...served },
  floor,
  routes,
  skipped: appBundles.skipped,
  warnings: appBundles.warnings,
  sdk,
  games,
  durationSeconds: (performance.now() - started) / 1000,
};
const baselineFile = join(resultsDir, 'baseline.json');
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : null;
const markdown = renderMarkdown(results, baseline);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(resultsDir, 'latest.md'), markdown);
if (saveBaseline) writeFileSync(baselineFile, `${JSON.stringify(results, null, 2)}\n`);
console.info(`\n${markdown}`);
console.info(`Wrote bench/results/latest.json and latest.md${saveBaseline ? ', and baseline.json' : ''} (${results.durationSeconds.toFixed(0)} s).`);
checkSdkBar(sdk);
