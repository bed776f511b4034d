import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, gamesContentSecurityPolicy, gamesCspDirectives } from '../../scripts/lib/csp.mjs';
import { createDemoServer } from '../../scripts/lib/demo-server.mjs';
import { framingSiteOrigin } from '../../scripts/lib/hosts.mjs';
import { renderConfig } from '../../scripts/lib/nginx.mjs';

/*
 * The games origin's Content-Security-Policy (scripts/lib/csp.mjs, docs/security.md): one definition, sent
 * by nginx's games server block, the demo server and `vite preview` (both through serveGames). Each
 * directive is pinned: dropping or widening one fails here; the sample games running under it is the
 * end-to-end suite's (tests/e2e/game-*.spec.ts, hosts.spec.ts).
 */

const SITE = 'https://orbital.example';

/** The games policy for `siteOrigin`, or the error it throws. */
function refusal(siteOrigin: string): string {
  try {
    return gamesContentSecurityPolicy({}, { siteOrigin });
  } catch (error) {
    return String(error);
  }
}

describe("the games origin's policy", () => {
  it('is exactly these directives: the games own origin, WebAssembly but no eval, framed only by the site', () => {
    expect(gamesCspDirectives({}, { siteOrigin: SITE })).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'none'"],
      'frame-ancestors': [SITE],
    });
  });

  it('writes every directive into the header, in order, and nothing else', () => {
    expect(gamesContentSecurityPolicy({}, { siteOrigin: SITE })).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "media-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; " +
        `base-uri 'self'; form-action 'none'; frame-ancestors ${SITE}`,
    );
  });

  it("takes the site's origin for frame-ancestors (no path, no trailing slash) and refuses anything that is not one", () => {
    expect(gamesCspDirectives({}, { siteOrigin: 'https://orbital.example/arcade/?x=1' })['frame-ancestors']).toEqual([SITE]);
    expect(gamesCspDirectives({}, { siteOrigin: 'http://orbital.localhost:4173' })['frame-ancestors']).toEqual(['http://orbital.localhost:4173']);
    for (const siteOrigin of ['', '*', 'orbital.example', 'javascript:alert(1)', "'self'"]) {
      expect([siteOrigin, refusal(siteOrigin)]).toEqual([siteOrigin, expect.stringMatching(/site's http\(s\) origin/)]);
    }
  });

  it('adds sources from ORBITAL_GAMES_CSP_EXTRA_<DIRECTIVE> (not the site extras), and never JavaScript eval', () => {
    const env = { ORBITAL_GAMES_CSP_EXTRA_CONNECT_SRC: 'wss://mp.orbital.example https://cdn.example', ORBITAL_CSP_EXTRA_IMG_SRC: 'https://img.example' };
    const policy = gamesContentSecurityPolicy(env, { siteOrigin: SITE });
    expect(policy).toContain("connect-src 'self' wss://mp.orbital.example https://cdn.example;");
    expect(policy).not.toContain('https://img.example');
    expect(() => gamesContentSecurityPolicy({ ORBITAL_GAMES_CSP_EXTRA_SCRIPT_SRC: "'unsafe-eval'" }, { siteOrigin: SITE })).toThrow(/eval/);
  });

  it("is not the site's policy: the site may not compile WebAssembly and frames only the games", () => {
    const site = contentSecurityPolicy({}, { pageOrigin: SITE });
    expect(site).not.toContain('wasm-unsafe-eval');
    expect(site).toContain("frame-ancestors 'none'");
    expect(site).toContain('frame-src https://games.orbital.example');
  });
});

describe('framingSiteOrigin (the site that frames a games-origin request in local runs)', () => {
  it("is the Host without its leading 'games.', over http", () => {
    expect(framingSiteOrigin('games.orbital.localhost:4173')).toBe('http://orbital.localhost:4173');
    expect(framingSiteOrigin('GAMES.orbital.localhost:4174')).toBe('http://orbital.localhost:4174');
    expect(framingSiteOrigin('games.localhost:4195')).toBe('http://localhost:4195');
    expect(framingSiteOrigin('localhost:4200')).toBe('http://localhost:4200');
  });

  it("falls back to the demo's site for a Host that is no plain host name (nothing of it reaches the header)", () => {
    for (const host of ['', 'games.x; script-src *', 'games.x:80/evil', 'a b', "games.'self'"]) expect([host, framingSiteOrigin(host)]).toEqual([host, 'http://orbital.localhost']);
  });
});

describe('one policy on every server of the games origin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orbital-games-csp-'));
  const gamesRoot = join(dir, 'games');
  mkdirSync(join(gamesRoot, 'neon-drift'), { recursive: true });
  writeFileSync(join(gamesRoot, 'neon-drift', 'index.html'), '<!doctype html><title>Neon Drift</title>');
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'app', 'index.html'), '<!doctype html><title>app</title>');

  let server: Server;
  let port = 0;
  beforeAll(async () => {
    // The demo server; vite preview's games host calls the same serveGames (vite.config.ts previewHosts).
    server = createDemoServer({ root: join(dir, 'app'), gamesRoot });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  /** The Content-Security-Policy the demo server answers for `path` on `host`. */
  const policyOf = (host: string, path: string) =>
    new Promise<[number, string | undefined]>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, agent: false, headers: { Host: `${host}:${port}` } }, (res) => {
        res.resume();
        const policy = res.headers['content-security-policy'];
        res.on('end', () => resolve([res.statusCode ?? 0, typeof policy === 'string' ? policy : undefined]));
      });
      req.on('error', reject);
      req.end();
    });

  it('the demo server sends it on every games-origin response, found or not, framed by the demo site', async () => {
    const expected = gamesContentSecurityPolicy({}, { siteOrigin: `http://orbital.localhost:${port}` });
    expect(await policyOf('games.orbital.localhost', '/neon-drift/index.html')).toEqual([200, expected]);
    expect(await policyOf('games.orbital.localhost', '/neon-drift/missing.js')).toEqual([404, expected]);
    // The site itself does not get the games' policy (the demo's site sends none).
    expect(await policyOf('orbital.localhost', '/')).toEqual([200, undefined]);
  });

  it('nginx sends the same one for the same site (deploy/nginx games server block)', () => {
    const config = renderConfig({ siteOrigin: `http://orbital.localhost:${port}`, listen: port, appRoot: '/srv/dist', gamesRoot: '/srv/games', sdkRoot: '/srv/sdk', nginxDir: '/etc/nginx/orbital' });
    const policies = [...config.matchAll(/add_header Content-Security-Policy "([^"]*)"/g)].map((match) => match[1]);
    expect(policies).toEqual([contentSecurityPolicy({}, { pageOrigin: `http://orbital.localhost:${port}` }), gamesContentSecurityPolicy({}, { siteOrigin: `http://orbital.localhost:${port}` })]);
  });
});
