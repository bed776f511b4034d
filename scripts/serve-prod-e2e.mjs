#!/usr/bin/env node
// The production build for end-to-end tests (engineering guide §3): `vite build` (production mode,
// no mocks in the bundle) into dist-e2e, configured to talk to the HTTP mock server
// (`npm run mock-api` on port 8787, addressed as http://api.orbital.localhost:8787, realtime as plain
// ws on the same port), then served at http://orbital.localhost:4174 by production's web server, nginx
// with the shipped config (deploy/nginx; `vite preview` where nginx is not installed, or with
// E2E_PROD_SERVER=preview), the games at games.orbital.localhost:4174; localhost:4174 redirects. Site,
// API and games are one site, as in production, so the API's cookies are first-party.
//
//   node scripts/serve-prod-e2e.mjs               build, then serve
//   node scripts/serve-prod-e2e.mjs --build-only  build and exit (`npm run build:e2e`)
//   node scripts/serve-prod-e2e.mjs --no-build    serve the existing dist-e2e (after build:e2e)
//
// Options: --port <n> (or PORT; default 4174). MOCK_API_PORT (default 8787) is the mock server the
// build is pointed at (API and realtime socket). E2E_PROD_SKIP_BUILD=1 is the same as --no-build.
// E2E_PROD_SERVER=nginx|preview picks the server (default: nginx when installed).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { siteOrigin } from './lib/hosts.mjs';
import { nginxBinary, startNginx } from './lib/nginx.mjs';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = 'dist-e2e';
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at > -1 ? args[at + 1] : undefined;
};

function portOf(value, fallback, what) {
  const port = Number(value ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`Not a port for ${what}: ${String(value)}. Use a number between 1 and 65535.`);
    process.exit(2);
  }
  return port;
}

const port = portOf(option('--port') ?? process.env.PORT, 4174, 'the production build');
const mockPort = portOf(process.env.MOCK_API_PORT, 8787, 'the mock API (MOCK_API_PORT)');
const buildOnly = args.includes('--build-only');
const skipBuild = args.includes('--no-build') || process.env.E2E_PROD_SKIP_BUILD === '1';

/** The API's host name in the end-to-end setup: a subdomain of the site, as in production. */
const apiHost = 'api.orbital.localhost';

/** The deployment config of the build (names and meaning: .env.example). */
const e2eBuildEnv = {
  VITE_ORBITAL_API_URL: `http://${apiHost}:${mockPort}`,
  VITE_ORBITAL_REALTIME_HOST: apiHost,
  VITE_ORBITAL_REALTIME_PORT: String(mockPort),
  VITE_ORBITAL_REALTIME_SCHEME: 'http',
  VITE_ORBITAL_REALTIME_FORCE_TLS: 'false',
  VITE_ORBITAL_CHECK_RESPONSES: 'true',
};

if (!skipBuild) {
  const t0 = performance.now();
  console.info(`Building the production app into ${outDir} against the mock API at ${e2eBuildEnv.VITE_ORBITAL_API_URL} …`);
  const code = await run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, ...e2eBuildEnv },
  });
  if (code !== 0) {
    console.error(`vite build failed with exit code ${code}.`);
    process.exit(code);
  }
  // Each public route's first screen in its HTML (scripts/prerender.mjs), from the same env as the build.
  const prerendered = await run(process.execPath, [fileURLToPath(new URL('./prerender.mjs', import.meta.url)), '--dist', outDir], {
    cwd: root,
    env: { ...process.env, ...e2eBuildEnv },
  });
  if (prerendered !== 0) {
    console.error(`Prerendering failed with exit code ${prerendered}.`);
    process.exit(prerendered);
  }
  // The games origin's files (dist-games), which vite preview serves for games.orbital.localhost.
  const games = await run(process.execPath, [fileURLToPath(new URL('./build-games.mjs', import.meta.url))], { cwd: root });
  if (games !== 0) {
    console.error(`Building the sample games failed with exit code ${games}.`);
    process.exit(games);
  }
  // What the build was configured with, for the end-to-end test to check it talks to the right server.
  await writeFile(
    new URL(`../${outDir}/e2e-build.json`, import.meta.url),
    `${JSON.stringify({ apiUrl: e2eBuildEnv.VITE_ORBITAL_API_URL, realtime: { host: apiHost, port: mockPort, scheme: 'http' } }, null, 2)}\n`,
  );
  console.info(`Built ${outDir} in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
}
if (buildOnly) process.exit(0);

if (!existsSync(new URL(`../${outDir}/index.html`, import.meta.url))) {
  console.error(`${outDir}/index.html is missing: run \`npm run build:e2e\` first (or drop --no-build).`);
  process.exit(1);
}

const pageOrigin = siteOrigin(port);

// The server (E2E_PROD_SERVER): `nginx`, production's web server with the shipped config (deploy/nginx,
// issue 14: headers, caching, the games origin, prerendered routes), the default where nginx is installed
// (.ci/run installs it); or `preview`, `vite preview` with the hosts of vite.config.ts's previewHosts().
// Either listens on loopback, and the page's origin is http://orbital.localhost:{port}, a mock CORS origin.
const serverKind = process.env.E2E_PROD_SERVER ?? (nginxBinary() ? 'nginx' : 'preview');
if (serverKind !== 'nginx' && serverKind !== 'preview') {
  console.error(`E2E_PROD_SERVER is nginx or preview, not ${serverKind}.`);
  process.exit(2);
}
// CI runs the suite on production's server (.ci/run installs nginx): no silent fallback there.
if (process.env.CI && !process.env.E2E_PROD_SERVER && serverKind !== 'nginx') {
  console.error('nginx is not installed (apt-get install -y nginx libnginx-mod-http-brotli-static); E2E_PROD_SERVER=preview runs the suite on vite preview.');
  process.exit(1);
}
console.info(`Orbital production build (end-to-end) on ${serverKind}: ${pageOrigin}/  → API ${e2eBuildEnv.VITE_ORBITAL_API_URL}`);

if (serverKind === 'nginx') {
  // Its Content-Security-Policy comes from the build's env, as the preview's does (scripts/lib/csp.mjs);
  // the demo catalogue's games without a build of their own play the generic game, as in the demo.
  const env = { ...loadEnv('production', root, ['VITE_', 'ORBITAL_']), ...process.env, ...e2eBuildEnv };
  try {
    const server = await startNginx({ port, appRoot: fileURLToPath(new URL(`../${outDir}`, import.meta.url)), env, genericGame: true });
    let stopping = false;
    const stop = () => {
      stopping = true;
      void server.stop().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    void server.exited.then(async (reason) => {
      if (stopping) return;
      const log = server.errorLog();
      // Its temp directory goes either way. Stopped with this process's group (Playwright's teardown signals
      // the whole group, nginx included, and nginx exits 0 on SIGTERM): not an error.
      await server.stop();
      if (reason === 0 || reason === 'SIGTERM' || reason === 'SIGINT') process.exit(0);
      console.error(`nginx stopped (${String(reason)}). Its error log:\n${log || '(empty)'}`);
      process.exit(1);
    });
  } catch (error) {
    console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
} else {
  const preview = spawn(process.execPath, [vite, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', 'localhost'], {
    cwd: root,
    // The preview's Content-Security-Policy (vite.config.ts, scripts/lib/csp.mjs) is computed from the build's env.
    env: { ...process.env, ...e2eBuildEnv, ORBITAL_PAGE_ORIGIN: pageOrigin },
    stdio: 'inherit',
  });
  const forward = (signal) => () => preview.kill(signal);
  process.on('SIGINT', forward('SIGINT'));
  process.on('SIGTERM', forward('SIGTERM'));
  preview.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
