import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, gamesContentSecurityPolicy } from '../../scripts/lib/csp.mjs';
import { deploymentOrigins, renderConfig, sdkVersion, type RenderOptions } from '../../scripts/lib/nginx.mjs';
import { precompress } from '../../scripts/precompress.mjs';

/*
 * The rendering of the shipped nginx configuration (deploy/nginx/orbital.conf.template, scripts/lib/nginx.mjs)
 * and the build's precompression (scripts/precompress.mjs), without nginx. What nginx does with them is
 * tests/nginx/nginx.test.ts (its own stage of `npm test`).
 */

const production: RenderOptions & { nginxDir: string } = {
  siteOrigin: 'https://orbital.example',
  listen: '80',
  appRoot: '/srv/orbital/dist',
  gamesRoot: '/srv/orbital/dist-games',
  sdkRoot: '/srv/orbital/sdk',
  nginxDir: '/etc/nginx/orbital',
  env: { VITE_ORBITAL_API_URL: 'https://api.orbital.example', VITE_ORBITAL_REALTIME_HOST: 'ws.orbital.example' },
};

/** The value of every `add_header <name> "<value>"` line of a rendered config, in order. */
const headerValues = (config: string, name: string) => [...config.matchAll(new RegExp(`add_header ${name} "([^"]*)"`, 'g'))].map((m) => m[1]);

/** renderConfig's error for the production options with `change`, or 'rendered'. */
function refusal(change: Partial<RenderOptions>): string {
  try {
    renderConfig({ ...production, ...change });
    return 'rendered';
  } catch (error) {
    return String(error);
  }
}

describe('renderConfig', () => {
  it("fills the template for a deployment: its hosts, roots and the CSP of csp.mjs for the build's variables", () => {
    const config = renderConfig(production);
    expect(config).not.toMatch(/\$\{ORBITAL_/);
    expect(config).toContain('server_name orbital.example;');
    expect(config).toContain('server_name games.orbital.example;');
    expect(config).toContain('root /srv/orbital/dist;');
    expect(config).toContain('root /srv/orbital/dist-games;');
    expect(config).toContain('alias /srv/orbital/sdk/orbital.js;');
    expect(config).toContain(`location = /sdk/${sdkVersion()}/orbital.js {`);
    expect(config).toContain('include /etc/nginx/orbital/orbital-mime.types;');
    expect(config).toContain('return 307 https://orbital.example$request_uri;');
    const csp = contentSecurityPolicy(production.env ?? {}, { pageOrigin: 'https://orbital.example' });
    expect(csp).toContain('https://api.orbital.example');
    expect(headerValues(config, 'Content-Security-Policy')).toEqual([csp, gamesContentSecurityPolicy({}, { siteOrigin: 'https://orbital.example' })]);
    expect(config.match(/^\s*listen 80( default_server)?;$/gm)).toHaveLength(3);
  });

  it('takes the games host from VITE_ORBITAL_GAMES_ORIGIN, as the build frames it', () => {
    const env = { VITE_ORBITAL_GAMES_ORIGIN: 'https://play.orbital.example' };
    expect(deploymentOrigins(env, 'https://orbital.example')).toEqual({
      siteOrigin: 'https://orbital.example',
      siteHost: 'orbital.example',
      gamesOrigin: 'https://play.orbital.example',
      gamesHost: 'play.orbital.example',
    });
    const config = renderConfig({ ...production, env });
    expect(config).toContain('server_name play.orbital.example;');
    expect(config).toContain('frame-src https://play.orbital.example;');
  });

  it('keeps brotli and the default server by default, and the generic demo game only when asked', () => {
    const config = renderConfig(production);
    expect(config.match(/^\s*brotli_static on;$/gm)).toHaveLength(2);
    expect(config).toMatch(/^\s*listen 80 default_server;$/m);
    expect(config).not.toContain('arcade-demo');
    expect(config).not.toMatch(/^\s*# \[(if|end) [a-z-]+\]\s*$/m);

    const local = renderConfig({ ...production, brotli: false, defaultServer: false, genericGame: true });
    expect(local).not.toMatch(/^\s*brotli_static/m);
    expect(local).not.toMatch(/^\s*listen .*default_server/m);
    expect(local).toContain('rewrite ^ /arcade-demo/$orbital_file last;');
  });

  it('refuses values that would change the config instead of filling it', () => {
    const cases: [string, Partial<RenderOptions>][] = [
      ['a quote in a CSP source', { env: { ORBITAL_CSP_EXTRA_IMG_SRC: 'https://cdn.example" always; add_header X-Evil "1' } }],
      ['a variable in a CSP source', { env: { ORBITAL_CSP_EXTRA_IMG_SRC: 'https://$host' } }],
      ['a relative root', { appRoot: 'dist' }],
      ['a root with a space', { appRoot: '/srv/my orbital/dist' }],
      ['a root that ends the directive', { gamesRoot: '/srv/x; autoindex on' }],
      ['a listen that opens a block', { listen: '80 { }' }],
    ];
    for (const [what, change] of cases) expect([what, refusal(change)]).toEqual([what, expect.stringMatching(/cannot go into the nginx config|absolute path/)]);
  });
});

describe('precompress', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orbital-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside compressible files, only where smaller, and removes stale ones', async () => {
    mkdirSync(join(dir, 'assets'));
    const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
    writeFileSync(join(dir, 'assets/index-AbCd1234.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Orbital</title>${'<p>text</p>'.repeat(50)}`);
    writeFileSync(join(dir, 'tiny.txt'), 'a');
    writeFileSync(join(dir, 'assets/font-AbCd1234.woff2'), Buffer.alloc(2000, 7));
    writeFileSync(join(dir, 'assets/gone-AbCd1234.js.br'), 'stale');

    const report = await precompress(dir);
    for (const file of ['assets/index-AbCd1234.js', 'index.html']) {
      const body = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(body)).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(body)).toBe(true);
      expect(readFileSync(join(dir, `${file}.br`)).length).toBeLessThan(readFileSync(join(dir, `${file}.gz`)).length);
    }
    // Nothing to gain for a one-byte file; images and fonts are compressed already; the stale variant is gone.
    const absent = ['tiny.txt.br', 'tiny.txt.gz', 'assets/font-AbCd1234.woff2.br', 'assets/font-AbCd1234.woff2.gz', 'assets/gone-AbCd1234.js.br'];
    expect(absent.filter((file) => existsSync(join(dir, file)))).toEqual([]);
    expect({ files: report.files, written: report.written, removed: report.removed }).toEqual({ files: 3, written: 4, removed: 1 });

    // Run again: the same variants, none compressed twice (no .br.gz).
    await precompress(dir);
    expect(existsSync(join(dir, 'index.html.br.gz'))).toBe(false);
  });
});
