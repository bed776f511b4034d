import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_GAME, genericGamePath } from '../../scripts/lib/generic-game.mjs';
import { serveGames } from '../../scripts/lib/hosts.mjs';

/*
 * The games origin's generic demo game (issue 13): a catalogue game without a build of its own plays
 * games/arcade-demo at its own URL; a build URL that is really missing stays a 404 (the game page's
 * frame error with 'Try Again').
 */

const builds = new Set(['neon-drift', 'starfall-arena', GENERIC_GAME]);
const hasBuild = (slug: string) => builds.has(slug);

describe('genericGamePath', () => {
  it("maps a slug without a build of its own to the generic game's start page and assets", () => {
    expect(genericGamePath('/orbit-defender/index.html', hasBuild)).toBe('/arcade-demo/index.html');
    expect(genericGamePath('/orbit-defender/assets/index-BjnRPMyv.js', hasBuild)).toBe('/arcade-demo/assets/index-BjnRPMyv.js');
  });

  it('serves the sample games and the generic game itself as asked', () => {
    expect(genericGamePath('/neon-drift/index.html', hasBuild)).toBeNull();
    expect(genericGamePath('/starfall-arena/assets/main.js', hasBuild)).toBeNull();
    expect(genericGamePath('/arcade-demo/index.html', hasBuild)).toBeNull();
  });

  it('maps nothing else: another file, a deeper path or a path that is no slug stays missing', () => {
    const paths = [
      '/orbit-defender/missing.html',
      '/orbit-defender/index.htm',
      '/orbit-defender/v2/index.html',
      '/orbit-defender/assets/deep/x.js',
      '/orbit-defender/assets/..%2f..%2fsecret',
      '/Orbit-Defender/index.html',
      '/-x/index.html',
      '/index.html',
      '/sdk/v1/orbital.js',
    ];
    const mapped = Object.fromEntries(paths.map((path) => [path, genericGamePath(path, hasBuild)]));
    expect(mapped).toEqual(Object.fromEntries(paths.map((path) => [path, null])));
  });
});

describe('serveGames with the generic game', () => {
  const root = mkdtempSync(join(tmpdir(), 'orbital-games-'));
  mkdirSync(join(root, GENERIC_GAME, 'assets'), { recursive: true });
  writeFileSync(join(root, GENERIC_GAME, 'index.html'), '<!doctype html><title>generic</title>');
  writeFileSync(join(root, GENERIC_GAME, 'assets', 'game.js'), 'export const generic = true;');
  mkdirSync(join(root, 'neon-drift'));
  writeFileSync(join(root, 'neon-drift', 'index.html'), '<!doctype html><title>Neon Drift</title>');

  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => void serveGames(req, res, root));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a catalogue game's build URL (any query) with the generic game and its assets, with the games origin's headers", async () => {
    const page = await fetch(`${base}/orbit-defender/index.html?build=1.2.0&orbital_level=2`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>generic</title>');
    expect(page.headers.get('origin-agent-cluster')).toBe('?1');
    expect(page.headers.get('access-control-allow-origin')).toBe('*');
    const script = await fetch(`${base}/orbit-defender/assets/game.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('export const generic = true;');
  });

  it('answers a sample game with its own build, and a missing file with 404', async () => {
    expect(await (await fetch(`${base}/neon-drift/index.html`)).text()).toContain('<title>Neon Drift</title>');
    expect((await fetch(`${base}/neon-drift/assets/game.js`)).status).toBe(404);
    expect((await fetch(`${base}/orbit-defender/missing.html`)).status).toBe(404);
    expect((await fetch(`${base}/orbit-defender/assets/nothing.js`)).status).toBe(404);
    expect((await fetch(`${base}/orbit-defender/v2/index.html`)).status).toBe(404);
  });
});
