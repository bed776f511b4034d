import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGame, preloadDeclaredModules } from '../../scripts/build-games.mjs';
import { readManifest, staticClosure } from '../../scripts/lib/bundle-report.mjs';

/* A game's HTML preloads the module its entry imports dynamically (starfall-arena: the engine beside the entry that connects to Orbital). */

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\.\/([^"]+)">/g)].map((match) => match[1] ?? '');
const fileOf = (manifest: ReturnType<typeof readManifest>, key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
  return chunk.file;
};

async function buildFixture(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'build-games-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  await build({
    configFile: false,
    root: dir,
    base: './',
    logLevel: 'silent',
    plugins: [preloadDeclaredModules()],
    build: { outDir: join(dir, 'dist'), target: 'es2022', manifest: true, minify: false },
  });
  return readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
}

const page = '<!doctype html><html><head><link rel="modulepreload" href="./src/engine.ts" /></head><body><script type="module" src="./src/main.ts"></script></body></html>';

describe("a game's declared preloads (scripts/build-games.mjs)", () => {
  it("preload the module's built chunk and its imports that the entry does not load, once each", async () => {
    const html = await buildFixture({
      'index.html': page,
      'src/shared.ts': 'export const shared = String(Math.random());',
      'src/big.ts': "export const big = 'engine parts'.repeat(Number(location.hash.length) + 1);",
      'src/engine.ts': "import { big } from './big';\nimport { shared } from './shared';\nexport const run = () => console.log(big, shared);",
      'src/other.ts': "import { big } from './big';\nexport const other = big;",
      'src/main.ts': "import { shared } from './shared';\nconsole.log(shared);\nif (location.hash === '#other') void import('./other');\nconst { run } = await import('./engine');\nrun();",
    });
    const manifest = readManifest(join(dir, 'dist'));
    expect(manifest['src/engine.ts']?.isDynamicEntry).toBe(true);
    const engineFiles = staticClosure(manifest, ['src/engine.ts']).map((key) => fileOf(manifest, key));
    const entryFiles = staticClosure(manifest, ['index.html']).map((key) => fileOf(manifest, key));
    // The engine and big.ts (a chunk of its own: other.ts shares it), not what the entry loads already.
    expect(engineFiles.length).toBeGreaterThan(1);
    expect(preloads(html).filter((file) => !entryFiles.includes(file)).toSorted()).toEqual(engineFiles.filter((file) => !entryFiles.includes(file)).toSorted());
    expect(preloads(html)[0]).toBe(fileOf(manifest, 'src/engine.ts'));
    expect(new Set(preloads(html)).size).toBe(preloads(html).length);
    // The source path is gone, and no copy of the source was emitted.
    expect(html).not.toContain('src/engine.ts');
    expect(readdirSync(join(dir, 'dist', 'assets')).filter((file) => readFileSync(join(dir, 'dist', 'assets', file), 'utf8').includes('import { big }'))).toEqual([]);
  });

  it('fail the build when the preloaded module is no chunk of its own', async () => {
    await expect(
      buildFixture({
        'index.html': page,
        'src/engine.ts': 'export const run = () => console.log(1);',
        'src/main.ts': "import { run } from './engine';\nrun();",
      }),
    ).rejects.toThrow(/preloads .*src\/engine\.ts, which is no chunk of its own: import\(\) it from the entry/);
  });

  it("starfall-arena: the entry that connects to Orbital carries none of three.js, which its HTML preloads beside it", async () => {
    dir = mkdtempSync(join(tmpdir(), 'build-games-starfall-'));
    await buildGame('starfall-arena', dir);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const manifest = readManifest(dir);
    const text = (file: string) => readFileSync(join(dir, file), 'utf8');
    const isThree = (file: string) => text(file).includes('#include <common>'); // three's shader chunks
    const entry = staticClosure(manifest, ['index.html']).map((key) => fileOf(manifest, key));
    expect(entry.filter(isThree)).toEqual([]);
    expect(entry.map(text).join('\n')).toContain('handshake');
    expect(preloads(html).filter(isThree).length).toBeGreaterThan(0);
    expect(preloads(html)).toContain(fileOf(manifest, 'src/game.ts'));
    // The emulated headset stays out of a player's download.
    expect(preloads(html).some((file) => file === manifest['../../node_modules/iwer/lib/index.js']?.file)).toBe(false);
  }, 60_000);
});
