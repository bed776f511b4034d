import { describe, expect, it } from 'vitest';
import { floorRatios, formatMetric, ratio, renderCategories, renderMarkdown, type BenchResults, type BenchTarget } from '../../scripts/bench/report.mjs';

/* The benchmark's summary (scripts/bench/report.mjs): ratios to the floor app, the tables, the baseline comparison. */

const sizes = (raw: number, gzip: number) => ({ raw, gzip, files: [{ file: 'assets/x.js', raw, gzip }] });
function target(name: string, jsGzip: number, metrics: Partial<Record<'score' | 'lcp' | 'fcp' | 'tbt' | 'cls', number>>): BenchTarget {
  const median = { score: null, lcp: null, fcp: null, tbt: null, cls: null, ...metrics };
  return {
    name,
    url: name === 'floor' ? '/' : `/${name}`,
    page: `src/${name}.tsx`,
    bundle: {
      initialJs: sizes(jsGzip * 3, jsGzip),
      initialCss: sizes(name === 'floor' ? 0 : 2000, name === 'floor' ? 0 : 700),
      lazy: name === 'floor' ? [] : [{ name: 'motion/features', module: 'src/motion/features.ts', raw: 50000, gzip: 18700, files: [] }],
      lazyTotal: { raw: name === 'floor' ? 0 : 50000, gzip: name === 'floor' ? 0 : 18700 },
      otherPages: 0,
    },
    lighthouse: { runs: [median], median, problems: [] },
    ratios: {},
  };
}
function results(homeGzip: number, homeLcp: number): BenchResults {
  const floor = target('floor', 100000, { score: 90, lcp: 2000, fcp: 2000, tbt: 10, cls: 0 });
  const home = target('home', homeGzip, { score: 45, lcp: homeLcp, fcp: 5000, tbt: 700, cls: 0.004 });
  home.ratios = floorRatios(home, floor);
  return {
    schema: 1,
    date: '2026-11-21T20:00:00Z',
    commit: 'abc1234',
    dirty: false,
    environment: { node: 'v24.0.0', chromium: 'HeadlessChrome/156', lighthouse: '13.5.0', cpus: 2, loadavg: [1, 1, 1], platform: 'linux x64' },
    settings: { runs: 3, lighthouse: true, preset: 'mobile', gzipLevel: 9, apiUrl: 'http://localhost:8797' },
    floor,
    routes: [home],
    skipped: [{ name: 'shop', url: '/market', reason: 'not routed yet' }],
    warnings: [],
    durationSeconds: 200,
  };
}

describe('the benchmark summary (scripts/bench/report.mjs)', () => {
  it('divides by the floor, except where the floor is zero or too small to mean anything', () => {
    expect(ratio(300, 100)).toBe(3);
    expect(ratio(300, 0)).toBeNull();
    expect(ratio(null, 100)).toBeNull();
    const { routes } = results(200000, 8000);
    expect(routes[0]?.ratios).toMatchObject({ initialJsGzip: 2, initialCssGzip: null, score: 0.5, lcp: 4, fcp: 2.5, tbt: null, cls: null });
  });

  it('formats metrics in their units', () => {
    expect(formatMetric('lcp', 8123)).toBe('8.12 s');
    expect(formatMetric('tbt', 755.4)).toBe('755 ms');
    expect(formatMetric('cls', 0.0042)).toBe('0.004');
    expect(formatMetric('score', 42)).toBe('42');
    expect(formatMetric('fcp', null)).toBe('—');
  });

  it('renders the bundle and Lighthouse tables with the floor ratios, and what was not measured', () => {
    const md = renderMarkdown(results(200000, 8000));
    expect(md).toContain('| home | `/home` | 600.0 kB | 200.0 kB | 2.00× | 0.7 kB | motion/features 18.7 kB (18.7 kB) |');
    expect(md).toContain('| home | 45 | 0.50× | 8.00 s | 4.00× | 5.00 s | 2.50× | 700 ms | — | 0.004 | — |');
    expect(md).toContain('- Not measured: shop (`/market`) — not routed yet.');
    expect(md).toContain('No baseline yet');
  });

  it("states Lighthouse's benchmark index of the machine when the runs recorded it", () => {
    const r = results(200000, 8000);
    expect(renderMarkdown(r)).not.toContain('benchmark index');
    r.environment.benchmarkIndex = { median: 812, min: 790, max: 840 };
    expect(renderMarkdown(r)).toContain("- Lighthouse's benchmark index of this machine: 812 (median of the runs; 790–840).");
  });

  it('compares with the baseline: each figure now, and its change', () => {
    const md = renderMarkdown(results(205000, 7500), results(200000, 8000));
    expect(md).toContain('Baseline: 2026-11-21T20:00:00Z, commit abc1234.');
    expect(md).toContain('| home | 205.0 kB (+5.0 kB, +2.5 %) | 2.05× (+0.05) | 0.7 kB (±0.0 kB, ±0.0 %) | 18.7 kB (±0.0 kB, ±0.0 %) | 45 (±0) | 7.50 s (−0.50 s) | 3.75× (−0.25) | 700 ms (±0 ms) |');
  });

  it('reports the SEO and best-practices scores per route against the bar of 95, with the audits that cost points', () => {
    const r = results(200000, 8000);
    const [home] = r.routes;
    if (!home?.lighthouse || !r.floor.lighthouse) throw new Error('fixture');
    Object.assign(home.lighthouse.median, { seo: 92, bestPractices: 100 });
    home.lighthouse.failing = { seo: ['robots-txt'], bestPractices: [] };
    Object.assign(r.floor.lighthouse.median, { seo: 82, bestPractices: 96 });
    const lines = renderCategories([r.floor, home], r.floor);
    expect(lines).toContain('| **floor** | 82 | 96 | (floor) | — |');
    expect(lines).toContain('| home | 92 | 100 | ✘ **no** | SEO: `robots-txt` |');
    home.lighthouse.median.seo = 100;
    home.lighthouse.failing = {};
    expect(renderCategories([home], r.floor)).toContain('| home | 100 | 100 | ✔ yes | — |');
    expect(renderMarkdown(r)).toContain('| route | SEO | best practices | ≥ 95 | audits that cost points |');
  });

  it('shows older results without these scores as not measured', () => {
    const r = results(200000, 8000);
    expect(renderCategories(r.routes, r.floor)).toContain('| home | — | — | — | — |');
  });
});
