import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderSdkRoundTrip, withSdkSection, type BenchResults, type SdkRoundTrip } from '../../scripts/bench/report.mjs';
import { HARNESS_HTML, medianOf, percentile, ROUND_TRIP_BAR_MS, summariseRoundTrips } from '../../scripts/bench/sdk-round-trip.mjs';

/* The benchmark's SDK round trip (issue 12): its figures, the 150 ms bar on the median, and its section of the summary. */

const samples = (...ms: number[]) => ms;

function sdk(median: number, extra: Partial<SdkRoundTrip> = {}): SdkRoundTrip {
  return {
    count: 50,
    median,
    p95: median + 40,
    min: 30,
    max: median + 90,
    barMs: ROUND_TRIP_BAR_MS,
    pass: median <= ROUND_TRIP_BAR_MS,
    samples: [],
    build: 'demo',
    method: 'user.get',
    date: '2026-11-24T07:00:00Z',
    commit: 'abc1234',
    chromium: 'HeadlessChrome/156',
    loadavg: [1, 1, 1],
    ...extra,
  };
}

/** The smallest results a summary renders (no routes, Lighthouse off). */
function results(withSdk: SdkRoundTrip | null): BenchResults {
  const floor = {
    name: 'floor',
    url: '/',
    page: 'index.html',
    bundle: {
      initialJs: { raw: 3, gzip: 1, files: [] },
      initialCss: { raw: 0, gzip: 0, files: [] },
      lazy: [],
      lazyTotal: { raw: 0, gzip: 0 },
      otherPages: 0,
    },
    lighthouse: null,
    ratios: {},
  };
  return {
    schema: 1,
    date: '2026-11-24T07:00:00Z',
    commit: 'abc1234',
    dirty: false,
    environment: { node: 'v24.0.0', chromium: null, lighthouse: null, cpus: 2, loadavg: [1, 1, 1], platform: 'linux x64' },
    settings: { runs: 0, lighthouse: false, preset: 'mobile', gzipLevel: 9, apiUrl: 'http://localhost:8797' },
    floor,
    routes: [],
    skipped: [],
    warnings: [],
    sdk: withSdk,
    durationSeconds: 10,
  };
}

describe('SDK round-trip figures (scripts/bench/sdk-round-trip.mjs)', () => {
  it('median, p95 (nearest rank), min and max; the bar is the median within 150 ms', () => {
    expect(medianOf(samples(3, 1, 2))).toBe(2);
    expect(medianOf(samples(4, 1, 2, 3))).toBe(2.5);
    expect(medianOf([])).toBeNull();
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(samples(10, 20), 95)).toBe(20);
    expect(summariseRoundTrips(samples(100, 90, 300, 110, 95))).toEqual({ count: 5, median: 100, p95: 300, min: 90, max: 300, barMs: 150, pass: true });
    expect(summariseRoundTrips(samples(100, 150, 150)).pass).toBe(true);
    expect(summariseRoundTrips(samples(100, 151, 200)).pass).toBe(false);
    expect(summariseRoundTrips([]).pass).toBe(false);
  });

  it('the harness speaks the raw protocol: a handshake, then user.get requests it times itself', () => {
    expect(HARNESS_HTML).toContain("from: 'orbital', v: 1");
    expect(HARNESS_HTML).toContain("'user.get'");
    expect(HARNESS_HTML).toContain('performance.now()');
  });
});

describe('the SDK round-trip section of the summary (scripts/bench/report.mjs)', () => {
  it('shows the figures and whether the median meets the bar', () => {
    const md = renderMarkdown(results(sdk(99.94)));
    expect(md).toContain('## SDK round trip (game page, demo build)');
    expect(md).toContain('| `user.get` | 50 | 99.9 ms | 139.9 ms | 30.0 ms | 189.9 ms | ✔ yes |');
    expect(md).not.toContain('Measured separately');
    expect(renderSdkRoundTrip(results(sdk(180))).join('\n')).toContain('| `user.get` | 50 | 180.0 ms | 220.0 ms | 30.0 ms | 270.0 ms | ✘ **no** |');
    expect(renderSdkRoundTrip(results(null)).join('\n')).toContain('Not measured (`--no-sdk`).');
    // Measured in another run (--sdk-only): it says when.
    expect(renderSdkRoundTrip(results(sdk(99, { date: '2026-11-25T08:00:00Z', commit: 'def5678', separate: true }))).join('\n')).toContain(
      'Measured separately (`--sdk-only`): 2026-11-25T08:00:00Z, commit def5678, HeadlessChrome/156.',
    );
  });

  it('--sdk-only replaces or inserts its section and leaves the rest of a saved summary as it was', () => {
    const saved = '# Orbital performance benchmark\n\n## Lighthouse\n\nfigures\n\n## Against the baseline\n\nold comparison\n';
    const once = withSdkSection(saved, results(sdk(99)));
    expect(once).toContain('## Lighthouse\n\nfigures\n\n## SDK round trip (game page, demo build)');
    expect(once.indexOf('## SDK round trip')).toBeLessThan(once.indexOf('## Against the baseline'));
    expect(once).toContain('## Against the baseline\n\nold comparison\n');
    const twice = withSdkSection(once, results(sdk(120)));
    expect(twice.match(/## SDK round trip/g)).toHaveLength(1);
    expect(twice).toContain('| 120.0 ms |');
    expect(twice).not.toContain('| 99.0 ms |');
    expect(twice).toContain('## Against the baseline\n\nold comparison\n');
  });
});
