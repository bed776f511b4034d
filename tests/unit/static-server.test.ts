import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, startStaticServer } from '../../scripts/lib/static-server.mjs';
import { request as httpRequest } from 'node:http';
import { rawGet } from '../support/rawGet';

/** GET with another Host header (fetch refuses to set one). */
function rawGetWithHost(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject);
    req.end();
  });
}

/* The static server behind the demo, Storybook and the bench: SPA fallback, and nothing outside its root. */

const root = mkdtempSync(join(tmpdir(), 'orbital-static-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(root, 'app.js'), 'export {};');

type Server = Awaited<ReturnType<typeof startStaticServer>>;
let spa: Server;
let plain: Server;
let zipping: Server;
const base = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  [spa, plain, zipping] = await Promise.all([
    startStaticServer({ root, port: 0 }),
    startStaticServer({ root, port: 0, spa: false }),
    startStaticServer({ root, port: 0, compress: true }),
  ]);
});
afterAll(() => {
  spa.close();
  plain.close();
  zipping.close();
});

describe('startStaticServer', () => {
  it('serves files, and the app for page URLs it has no file for', async () => {
    expect(await (await fetch(`${base(spa)}/app.js`)).text()).toBe('export {};');
    const page = await fetch(`${base(spa)}/arcade/games?cat=action`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
  });

  it('answers a path that does not percent-decode with the app, so the app shows its own page', async () => {
    const page = await fetch(`${base(spa)}/hc/legal/%E0%A4%A`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
  });

  it('answers a page URL whose last segment looks like a file name with the app, but a missing asset with 404', async () => {
    // '/game//game/https%3A%2F%2Fevil.example%2F' decodes to a name ending '.example': still a page URL.
    const page = await fetch(`${base(spa)}/game//game/https%3A%2F%2Fevil.example%2F`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    expect((await fetch(`${base(spa)}/blog/article/v1.2`)).status).toBe(200);
    expect((await fetch(`${base(spa)}/assets/missing-chunk.js`)).status).toBe(404);
    expect((await fetch(`${base(spa)}/images/missing.PNG`)).status).toBe(404);
  });

  it('lets a route answer first (the bench serves the game builds for a games host)', async () => {
    const routed = await startStaticServer({
      root,
      port: 0,
      route: (req, res) => {
        if (!String(req.headers.host).startsWith('games.')) return false;
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('a game');
        return Promise.resolve(true);
      },
    });
    try {
      const port = (routed.address() as AddressInfo).port;
      const game = await rawGetWithHost(`http://127.0.0.1:${port}/x/index.html`, `games.localhost:${port}`);
      expect(game).toBe('a game');
      expect(await (await fetch(`http://127.0.0.1:${port}/app.js`)).text()).toBe('export {};');
    } finally {
      routed.close();
    }
  });

  it('refuses such a path when it is not a single-page app', async () => {
    expect((await fetch(`${base(plain)}/hc/legal/%E0%A4%A`)).status).toBe(400);
  });

  it('never serves a file outside its root', async () => {
    const response = await fetch(`${base(plain)}/..%2F..%2F..%2Fetc%2Fpasswd`);
    expect(response.status).not.toBe(200);
  });
});

describe('compression', () => {
  it('with compress, gzips text for clients that accept it, and only for them', async () => {
    const url = `${base(zipping)}/app.js`;
    const zipped = await rawGet(url, 'gzip, deflate, br');
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe('export {};');
    const plainResponse = await rawGet(url, 'identity');
    expect(plainResponse.encoding).toBeUndefined();
    expect(plainResponse.body.toString()).toBe('export {};');
  });

  it('without compress, sends files as they are', async () => {
    expect((await rawGet(`${base(spa)}/app.js`, 'gzip')).encoding).toBeUndefined();
  });

  it('reads Accept-Encoding like HTTP does', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
