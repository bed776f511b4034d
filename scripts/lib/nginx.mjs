// The production web server (issue 14, docs/adr/0010-production-web-server.md): renders the shipped nginx
// configuration (deploy/nginx/orbital.conf.template) for a deployment, and runs nginx with it as a
// non-daemon on a high port for local serving (scripts/serve-nginx.mjs) and the nginx test
// (tests/nginx/nginx.test.ts). Debian's `nginx` and `libnginx-mod-http-brotli-static` (guide §1).
//
// The Content-Security-Policies are scripts/lib/csp.mjs's: the site's for the deployment's VITE_ORBITAL_*
// variables, the games origin's framed only by the site (the one the demo and `vite preview` send); the
// games origin follows from the same variables (VITE_ORBITAL_GAMES_ORIGIN, else games.{site host}), so
// the server can never disagree with what the bundle talks to.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy, cspDirectives, gamesContentSecurityPolicy } from './csp.mjs';
import { GENERIC_GAME } from './generic-game.mjs';
import { HEALTH_PATH, siteOrigin as localSiteOrigin } from './hosts.mjs';
import { nginxPrerenderedLocations } from './prerendered.mjs';

// From a path string: under jsdom (unit tests) `URL` is jsdom's, which fileURLToPath refuses.
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The shipped configuration: the template and the content types it includes. */
export const NGINX_DIR = join(repo, 'deploy/nginx');
export const TEMPLATE = join(NGINX_DIR, 'orbital.conf.template');
export const MIME_TYPES = 'orbital-mime.types';
/** Where Debian's packages put dynamic modules, and the brotli one (libnginx-mod-http-brotli-static). */
export const MODULES_DIR = '/usr/lib/nginx/modules';
export const BROTLI_STATIC_MODULE = join(MODULES_DIR, 'ngx_http_brotli_static_module.so');

/** What the local runs serve: the production build, the games' builds and the SDK's build. */
export const DEFAULT_ROOTS = {
  appRoot: join(repo, 'dist'),
  gamesRoot: join(repo, 'dist-games'),
  sdkRoot: join(repo, 'packages/sdk/dist'),
};

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The nginx binary: NGINX_BIN, else `nginx` on PATH or in the sbin directories; null when there is none. */
export function nginxBinary(env = process.env) {
  if (env.NGINX_BIN) return executable(env.NGINX_BIN) ? env.NGINX_BIN : null;
  const dirs = [...String(env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];
  return dirs.filter(Boolean).map((dir) => join(dir, 'nginx')).find(executable) ?? null;
}

/** The version of packages/sdk: the immutable /sdk/{version}/orbital.js path. */
export function sdkVersion() {
  return JSON.parse(readFileSync(join(repo, 'packages/sdk/package.json'), 'utf8')).version;
}

/**
 * The site and games origins of a deployment: the games origin is the one the build frames (csp.mjs's
 * frame-src, from VITE_ORBITAL_GAMES_ORIGIN or games.{site host} on the site's port).
 * @param {Record<string, string | undefined>} env
 * @param {string} site the public origin of the site, e.g. https://orbital.example
 */
export function deploymentOrigins(env, site) {
  const siteUrl = new URL(site);
  const [games] = cspDirectives(env, { pageOrigin: siteUrl.origin })['frame-src'];
  if (!games) throw new Error('No games origin: set VITE_ORBITAL_GAMES_ORIGIN.');
  const gamesUrl = new URL(games);
  return { siteOrigin: siteUrl.origin, siteHost: siteUrl.hostname, gamesOrigin: gamesUrl.origin, gamesHost: gamesUrl.hostname };
}

/** A value that goes into a double-quoted nginx string: no quote, variable, escape or line break. */
function headerValue(name, value) {
  if (/["$\\\r\n]/.test(value)) throw new Error(`${name} cannot go into the nginx config as is: ${value}`);
  return value;
}

/** A bare nginx token (path, host, listen address, version): no spaces, quotes, braces, `;` or `$`. */
function token(name, value, pattern = /^[\w.:/[\]@+-]+$/) {
  if (!pattern.test(String(value))) throw new Error(`${name} cannot go into the nginx config as is: ${String(value)}`);
  return String(value);
}

/** Keeps or drops the lines between `# [if flag]` and `# [end flag]` (the markers themselves always go). */
function applyFlags(text, flags) {
  const out = [];
  const open = [];
  for (const line of text.split('\n')) {
    const marker = /^\s*# \[(if|end) ([a-z-]+)\]\s*$/.exec(line);
    if (marker) {
      const [, kind, flag] = marker;
      if (!(flag in flags)) throw new Error(`Unknown flag in the nginx template: ${flag}`);
      if (kind === 'if') open.push(flag);
      else if (open.pop() !== flag) throw new Error(`Unbalanced [end ${flag}] in the nginx template`);
      continue;
    }
    if (open.every((flag) => flags[flag])) out.push(line);
  }
  if (open.length > 0) throw new Error(`Unclosed [if ${open.join(', ')}] in the nginx template`);
  return out.join('\n');
}

/**
 * The http-context configuration (deploy/nginx/orbital.conf.template) for a deployment.
 * @param {{
 *   siteOrigin: string, listen: string | number, appRoot: string, gamesRoot: string, sdkRoot: string,
 *   nginxDir: string, env?: Record<string, string | undefined>, brotli?: boolean, genericGame?: boolean,
 *   defaultServer?: boolean, sdkVersion?: string,
 * }} options nginxDir: the absolute directory the rendered files are written to (orbital-mime.types);
 *   brotli: serve .br files (needs the module; default on); genericGame: the demo catalogue's generic game
 *   (local runs only; default off); defaultServer: the block for any other Host (default on).
 */
export function renderConfig(options) {
  const env = options.env ?? {};
  const origins = deploymentOrigins(env, options.siteOrigin);
  const absolute = (name, path) => {
    if (!isAbsolute(path)) throw new Error(`${name} must be an absolute path: ${path}`);
    return token(name, path);
  };
  /** @type {Record<string, string>} */
  const values = {
    ORBITAL_LISTEN: token('listen', options.listen, /^[\w.:[\] -]+$/),
    ORBITAL_SITE_HOST: token('site host', origins.siteHost),
    ORBITAL_GAMES_HOST: token('games host', origins.gamesHost),
    ORBITAL_SITE_ORIGIN: token('site origin', origins.siteOrigin),
    ORBITAL_APP_ROOT: absolute('appRoot', options.appRoot),
    ORBITAL_GAMES_ROOT: absolute('gamesRoot', options.gamesRoot),
    ORBITAL_SDK_ROOT: absolute('sdkRoot', options.sdkRoot),
    ORBITAL_NGINX_DIR: absolute('nginxDir', options.nginxDir),
    ORBITAL_SDK_VERSION: token('SDK version', options.sdkVersion ?? sdkVersion(), /^\d+\.\d+\.\d+$/),
    ORBITAL_GENERIC_GAME: token('generic game', GENERIC_GAME),
    ORBITAL_CSP: headerValue('Content-Security-Policy', contentSecurityPolicy(env, { pageOrigin: origins.siteOrigin })),
    ORBITAL_GAMES_CSP: headerValue("The games' Content-Security-Policy", gamesContentSecurityPolicy(env, { siteOrigin: origins.siteOrigin })),
    ORBITAL_PRERENDERED_LOCATIONS: nginxPrerenderedLocations(options.appRoot),
  };
  const flags = { brotli: options.brotli ?? true, 'generic-game': options.genericGame ?? false, 'default-server': options.defaultServer ?? true };
  const text = applyFlags(readFileSync(TEMPLATE, 'utf8'), flags).replace(/\$\{(ORBITAL_[A-Z_]+)\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`Unknown placeholder in the nginx template: ${match}`);
    return values[name];
  });
  return `# Rendered by scripts/lib/nginx.mjs from deploy/nginx/orbital.conf.template: edit the template, not this file.\n${text}`;
}

/** Writes the rendered configuration and its content types into `dir` (created); returns the conf's path. */
export function writeConfig(dir, options) {
  mkdirSync(dir, { recursive: true });
  const nginxDir = resolve(dir);
  const file = join(nginxDir, 'orbital.conf');
  writeFileSync(file, renderConfig({ ...options, nginxDir }));
  copyFileSync(join(NGINX_DIR, MIME_TYPES), join(nginxDir, MIME_TYPES));
  return file;
}

const TEMP_KINDS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** The temp directories mainConfig() names (nginx checks them even when nothing is ever buffered). */
function makeTempDirs(prefix) {
  for (const kind of TEMP_KINDS) mkdirSync(join(prefix, 'temp', kind), { recursive: true });
}

/**
 * The main nginx.conf of a local run: everything nginx writes stays inside `prefix` (pid, logs, temp
 * files), the brotli module is loaded when installed, and the rendered site config is included.
 */
export function mainConfig({ prefix, siteConfig, brotli, accessLog = false }) {
  return [
    '# A local, non-daemon nginx of scripts/lib/nginx.mjs: everything it writes stays in this directory.',
    ...(brotli ? [`load_module ${BROTLI_STATIC_MODULE};`] : []),
    // As root, nginx would switch its workers to `nobody`, who may not read a checkout under /root or a
    // private temp directory; this server only listens on loopback.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 512; }',
    'http {',
    `    access_log ${accessLog ? `${prefix}/access.log` : 'off'};`,
    '    sendfile on;',
    ...TEMP_KINDS.map((kind) => `    ${kind}_temp_path ${prefix}/temp/${kind};`),
    `    include ${siteConfig};`,
    '}',
    '',
  ].join('\n');
}

/** A free TCP port on the loopback address (nginx cannot be asked for port 0 and tell us which it got). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** GET `path` on host:port with a Host header; resolves to the status (0 when nothing answered). */
function probe(port, host, path, hostHeader) {
  return new Promise((resolveStatus) => {
    const req = request({ host, port, path, headers: { Host: hostHeader } }, (res) => {
      res.resume();
      res.on('end', () => resolveStatus(res.statusCode ?? 0));
    });
    req.on('error', () => resolveStatus(0));
    req.setTimeout(2000, () => req.destroy());
    req.end();
  });
}

/**
 * `nginx -t` on a rendered site config (as a local run would include it): resolves to its output, or
 * rejects with it when the config is invalid.
 */
export function checkConfig(siteConfig, { brotli = existsSync(BROTLI_STATIC_MODULE) } = {}) {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed.');
  const prefix = mkdtempSync(join(tmpdir(), 'orbital-nginx-check-'));
  try {
    makeTempDirs(prefix);
    const main = join(prefix, 'nginx.conf');
    writeFileSync(main, mainConfig({ prefix, siteConfig, brotli }));
    const result = spawnSync(bin, ['-t', '-p', `${prefix}/`, '-c', main, '-e', join(prefix, 'error.log')], { encoding: 'utf8' });
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    if (result.status !== 0) throw new Error(`nginx -t failed:\n${output}`);
    return output;
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

/**
 * Starts nginx in the foreground on `port` (loopback) with the shipped config for the local test hosts:
 * the site at http://orbital.localhost:{port}, the games at games.orbital.localhost:{port}, any other Host
 * redirected. Resolves once /__health answers, with the origins, `exited` (nginx's exit code or signal)
 * and `stop()`.
 * @param {{
 *   port: number, host?: string, appRoot?: string, gamesRoot?: string, sdkRoot?: string,
 *   env?: Record<string, string | undefined>, genericGame?: boolean, accessLog?: boolean, timeoutMs?: number,
 * }} options
 */
export async function startNginx({ port, host = '127.0.0.1', env = {}, genericGame = false, accessLog = false, timeoutMs = 10_000, ...roots }) {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed: apt-get install -y nginx libnginx-mod-http-brotli-static (or set NGINX_BIN).');
  const prefix = mkdtempSync(join(tmpdir(), 'orbital-nginx-'));
  makeTempDirs(prefix);
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  const site = localSiteOrigin(port);
  const siteConfig = writeConfig(join(prefix, 'conf'), {
    siteOrigin: site,
    listen: `${host}:${port}`,
    appRoot: resolve(roots.appRoot ?? DEFAULT_ROOTS.appRoot),
    gamesRoot: resolve(roots.gamesRoot ?? DEFAULT_ROOTS.gamesRoot),
    sdkRoot: resolve(roots.sdkRoot ?? DEFAULT_ROOTS.sdkRoot),
    env,
    brotli,
    genericGame,
  });
  const main = join(prefix, 'nginx.conf');
  writeFileSync(main, mainConfig({ prefix, siteConfig, brotli, accessLog }));
  const errorLog = join(prefix, 'error.log');
  const child = spawn(bin, ['-p', `${prefix}/`, '-c', main, '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit(code ?? signal)));
  const log = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8').trim() : '');

  const stop = async () => {
    process.removeListener('exit', kill);
    if (child.exitCode === null && child.signalCode === null) {
      kill();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  let early = null;
  void exited.then((reason) => {
    early = reason;
  });
  while ((await probe(port, host, HEALTH_PATH, `localhost:${port}`)) !== 200) {
    if (early !== null || Date.now() > deadline) {
      const why = early !== null ? `exited (${String(early)})` : `did not answer within ${timeoutMs} ms`;
      const message = `nginx ${why}. Its error log:\n${log() || '(empty)'}`;
      await stop();
      throw new Error(message);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  const { gamesOrigin } = deploymentOrigins(env, site);
  return { port, siteOrigin: site, gamesOrigin, prefix, siteConfig, brotli, errorLog: log, exited, stop };
}
