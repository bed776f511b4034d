import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleReport,
  chunkFiles,
  gzipSize,
  htmlInitialFiles,
  measureFiles,
  moduleLabel,
  routeChunks,
  staticClosure,
  type Manifest,
} from '../../scripts/lib/bundle-report.mjs';

/*
 * The bundle analysis behind `npm run bench` and the budget check (scripts/lib/bundle-report.mjs), on a
 * small manifest shaped like Vite's: an entry with shared chunks, two lazy pages sharing a card chunk,
 * a lazily loaded feature (motion) reachable from the entry and one (pusher) reachable only from the
 * home page.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js', '_shared.js'],
    dynamicImports: ['src/pages/HomePage.tsx', 'src/pages/AboutPage.tsx', 'src/lazy/motion.ts'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_vendor.js'], css: ['assets/card.css'] },
  'src/pages/HomePage.tsx': {
    file: 'assets/HomePage.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js', '_card.js'],
    dynamicImports: ['node_modules/pusher-js/dist/web/pusher.js'],
    css: ['assets/HomePage.css'],
  },
  'src/pages/AboutPage.tsx': { file: 'assets/AboutPage.js', isDynamicEntry: true, imports: ['index.html', '_card.js'] },
  'src/lazy/motion.ts': { file: 'assets/motion.js', isDynamicEntry: true, imports: ['index.html', '_motion-dom.js'] },
  '_motion-dom.js': { file: 'assets/motion-dom.js' },
  'node_modules/pusher-js/dist/web/pusher.js': {
    file: 'assets/pusher.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/lazy/motion.ts'],
  },
  'node_modules/font/inter.woff2': { file: 'assets/inter.woff2' },
};
const otherPages = /^src\/pages\/[A-Za-z]+Page\.tsx$/;

// Distinct sizes per file, so that every sum below is checkable.
const sizes: Record<string, number> = {
  'assets/index.js': 1000,
  'assets/vendor.js': 4000,
  'assets/shared.js': 300,
  'assets/card.js': 200,
  'assets/HomePage.js': 700,
  'assets/AboutPage.js': 90,
  'assets/motion.js': 900,
  'assets/motion-dom.js': 600,
  'assets/pusher.js': 2500,
  'assets/index.css': 400,
  'assets/HomePage.css': 50,
  'assets/card.css': 30,
};
const content = (file: string) => `/* ${file} */ ${'x'.repeat((sizes[file] ?? 0) - file.length - 7)}`;
const html = (preloads: string[]) =>
  [
    '<!doctype html><html><head>',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    ...preloads.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

let outDir = '';
beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  mkdirSync(join(outDir, 'assets'));
  mkdirSync(join(outDir, '.vite'));
  for (const file of Object.keys(sizes)) writeFileSync(join(outDir, file), content(file));
  writeFileSync(join(outDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(outDir, 'index.html'), html(['assets/vendor.js', 'assets/shared.js']));
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const gz = (file: string) => gzipSync(content(file), { level: 9 }).length;

describe('the bundle report (scripts/lib/bundle-report.mjs)', () => {
  it('follows static imports depth first, each chunk once, skipping what is already counted', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['index.html', '_vendor.js', '_shared.js']);
    expect(staticClosure(manifest, ['src/pages/HomePage.tsx'], new Set(['index.html', '_vendor.js', '_shared.js']))).toEqual([
      'src/pages/HomePage.tsx',
      '_card.js',
    ]);
    expect(() => staticClosure(manifest, ['_missing.js'])).toThrow('The manifest has no chunk "_missing.js".');
  });

  it("counts as initial the entry with its static imports plus the route's page and what it adds", () => {
    const home = routeChunks(manifest, { page: 'src/pages/HomePage.tsx', otherPages });
    expect(home.shell).toEqual(['index.html', '_vendor.js', '_shared.js']);
    expect(home.initial).toEqual(['index.html', '_vendor.js', '_shared.js', 'src/pages/HomePage.tsx', '_card.js']);
    expect(chunkFiles(manifest, home.initial)).toEqual({
      js: ['assets/index.js', 'assets/vendor.js', 'assets/shared.js', 'assets/HomePage.js', 'assets/card.js'],
      css: ['assets/index.css', 'assets/HomePage.css', 'assets/card.css'],
    });
  });

  it("lists as lazy what dynamic imports reach (with the chunks they add), not other routes' pages", () => {
    const home = routeChunks(manifest, { page: 'src/pages/HomePage.tsx', otherPages });
    expect(home.lazy).toEqual([
      { module: 'src/lazy/motion.ts', chunks: ['src/lazy/motion.ts', '_motion-dom.js'] },
      // Reached from the page only; its own dynamic import of motion is counted once.
      { module: 'node_modules/pusher-js/dist/web/pusher.js', chunks: ['node_modules/pusher-js/dist/web/pusher.js'] },
    ]);
    expect(home.otherPages).toEqual(['src/pages/AboutPage.tsx']);

    const about = routeChunks(manifest, { page: 'src/pages/AboutPage.tsx', otherPages });
    expect(about.initial).toEqual(['index.html', '_vendor.js', '_shared.js', 'src/pages/AboutPage.tsx', '_card.js']);
    expect(about.lazy.map((l) => l.module)).toEqual(['src/lazy/motion.ts']);
    expect(about.otherPages).toEqual(['src/pages/HomePage.tsx']);
  });

  it("counts the route's loaders' chunk (lazyLoader) and what it adds as the page's own, not as lazy", () => {
    const withLoaders: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html']!, dynamicImports: [...(manifest['index.html']!.dynamicImports ?? []), 'src/pages/loaders.ts'] },
      'src/pages/loaders.ts': { file: 'assets/loaders.js', isDynamicEntry: true, imports: ['index.html', '_params.js'] },
      '_params.js': { file: 'assets/params.js' },
    };
    const home = routeChunks(withLoaders, { page: 'src/pages/HomePage.tsx', loaders: 'src/pages/loaders.ts', otherPages });
    expect(home.initial).toEqual(expect.arrayContaining(['src/pages/loaders.ts', '_params.js']));
    expect(home.lazy.map((l) => l.module)).not.toContain('src/pages/loaders.ts');
    const without = routeChunks(withLoaders, { page: 'src/pages/HomePage.tsx', otherPages });
    expect(without.initial).not.toContain('src/pages/loaders.ts');
    expect(without.lazy.map((l) => l.module)).toContain('src/pages/loaders.ts');
  });

  it('without a page, reports the shell alone; without a pattern, pages count as lazy', () => {
    const shell = routeChunks(manifest, { otherPages });
    expect(shell.initial).toEqual(['index.html', '_vendor.js', '_shared.js']);
    expect(shell.lazy.map((l) => l.module)).toEqual(['src/lazy/motion.ts']);
    const noPattern = routeChunks(manifest, {});
    expect(noPattern.lazy.map((l) => l.module)).toEqual([
      'src/pages/HomePage.tsx',
      'src/pages/AboutPage.tsx',
      'src/lazy/motion.ts',
      'node_modules/pusher-js/dist/web/pusher.js',
    ]);
    // A page that is the entry itself (the floor app): nothing is added.
    expect(routeChunks(manifest, { page: 'index.html' }).initial).toEqual(shell.initial);
  });

  it('says so when a route names a page module the build does not have', () => {
    expect(() => routeChunks(manifest, { page: 'src/pages/GonePage.tsx' })).toThrow(/src\/pages\/GonePage\.tsx is not in the build's manifest/);
    expect(() => routeChunks(manifest, { entry: 'other.html' })).toThrow('The manifest has no entry "other.html".');
  });

  it('measures raw bytes and gzip at zlib level 9, per file and in total', () => {
    const cache = new Map<string, { raw: number; gzip: number }>();
    const measured = measureFiles(outDir, ['assets/index.js', 'assets/vendor.js'], cache);
    expect(measured.raw).toBe(5000);
    expect(measured.gzip).toBe(gz('assets/index.js') + gz('assets/vendor.js'));
    expect(measured.files).toEqual([
      { file: 'assets/index.js', raw: 1000, gzip: gz('assets/index.js') },
      { file: 'assets/vendor.js', raw: 4000, gzip: gz('assets/vendor.js') },
    ]);
    expect(cache.size).toBe(2);
    expect(gzipSize('hello hello hello')).toBe(gzipSync('hello hello hello', { level: 9 }).length);
  });

  it('reports each route with initial JS and CSS, named lazy chunks and the routes not built yet', () => {
    const report = bundleReport(
      outDir,
      [
        { name: 'home', url: '/', page: 'src/pages/HomePage.tsx' },
        { name: 'about', url: '/about', page: 'src/pages/AboutPage.tsx' },
        { name: 'shop', url: '/shop', page: null, note: 'not routed yet' },
      ],
      { otherPagesPattern: otherPages.source },
    );
    expect(report.warnings).toEqual([]);
    expect(report.skipped).toEqual([{ name: 'shop', url: '/shop', reason: 'not routed yet' }]);
    const [home, about] = report.routes;
    expect(home?.initialJs.raw).toBe(1000 + 4000 + 300 + 700 + 200);
    expect(home?.initialCss.raw).toBe(400 + 50 + 30);
    expect(home?.initialCss.gzip).toBe(gz('assets/index.css') + gz('assets/HomePage.css') + gz('assets/card.css'));
    expect(home?.lazy.map((l) => [l.name, l.raw])).toEqual([
      ['lazy/motion', 1500],
      ['pusher-js', 2500],
    ]);
    expect(home?.lazyTotal.raw).toBe(4000);
    expect(home?.otherPages).toBe(1);
    expect(about?.initialJs.raw).toBe(1000 + 4000 + 300 + 90 + 200);
    expect(about?.lazy.map((l) => l.name)).toEqual(['lazy/motion']);
  });

  it("warns when index.html does not load what the manifest counts as the entry's", () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-bundle-html-'));
    try {
      mkdirSync(join(dir, 'assets'));
      mkdirSync(join(dir, '.vite'));
      for (const file of Object.keys(sizes)) writeFileSync(join(dir, file), content(file));
      writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      writeFileSync(join(dir, 'index.html'), html(['assets/vendor.js', 'assets/motion.js']));
      expect(bundleReport(dir, []).warnings).toEqual([
        'index.html does not load assets/shared.js, which the manifest counts as initial.',
        'index.html loads assets/motion.js, which the manifest does not count as initial.',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads index.html's module script, modulepreloads and stylesheets, not icons or external URLs", () => {
    const page = `${html(['assets/vendor.js'])}<script type="module" src="https://cdn.example/x.js"></script><script src="/legacy.js"></script>`;
    expect(htmlInitialFiles(page)).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/index.css']);
  });

  it('names lazy modules by package or by their last two path segments', () => {
    expect(moduleLabel('node_modules/laravel-echo/dist/echo.js')).toBe('laravel-echo');
    expect(moduleLabel('node_modules/@scope/pkg/index.mjs')).toBe('@scope/pkg');
    expect(moduleLabel('src/design-system/motion/features.ts')).toBe('motion/features');
    expect(moduleLabel('src/design-system/components/Dialog/Dialog.tsx')).toBe('Dialog');
    expect(moduleLabel('src/lib/realtime/index.ts')).toBe('realtime');
  });

  it('asks for a manifest when the build has none', () => {
    expect(() => bundleReport(join(outDir, 'assets'), [])).toThrow(/manifest\.json is missing: build with `vite build --manifest`/);
  });
});
