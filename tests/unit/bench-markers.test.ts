import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ONLY_MARKERS, listFiles, scanForMarkers, staleMarkers, type DemoOnlyMarker } from '../../scripts/lib/bundle-markers.mjs';

/*
 * The demo-only markers of the production build check (scripts/lib/bundle-markers.mjs,
 * `npm run check:build`): the scan itself on a small output folder, the stale-marker validation, and
 * the real marker list against the repository.
 */
const markers: DemoOnlyMarker[] = [
  { area: 'msw', marker: '[MSW]', witness: 'demo', why: 'test' },
  { area: 'msw', marker: 'mockServiceWorker', witness: 'demo', why: 'test' },
  { area: 'pages', marker: 'DemoPay', witness: 'pages/checkout.html', why: 'test' },
];

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-markers-'));
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write('prod/index.html', '<!doctype html><title>Orbital</title>');
  write('prod/assets/app.js', 'console.log("clean")');
  write('prod/.vite/manifest.json', '{"index.html":{}}');
  write('leaky/index.html', '<!doctype html>');
  write('leaky/assets/index.js', 'const p="[MSW]";navigator.serviceWorker.register("/mockServiceWorker.js")');
  write('leaky/mockServiceWorker.js', '/* worker */');
  write('leaky/font.woff2', Buffer.concat([Buffer.from([0, 1, 2, 255]), Buffer.from('DemoPay'), Buffer.from([0])]));
  write('demo/assets/index.js', '"[MSW]" mockServiceWorker');
  write('repo/pages/checkout.html', '<span>DemoPay</span>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demo-only markers (scripts/lib/bundle-markers.mjs)', () => {
  it('lists every file, dot folders included', () => {
    expect(listFiles(join(dir, 'prod'))).toEqual(['.vite/manifest.json', 'assets/app.js', 'index.html']);
  });

  it('finds nothing in a clean production output', () => {
    expect(scanForMarkers(join(dir, 'prod'), markers)).toEqual([]);
  });

  it('names each file and marker found, in contents (binary too) and in file names', () => {
    expect(scanForMarkers(join(dir, 'leaky'), markers)).toEqual([
      { file: 'assets/index.js', marker: '[MSW]', area: 'msw', in: 'content' },
      { file: 'assets/index.js', marker: 'mockServiceWorker', area: 'msw', in: 'content' },
      { file: 'font.woff2', marker: 'DemoPay', area: 'pages', in: 'content' },
      { file: 'mockServiceWorker.js', marker: 'mockServiceWorker', area: 'msw', in: 'name' },
    ]);
  });

  it('reports markers missing from their witness as stale', () => {
    const ok = staleMarkers({ root: join(dir, 'repo'), demoDir: join(dir, 'demo') }, markers);
    expect(ok).toEqual({ stale: [], unchecked: [] });
    const renamed: DemoOnlyMarker[] = [
      { area: 'msw', marker: '[MSW-old]', witness: 'demo', why: 'test' },
      { area: 'pages', marker: 'OldPay', witness: 'pages/checkout.html', why: 'test' },
      { area: 'pages', marker: 'DemoPay', witness: 'pages/gone.html', why: 'test' },
    ];
    expect(staleMarkers({ root: join(dir, 'repo'), demoDir: join(dir, 'demo') }, renamed).stale.map((m) => m.marker)).toEqual([
      '[MSW-old]',
      'OldPay',
      'DemoPay',
    ]);
    // Without a demo build the demo markers cannot be validated: they are listed, not failed.
    expect(staleMarkers({ root: join(dir, 'repo'), demoDir: null }, markers).unchecked.map((m) => m.marker)).toEqual(['[MSW]', 'mockServiceWorker']);
  });

  it('covers each demo-only area; markers of source files occur in them', () => {
    expect(new Set(DEMO_ONLY_MARKERS.map((m) => m.area))).toEqual(new Set(['msw', 'sandbox', 'seed data', 'mock pages']));
    const root = resolve(__dirname, '../..');
    // Witness files exist and contain their markers (the demo-build witnesses are checked by check:build).
    for (const m of DEMO_ONLY_MARKERS.filter((x) => x.witness !== 'demo')) {
      expect(existsSync(join(root, m.witness))).toBe(true);
      expect(readFileSync(join(root, m.witness), 'utf8')).toContain(m.marker);
    }
  });
});
