#!/usr/bin/env node
// The production build served by nginx with the shipped configuration (deploy/nginx, issue 14): what a
// deployment's origin server does, on this machine. Needs Debian's nginx and its brotli module
// (`apt-get install -y nginx libnginx-mod-http-brotli-static`).
//
//   npm run serve:nginx            serve dist/ at http://orbital.localhost:4175, the games (dist-games/ and
//                                  the SDK's /sdk/v1/orbital.js from packages/sdk/dist) at
//                                  games.orbital.localhost:4175; localhost:4175 redirects. `npm run build` first.
//     --port <n> (or PORT)         another port
//     --dir, --games-dir, --sdk-dir  other build directories
//     --generic-game               a catalogue game without a build plays the generic demo game (the demo's
//                                  and the end-to-end catalogue; never in production)
//     --log                        nginx's access log to <prefix>/access.log (the path is printed)
//
//   node scripts/serve-nginx.mjs --render <dir> --site-origin https://orbital.example [options]
//                                  write the production config (orbital.conf, orbital-mime.types) into <dir>;
//                                  include <dir>/orbital.conf in nginx.conf's http block
//     --listen <addr>              nginx's listen parameters (default 80)
//     --app-root, --games-root, --sdk-root  where the server keeps dist/, dist-games/ and the SDK's files
//                                  (default: this checkout's)
//     --no-default-server          leave out the block for other Hosts (when another server is the default)
//     --no-brotli                  no brotli_static (a server without the module; serves gzip only)
//
// The Content-Security-Policy is computed like `vite preview`'s (vite.config.ts): the VITE_ORBITAL_* and
// ORBITAL_CSP_EXTRA_* variables of .env.production[.local] and the environment — give it the values the
// build was made with. --site-origin defaults to VITE_ORBITAL_SITE_URL.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { DEFAULT_ROOTS, startNginx, writeConfig } from './lib/nginx.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at > -1 ? args[at + 1] : undefined;
};
const env = { ...loadEnv('production', repo, ['VITE_', 'ORBITAL_']), ...process.env };
const roots = (appRoot, gamesRoot, sdkRoot) => ({
  appRoot: resolve(appRoot ?? DEFAULT_ROOTS.appRoot),
  gamesRoot: resolve(gamesRoot ?? DEFAULT_ROOTS.gamesRoot),
  sdkRoot: resolve(sdkRoot ?? DEFAULT_ROOTS.sdkRoot),
});

const renderDir = option('--render');
if (renderDir) {
  const siteOrigin = option('--site-origin') ?? env.VITE_ORBITAL_SITE_URL;
  if (!siteOrigin) {
    console.error('--render needs the public site origin: --site-origin https://orbital.example (or VITE_ORBITAL_SITE_URL).');
    process.exit(2);
  }
  try {
    const file = writeConfig(renderDir, {
      siteOrigin,
      listen: option('--listen') ?? '80',
      ...roots(option('--app-root'), option('--games-root'), option('--sdk-root')),
      env,
      brotli: !args.includes('--no-brotli'),
      defaultServer: !args.includes('--no-default-server'),
    });
    console.info(`Wrote ${file} (and orbital-mime.types beside it). In nginx.conf's http block: include ${file};`);
    console.info('Check it with `nginx -t`; the brotli module must be loaded (Debian: libnginx-mod-http-brotli-static).');
  } catch (error) {
    console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  process.exit(0);
}

const port = Number(option('--port') ?? process.env.PORT ?? 4175);
if (!Number.isInteger(port) || port < 1024 || port > 65535) {
  console.error(`Not a port for a local nginx: ${String(option('--port') ?? process.env.PORT)}. Use a number between 1024 and 65535.`);
  process.exit(2);
}
const dirs = roots(option('--dir'), option('--games-dir'), option('--sdk-dir'));
if (!existsSync(join(dirs.appRoot, 'index.html'))) {
  console.error(`${dirs.appRoot}/index.html is missing: run \`npm run build\` first.`);
  process.exit(1);
}
if (!existsSync(join(dirs.sdkRoot, 'orbital.js'))) console.warn(`⚠ ${dirs.sdkRoot}/orbital.js is missing: /sdk/v1/orbital.js will be a 404 (node scripts/build-sdk.mjs).`);
if (!existsSync(join(dirs.appRoot, 'index.html.gz'))) console.warn(`⚠ ${dirs.appRoot} is not precompressed: responses go uncompressed (node scripts/precompress.mjs).`);

try {
  const server = await startNginx({ port, env, genericGame: args.includes('--generic-game'), accessLog: args.includes('--log'), ...dirs });
  console.info(`Orbital on nginx: ${server.siteOrigin}/  (games: ${server.gamesOrigin}/)${server.brotli ? '' : '  — no brotli module: gzip only'}`);
  console.info(`Config: ${server.siteConfig}${args.includes('--log') ? `  access log: ${server.prefix}/access.log` : ''}`);
  let stopping = false;
  void server.exited.then((reason) => {
    if (stopping) return;
    console.error(`nginx stopped (${String(reason)}). Its error log:\n${server.errorLog() || '(empty)'}`);
    process.exit(1);
  });
  const stop = () => {
    stopping = true;
    void server.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
