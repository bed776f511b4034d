// Lighthouse for the benchmark (scripts/bench/run.mjs): the performance, SEO and best-practices categories
// (report.mjs CATEGORIES; the last two cost a run little: their audits read what the load gathered), with Lighthouse's
// default settings — the mobile preset (a mid-range phone, simulated slow 4G and 4× CPU slowdown,
// "simulate" throttling, so the figures come from a model of the page's load rather than wall clock).
// One headless Chromium serves every run; Lighthouse resets storage and cache before each.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { CATEGORIES, METRICS } from './report.mjs';

const config = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', ...CATEGORIES.map((c) => c.id)] } };

/** Starts the headless Chromium the runs share: `{ port, kill }`. */
export async function launchChromium() {
  return chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
}

/**
 * Keeps a run's whole report (BENCH_LHR_DIR, for a diagnosis: its long tasks, bootup time, request chains),
 * as `<path-of-the-url>.<time>.json`.
 */
function saveReport(dir, url, lhr) {
  mkdirSync(dir, { recursive: true });
  const { host, pathname, search } = new URL(url);
  const name = `${host}${pathname}${search}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  writeFileSync(join(dir, `${name}.${Date.now()}.json`), JSON.stringify(lhr));
}

/** A category's score as 0–100 (Lighthouse's 0–1), or null. */
const percent = (category) => (typeof category?.score === 'number' ? Math.round(category.score * 100) : null);

/** The audits of a category that cost it points: weighted, and scored below 1. */
function failingAudits(lhr, id) {
  return (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1).map((ref) => ref.id);
}

/**
 * One Lighthouse run of `url` in the Chromium on `port`. Returns the metrics, the SEO and best-practices
 * scores with the audits that cost them points (`failing`), the calls to `apiOrigin`
 * (how many, how many failed: a page measured in an error state would flatter the figures) and
 * Lighthouse's own warnings; throws when Lighthouse could not measure the page at all.
 */
export async function runLighthouse(url, port, { apiOrigin } = {}) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}.`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (process.env.BENCH_LHR_DIR) saveReport(process.env.BENCH_LHR_DIR, url, lhr);
  const metrics = {};
  for (const m of METRICS) {
    if (m.key === 'score') {
      metrics.score = percent(lhr.categories.performance);
    } else {
      const value = lhr.audits[m.audit]?.numericValue;
      metrics[m.key] = typeof value === 'number' ? value : null;
    }
  }
  for (const c of CATEGORIES) metrics[c.key] = percent(lhr.categories[c.id]);
  const failing = Object.fromEntries(CATEGORIES.map((c) => [c.key, failingAudits(lhr, c.id)]));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const apiCalls = apiOrigin ? requests.filter((r) => typeof r.url === 'string' && r.url.startsWith(apiOrigin) && r.resourceType !== 'Preflight') : [];
  return {
    ...metrics,
    failing,
    api: { calls: apiCalls.length, failed: apiCalls.filter((r) => !(r.statusCode >= 200 && r.statusCode < 400)).map((r) => `${r.statusCode} ${r.url}`) },
    warnings: lhr.runWarnings ?? [],
    userAgent: lhr.environment?.hostUserAgent ?? null,
    // Lighthouse's own measure of the host (a JavaScript loop timed in the page before each run; it warns
    // below 1,000): figures of two days compare only where it is alike.
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === 'number' ? lhr.environment.benchmarkIndex : null,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/** The median of the numbers in `values` (nulls ignored); null when there are none. */
export function median(values) {
  const nums = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).toSorted((a, b) => a - b);
  if (nums.length === 0) return null;
  const mid = Math.floor(nums.length / 2);
  return nums.length % 2 === 1 ? nums[mid] : (nums[mid - 1] + nums[mid]) / 2;
}

/** Per metric and category score, the median of `runs`. */
export function medians(runs) {
  return Object.fromEntries([...METRICS, ...CATEGORIES].map((m) => [m.key, median(runs.map((r) => r[m.key]))]));
}

/** Per category, the audits that cost points in any of `runs`. */
export function failingInAnyRun(runs) {
  return Object.fromEntries(CATEGORIES.map((c) => [c.key, [...new Set(runs.flatMap((r) => r.failing?.[c.key] ?? []))]]));
}
