// Demo-only code must never reach a production build (engineering guide §2.6 and §3, issue 6). The demo
// is the same app behind another entry (vite.config.ts), so one wrong import would drag the mock
// backend, the sandbox or the seed data into production; nothing else would notice. This module holds
// the one list of strings that betray each demo-only area, and the scan `npm run check:build` runs over
// every file of the production output (contents and file names).
//
// Each marker names its witness: where it MUST occur — the demo build (`demo`) or, for the stand-in pages
// the demo server serves from mocks/pages (never bundled), that source file. The check asserts every
// marker against its witness, so a marker that went stale (renamed key, reworded text) fails loudly
// instead of passing forever. Pick markers that only demo code can contain: storage keys, log
// prefixes, fixture values — never product strings.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** @type {ReadonlyArray<{ area: string, marker: string, witness: string, why: string }>} */
export const DEMO_ONLY_MARKERS = [
  { area: 'msw', marker: 'mockServiceWorker', witness: 'demo', why: "the msw worker script's file name, which the demo registers" },
  { area: 'msw', marker: '[MSW]', witness: 'demo', why: "the prefix of msw's log and error messages" },
  { area: 'sandbox', marker: 'orbital.sandbox', witness: 'demo', why: 'the sessionStorage key of the sandbox settings (mocks/sandbox/params.ts)' },
  { area: 'sandbox', marker: 'Controls for designers, QA and sales', witness: 'demo', why: "the Sandbox panel's subtitle (mocks/sandbox/SandboxPanel.tsx)" },
  { area: 'seed data', marker: 'orbital.mock-db', witness: 'demo', why: 'the localStorage key of the demo database snapshot (mocks/db/persistence.ts)' },
  { area: 'seed data', marker: 'Orbital!2026', witness: 'demo', why: "the seeded demo users' password (mocks/db)" },
  { area: 'seed data', marker: 'player@orbital.test', witness: 'demo', why: "a seeded demo user's e-mail (mocks/db)" },
  { area: 'mock pages', marker: '/__mock/', witness: 'demo', why: 'the path of the stand-in checkout and social consent pages the mock handlers send to' },
  { area: 'mock pages', marker: 'DemoPay', witness: 'mocks/pages/checkout.html', why: "the mock checkout page's brand" },
  { area: 'mock pages', marker: 'Demo stand-in for a social login provider', witness: 'mocks/pages/social.html', why: "the mock social consent page's banner" },
  { area: 'mock pages', marker: 'mock-pages.css', witness: 'mocks/pages/checkout.html', why: "the stand-in pages' shared stylesheet" },
];

/** Every file under `dir` (dot files and folders included), as paths relative to `dir`. */
export function listFiles(dir) {
  const out = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(dir, full));
    }
  };
  walk(dir);
  return out.toSorted();
}

/**
 * Where `markers` occur in the files under `dir`: one finding per file and marker, `in` saying whether
 * the marker is in the file's content or in its path. Contents are searched as bytes, so binary files
 * are covered too.
 */
export function scanForMarkers(dir, markers = DEMO_ONLY_MARKERS) {
  const needles = markers.map((m) => ({ ...m, bytes: Buffer.from(m.marker, 'utf8') }));
  const findings = [];
  for (const file of listFiles(dir)) {
    const content = readFileSync(join(dir, file));
    for (const { area, marker, bytes } of needles) {
      if (file.includes(marker)) findings.push({ file, marker, area, in: 'name' });
      else if (content.includes(bytes)) findings.push({ file, marker, area, in: 'content' });
    }
  }
  return findings;
}

/**
 * The markers that do NOT occur in their witness: `demo` markers anywhere under `demoDir`, the others
 * in the file they name (relative to `root`). `demoDir` null: demo markers are not checked (listed in
 * `unchecked`).
 */
export function staleMarkers({ root, demoDir }, markers = DEMO_ONLY_MARKERS) {
  const inDemo = demoDir ? new Set(scanForMarkers(demoDir, markers.filter((m) => m.witness === 'demo')).map((f) => f.marker)) : null;
  const stale = [];
  const unchecked = [];
  for (const m of markers) {
    if (m.witness === 'demo') {
      if (!inDemo) unchecked.push(m);
      else if (!inDemo.has(m.marker)) stale.push(m);
      continue;
    }
    let text = '';
    try {
      text = readFileSync(join(root, m.witness), 'utf8');
    } catch {
      // A missing witness file is as stale as a reworded one.
    }
    if (!text.includes(m.marker)) stale.push(m);
  }
  return { stale, unchecked };
}
