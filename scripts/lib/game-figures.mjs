// The sample games' headset figures (issue 13), shared by check:build (which holds them to bench/budget.json)
// and the bench (which reports them, scripts/bench/games.mjs):
// - each game's startup JavaScript, gzip, from its build's manifest (gameStartupJs);
// - starfall-arena's worst frame in emulated VR (measureStarfallXr), measured from the built game in headless
//   Chromium: starfall-arena opened on its own (local mode) with the emulated headset (`xr=emulate`, iwer's Meta
//   Quest 3), in VR with both controllers while drones fly and the trigger fires. The game publishes
//   three's `renderer.info` of its last frame and the time of its first frame on `window.__starfallStats`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { gzipSize, readManifest, staticClosure } from './bundle-report.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveGames } from './hosts.mjs';

/**
 * The manifest keys of the chunks a built page preloads (`<link rel="modulepreload" href="./assets/…">`),
 * such as starfall-arena's engine beside its entry (scripts/build-games.mjs › preloadDeclaredModules).
 * @param {string} html
 * @param {Record<string, { file: string }>} manifest
 */
function preloadedChunks(html, manifest) {
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="(?:\.\/)?([^"]+)"/g)].map((match) => match[1]);
  return Object.keys(manifest).filter((key) => hrefs.includes(manifest[key].file));
}

/**
 * Each game build of `gamesDir` (a folder with a Vite manifest; dist-games) and its startup JavaScript: its
 * page's script, the chunks its HTML preloads, and what those import statically, gzip (the emulated headset
 * is a dynamic import under xr=emulate, not counted). Sorted by slug; empty when there is no build.
 * @param {string} gamesDir
 * @returns {Array<{ slug: string, gzip: number, files: number }>}
 */
export function gameStartupJs(gamesDir) {
  const slugs = existsSync(gamesDir) ? readdirSync(gamesDir).filter((slug) => existsSync(join(gamesDir, slug, '.vite', 'manifest.json'))).toSorted() : [];
  return slugs.map((slug) => {
    const dir = join(gamesDir, slug);
    const manifest = readManifest(dir);
    const html = existsSync(join(dir, 'index.html')) ? readFileSync(join(dir, 'index.html'), 'utf8') : '';
    const roots = ['index.html', ...preloadedChunks(html, manifest)];
    const files = staticClosure(manifest, roots).map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    return { slug, gzip: files.reduce((sum, file) => sum + gzipSize(readFileSync(join(dir, file))), 0), files: files.length };
  });
}

/** How long the figures are sampled in VR (ms): a few drone waves and shots. */
const SAMPLE_MS = 2500;

/**
 * @param {{ gamesDir?: string, port?: number }} [options]
 * @returns {Promise<{ calls: number, triangles: number, firstFrameMs: number, samples: number }>} the worst
 *   frame's draw calls and triangles while sampling in VR, and the first frame's time after the page's start.
 */
export async function measureStarfallXr({ gamesDir = 'dist-games', port = 0 } = {}) {
  // Served on localhost (a secure context, first-party storage: iwer's session needs localStorage).
  const server = createServer((req, res) => {
    serveGames(req, res, gamesDir).catch(() => res.writeHead(500).end());
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://localhost:${address.port}/starfall-arena/index.html?xr=emulate&orbital_round=30`);
    await page.getByRole('button', { name: 'Enter VR' }).click({ timeout: 20_000 });
    await page.waitForFunction(() => Reflect.get(window, '__starfallStats')?.xr === true, null, { timeout: 15_000 });
    const sampled = await page.evaluate(async (sampleMs) => {
      const stats = Reflect.get(window, '__starfallStats');
      const right = Reflect.get(window, '__xrDevice').controllers.right;
      let calls = 0;
      let triangles = 0;
      let samples = 0;
      const until = performance.now() + sampleMs;
      let trigger = 0;
      while (performance.now() < until) {
        // Fire now and then: bolts and sparks are part of the worst frame.
        trigger = 1 - trigger;
        right.updateButtonValue('trigger', trigger);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 40)));
        calls = Math.max(calls, stats.calls);
        triangles = Math.max(triangles, stats.triangles);
        samples += 1;
      }
      return { calls, triangles, samples, firstFrameMs: stats.firstFrameMs };
    }, SAMPLE_MS);
    if (errors.length > 0) throw new Error(`starfall-arena reported errors in emulated VR: ${errors.join('; ')}`);
    return { ...sampled, firstFrameMs: Math.round(sampled.firstFrameMs) };
  } finally {
    await browser.close();
    server.close();
  }
}
