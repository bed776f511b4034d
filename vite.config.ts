/// <reference types="vitest/config" />
import { cpSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite';
import { RELAY_CHUNK } from './scripts/lib/chunk-groups.mjs';
import { contentSecurityPolicy } from './scripts/lib/csp.mjs';
import { answerHealth, redirectToSite, serveGames, siteFor, siteOrigin } from './scripts/lib/hosts.mjs';
import { prerenderedLookup } from './scripts/lib/prerendered.mjs';
import { siteMetaDefaults } from './scripts/lib/site-meta.mjs';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The demo is the same app behind a different entry: `mocks/demo/main.tsx` starts the mock
 * backend and the sandbox, then renders the app. Only `--mode demo` swaps it in, so nothing
 * demo-only can reach the production bundle through an import.
 */
function demoEntry(mode: string): Plugin {
  return {
    name: 'orbital-demo-entry',
    // 'pre': before Vite resolves the entry script, or the swap comes too late to matter.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => (mode === 'demo' ? html.replace('/src/main.tsx', '/mocks/demo/main.tsx') : html),
    },
    // The mock service worker and mock media live in mocks/public: only the demo build gets them.
    writeBundle(options) {
      if (mode === 'demo' && options.dir) cpSync(r('./mocks/public'), options.dir, { recursive: true });
    },
  };
}

/**
 * Production builds that do not check responses need of the contract only each endpoint's method, path
 * and whether it takes a body: the zod schemas are for checking (development, tests, the demo) and for
 * the mocks, and `auth` for the API docs and the mocks' session check. So the production build gets
 * `src/api/contract.ts` as that data, computed here from the real module at build time, and zod and the
 * schemas stay off the startup path (ADR 0008). Every endpoint is on every page's startup path this way:
 * each field left out is left out a hundred times (`auth`: 0.3 kB gzip of home's initial JS).
 */
export function liteContract(): Plugin {
  const contractFile = r('./src/api/contract.ts');
  let enabled = false;
  return {
    name: 'orbital-lite-contract',
    apply: 'build',
    configResolved(resolved) {
      const checks = /^(1|true)$/i.test(String(resolved.env.VITE_ORBITAL_CHECK_RESPONSES ?? ''));
      enabled = resolved.mode === 'production' && !checks;
    },
    async load(id) {
      if (!enabled || id !== contractFile) return null;
      type Def = { method: string; path: string; body?: unknown };
      const { module } = await runnerImport<{ endpoints: Record<string, Def>; DOMAIN_TITLES: Record<string, string> }>(
        contractFile,
        { root: r('.'), configFile: false, logLevel: 'error' },
      );
      // One string an endpoint, 'METHOD path' ('METHOD+ path' when it takes a body), unpacked as the module
      // loads, its `key` the property's name: the object form's repeated field names cost 0.13 kB gzip.
      const lite = Object.fromEntries(Object.entries(module.endpoints).map(([key, e]) => [key, `${e.method}${e.body ? '+' : ''} ${e.path}`]));
      return [
        '// Generated at build time by the orbital-lite-contract plugin (vite.config.ts) from src/api/contract.ts.',
        `export const endpoints = ${JSON.stringify(lite)};`,
        'for (const [key, line] of Object.entries(endpoints)) {',
        "  const [method, path] = line.split(' ');",
        "  endpoints[key] = method.endsWith('+') ? { key, method: method.slice(0, -1), path, body: true } : { key, method, path };",
        '}',
        // Only the API docs read the list: pure, so the app's bundle drops the call.
        'export const endpointList = /* @__PURE__ */ Object.values(endpoints);',
        `export const DOMAIN_TITLES = ${JSON.stringify(module.DOMAIN_TITLES)};`,
        "export { buildPath, callEndpoint, decodeQuery, matchPath, pathParamNames } from './endpoint';",
      ].join('\n');
    },
  };
}

/**
 * The two Latin fonts every page paints its first text with are discovered only once the CSS-in-JS runs;
 * preloading them from index.html lets them download with the scripts instead of after them (the
 * bench's Lighthouse runs showed them starting late). Other subsets load on demand, by unicode-range.
 */
export const PRELOADED_FONTS = [/inter-latin-wght-normal-[\w-]+\.woff2$/, /space-grotesk-latin-wght-normal-[\w-]+\.woff2$/];

export function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'orbital-preload-fonts',
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((file) => PRELOADED_FONTS.some((font) => font.test(file)));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `${base}${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * `vite preview` answers the hosts the demo server does (scripts/lib/hosts.mjs, guide §3): the site at
 * orbital.localhost, the game builds (dist-games/, scripts/build-games.mjs; the generic demo game for a catalogue game
 * without a build of its own, scripts/lib/generic-game.mjs) at games.orbital.localhost with the games origin's
 * headers, plain localhost redirected to the site, /__health for readiness probes. The production
 * end-to-end suite so keeps production's site relations (one site, games in their own agent cluster).
 */
export function previewHosts(): Plugin {
  const games = r('./dist-games');
  return {
    name: 'orbital-preview-hosts',
    configurePreviewServer(server) {
      // A prerendered route (scripts/prerender.mjs) is answered with its own HTML, not the plain fallback.
      const prerendered = prerenderedLookup(resolve(server.config.root, server.config.build.outDir));
      server.middlewares.use((req, res, next) => {
        if (answerHealth(req, res) || redirectToSite(req, res)) return;
        if (siteFor(req.headers.host) !== 'games') {
          const file = req.method === 'GET' || req.method === 'HEAD' ? prerendered(new URL(req.url ?? '/', 'http://site').pathname) : null;
          if (file) req.url = file;
          return next();
        }
        serveGames(req, res, games).catch(next);
      });
    },
  };
}

/**
 * The demo's mock database checks a saved snapshot against the seed generator's hash, which takes a second
 * generation of the whole seed: the demo build gets it computed once here instead (mocks/db/database.ts).
 */
export function seedHashAtBuild(): Plugin {
  return {
    name: 'orbital-seed-hash',
    apply: (_config, env) => env.command === 'build' && env.mode === 'demo',
    async config() {
      const { module } = await runnerImport<{ seedHash: () => string }>(r('./mocks/db/database.ts'), { root: r('.'), configFile: false, logLevel: 'error' });
      return { define: { ORBITAL_BUILD_SEED_HASH: JSON.stringify(module.seedHash()) } };
    },
  };
}

/**
 * A production build parses and checks its `VITE_ORBITAL_*` variables here, with the app's own parser
 * (src/config/load.ts): a bad deployment config fails the build with the ConfigError's message, and the
 * bundle gets the parsed values instead of the parsers (3.5 kB of the startup path, ADR 0008). What
 * depends on the page (its origin, for the same-origin defaults) is still resolved at run time.
 */
export function configAtBuild(): Plugin {
  return {
    name: 'orbital-config-at-build',
    apply: (_config, env) => env.command === 'build' && env.mode === 'production',
    async config(_config, env) {
      const { module } = await runnerImport<{ parseEnv: (vars: Record<string, unknown>) => unknown }>(r('./src/config/load.ts'), {
        root: r('.'),
        configFile: false,
        logLevel: 'error',
      });
      const parsed = module.parseEnv({ ...loadEnv(env.mode, r('.'), 'VITE_'), MODE: env.mode });
      return { define: { ORBITAL_PARSED_ENV: JSON.stringify(parsed) } };
    },
  };
}

/**
 * The ads build flag as a compile-time constant (`ORBITAL_ADS_BUILD`, declared in src/vite-env.d.ts): true
 * in every mode but production (the demo, dev, tests, Storybook), and in production only when
 * VITE_ORBITAL_ADS is on. Pages guard the ads' lazy chunk with `ORBITAL_ADS_BUILD && config.ads.enabled`, so
 * a production build without ads drops the guard's code and the import: ads add nothing to any route's
 * initial JS then (src/features/ads/slot/README.md).
 */
export function adsBuild(mode: string): boolean {
  if (mode !== 'production') return true;
  return /^(1|true)$/i.test(String(loadEnv(mode, r('.'), 'VITE_').VITE_ORBITAL_ADS ?? ''));
}

export default defineConfig(({ mode }) => ({
  define: { ORBITAL_ADS_BUILD: JSON.stringify(adsBuild(mode)) },
  plugins: [react(), demoEntry(mode), liteContract(), configAtBuild(), preloadFonts(), previewHosts(), seedHashAtBuild(), siteMetaDefaults()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${r('./src')}/` },
      { find: /^@mocks\//, replacement: `${r('./mocks')}/` },
      // The game SDK's protocol (packages/sdk): the page's relay imports the same types and constants.
      { find: /^@orbital\/sdk\/protocol$/, replacement: r('./packages/sdk/src/protocol.ts') },
      // Its names alone (methods, events, error codes), for the SDK docs page: not in the relay's download.
      { find: /^@orbital\/sdk\/names$/, replacement: r('./packages/sdk/src/names.ts') },
      // The sample games' unit tests (games/**) import the library as the games do; the app never does.
      ...(mode === 'test' ? [{ find: /^@orbital\/sdk$/, replacement: r('./packages/sdk/src/index.ts') }] : []),
      // jsdom: the default entry of pusher-js picks a socket msw cannot intercept.
      ...(mode === 'test' ? [{ find: /^pusher-js$/, replacement: r('./node_modules/pusher-js/dist/web/pusher.js') }] : []),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/prerender.mjs reads it (each route's page chunks), as do check:build and the bench.
    manifest: true,
    // Everything the entry imports statically in one chunk (ADR 0008): the default split it into about
    // twenty small shared chunks (each a request; on HTTP/1.1 six at a time, a round trip each). Only the
    // modules themselves: captured modules' dependencies would drag in code the startup never runs.
    rolldownOptions: {
      // The start of the game page's SDK relay before the app is an entry of its own, with its exports: a
      // first visit's early-data script imports it by the manifest's name and calls startEarlyRelay (ADR 0012).
      input: { index: r('./index.html'), earlyRelay: r('./src/features/games/sdk/earlyRelay.ts') },
      preserveEntrySignatures: 'allow-extension',
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'startup', tags: ['$initial'] },
            // The game page's SDK relay and what it imports, in one chunk of its own, before the startup
            // group can take them (they are an entry's too): a first visit's early-data script imports it
            // before the app (nothing of the app's entry, which scripts/prerender.mjs checks), and the page
            // then takes the same relay over (ADR 0012).
            {
              name: RELAY_CHUNK,
              priority: 1,
              test: /src[\\/]features[\\/]games[\\/]sdk[\\/](?:relay|dispatch|methods|gate|params|queue|wire|inviteLink)\.ts$/,
            },
            // Its start before the app (the entry above), only on a first visit: not in the relay's chunk.
            { name: 'earlyRelay', priority: 1, test: /src[\\/]features[\\/]games[\\/]sdk[\\/]earlyRelay\.ts$/ },
            // The SDK's protocol constants, which the SDK docs page shares: their own chunk, not the relay's.
            { name: 'protocol', priority: 1, test: /packages[\\/]sdk[\\/]src[\\/]protocol\.ts$/ },
          ],
        },
      },
    },
  },
  // `vite preview` serves the production build with its Content-Security-Policy (scripts/lib/csp.mjs,
  // docs/security.md), computed from the same env the build reads (.env files of the mode, then the
  // process env: scripts/serve-prod-e2e.mjs passes the end-to-end build's), so e2e runs under it.
  preview: {
    port: 4174,
    strictPort: true,
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(
        { ...loadEnv(mode, r('.'), ['VITE_', 'ORBITAL_CSP_']), ...process.env },
        { pageOrigin: process.env.ORBITAL_PAGE_ORIGIN ?? siteOrigin(4174) },
      ),
    },
  },
  test: {
    environment: 'jsdom',
    // Vitest's default is one worker fewer than the cores: one worker on our 2-core machines. The test files
    // spend most of their time in jsdom and imports, so one per core measured 270 s → 159 s for the suite.
    maxWorkers: availableParallelism(),
    // Worker threads rather than child processes: the same 201 files took 363 s in forks, 230 s in threads
    // (2 cores, one worker each).
    pool: 'threads',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'packages/**/*.test.ts', 'games/**/*.test.ts', 'mocks/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
}));
