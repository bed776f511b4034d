import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { createDemoServer } from '../../scripts/lib/demo-server.mjs';
import { SITE_HOST } from '../../scripts/lib/hosts.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';

/*
 * /robots.txt (issue 14, "Shareable and indexable"): Lighthouse's SEO audit read the app's HTML there.
 * public/robots.txt is copied into every build, and each server we run answers it as text: the demo
 * server, the bench's static server (gzipped) and `vite preview` (the production end-to-end setup).
 */

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ROBOTS = readFileSync(join(repo, 'public/robots.txt'), 'utf8');
const APP_HTML = '<!doctype html><title>app</title><div id="root"></div>';

/** A build folder: the app's index.html and what Vite copies from public/. */
const build = mkdtempSync(join(tmpdir(), 'orbital-robots-'));
cpSync(join(repo, 'public'), build, { recursive: true });
writeFileSync(join(build, 'index.html'), APP_HTML);

interface Answer {
  status: number;
  type: string | undefined;
  encoding: string | undefined;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], encoding, body: (encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const portOf = (server: { address: () => unknown }) => (server.address() as AddressInfo).port;

function expectRobots(answer: Answer) {
  expect(answer.status).toBe(200);
  expect(answer.type).toMatch(/^text\/plain\b/);
  expect(answer.body).toBe(ROBOTS);
  expect(answer.body).not.toMatch(/<!doctype html|<html|<div/i);
}

describe('public/robots.txt', () => {
  const rules = ROBOTS.split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  const disallowed = rules.filter((line) => line.startsWith('Disallow:')).map((line) => line.slice('Disallow:'.length).trim());
  const routes = (JSON.parse(readFileSync(join(repo, 'bench/routes.json'), 'utf8')) as { routes: { url: string }[] }).routes.map((r) => r.url);
  const publicPages = [...routes, '/arcade/games/tag/vr', '/arcade/games/starfall-arena/catalog/plasma-blade', '/arcade/games/developer/orbital-labs', '/blog', '/search?query=star', '/hc/legal/privacy-policy', '/community/user/player'];

  it('has one group for every crawler', () => {
    expect(rules[0]).toBe('User-agent: *');
    expect(rules.filter((line) => line.startsWith('User-agent:'))).toHaveLength(1);
  });

  it('keeps account, sign-in and purchase pages out of the index', () => {
    const privatePages = ['/account/settings', '/auth/login', '/auth/reset-password?token=t', '/market/coins', '/market/coins/success', '/market/subscription/confirm'];
    expect(privatePages.filter((path) => !disallowed.some((prefix) => path.startsWith(prefix)))).toEqual([]);
  });

  it('blocks no public page (Lighthouse fails a blocked page as not crawlable)', () => {
    expect(publicPages.filter((path) => disallowed.some((prefix) => path.startsWith(prefix)))).toEqual([]);
  });

  it('names no sitemap: there is none yet', () => {
    expect(ROBOTS).not.toMatch(/^\s*sitemap:/im);
  });
});

describe('/robots.txt is served as text, not as the app', () => {
  let demo: ReturnType<typeof createDemoServer>;
  let bench: Awaited<ReturnType<typeof startStaticServer>>;
  let vitePreview: PreviewServer;

  beforeAll(async () => {
    demo = createDemoServer({ root: build });
    await new Promise<void>((resolve) => demo.listen(0, '127.0.0.1', resolve));
    bench = await startStaticServer({ root: build, port: 0, compress: true });
    // The project's own config (its preview plugins), serving the build folder above.
    vitePreview = await preview({ root: repo, logLevel: 'silent', build: { outDir: build }, preview: { port: 0, strictPort: false, host: '127.0.0.1', open: false } });
  });
  afterAll(async () => {
    demo.close();
    bench.close();
    await vitePreview.close();
  });

  it('by the demo server (npm run demo, the end-to-end suite)', async () => {
    expectRobots(await get(`http://127.0.0.1:${portOf(demo)}/robots.txt`, { host: `${SITE_HOST}:${portOf(demo)}` }));
    // The page URLs still get the app.
    expect((await get(`http://127.0.0.1:${portOf(demo)}/arcade/games`, { host: `${SITE_HOST}:${portOf(demo)}` })).body).toBe(APP_HTML);
  });

  it("by the bench's static server, gzipped like the other text", async () => {
    const answer = await get(`http://127.0.0.1:${portOf(bench)}/robots.txt`, { 'accept-encoding': 'gzip' });
    expect(answer.encoding).toBe('gzip');
    expectRobots(answer);
  });

  it('by vite preview (the production end-to-end setup, scripts/serve-prod-e2e.mjs)', async () => {
    const url = vitePreview.resolvedUrls?.local[0];
    expect(url).toBeDefined();
    const { port } = new URL(url as string);
    expectRobots(await get(`http://127.0.0.1:${port}/robots.txt`, { host: `${SITE_HOST}:${port}`, accept: 'text/html,*/*' }));
  });
});
