// Types of report.mjs (for the TypeScript tests that import it). The results object is bench/results/latest.json.
import type { FirstFrameFigures, TimeToPlayFigures } from './games.d.mts';

export type { FirstFrameFigures, TimeToPlayFigures } from './games.d.mts';
import type { LazyChunk, MeasuredFiles, Sizes } from '../lib/bundle-report.d.mts';

export type MetricKey = 'score' | 'lcp' | 'fcp' | 'tbt' | 'cls';
/** Lighthouse's SEO and best-practices scores (0–100); absent in results from before they were measured. */
export type CategoryKey = 'seo' | 'bestPractices';
export type Metrics = Record<MetricKey, number | null> & Partial<Record<CategoryKey, number | null>>;
export interface BenchTarget {
  name: string;
  url: string;
  page: string;
  bundle: { initialJs: MeasuredFiles; initialCss: MeasuredFiles; lazy: LazyChunk[]; lazyTotal: Sizes; otherPages: number };
  /** failing: per category, the audits that cost points in any run. */
  lighthouse: { runs: Metrics[]; median: Metrics; problems: string[]; failing?: Partial<Record<CategoryKey, string[]>> } | null;
  ratios: Record<string, number | null>;
}
export interface BenchResults {
  schema: number;
  date: string;
  commit: string | null;
  dirty: boolean;
  environment: { node: string; chromium: string | null; lighthouse: string | null; benchmarkIndex?: { median: number; min: number; max: number } | null; cpus: number; loadavg: number[]; platform: string };
  /** server, compression: what served the builds (scripts/bench/serve.mjs serverSettings); absent in older results. */
  settings: { runs: number; lighthouse: boolean; preset: string; gzipLevel: number; apiUrl: string } & Partial<ServedBy>;
  floor: BenchTarget;
  routes: BenchTarget[];
  skipped: Array<{ name: string; url: string; reason: string }>;
  warnings: string[];
  /** The SDK round trip (issue 12); null with --no-sdk, absent in results from before it existed. */
  sdk?: SdkRoundTrip | null;
  /** The sample games' figures (issue 13); null with --no-games, { error } when measuring failed, absent in older results. */
  games?: GamesFigures | { error: string } | null;
  durationSeconds: number;
}
/** What served the builds (scripts/bench/serve.mjs serverSettings). */
export interface ServedBy {
  server: 'nginx' | 'node';
  compression: string;
}
export interface SdkRoundTrip {
  count: number;
  median: number | null;
  p95: number | null;
  min: number | null;
  max: number | null;
  barMs: number;
  pass: boolean;
  samples: number[];
  build: 'demo';
  method: string;
  date: string;
  commit: string | null;
  chromium: string | null;
  loadavg: number[];
  /** Measured by a `--sdk-only` run, after the rest of the results. */
  separate?: boolean;
}

export interface GamesFigures {
  budgets: { startupJsGzipBytes: number; firstFrameMs: number; xrDrawCalls: number; xrTriangles: number };
  /** scripts/lib/game-figures.mjs gameStartupJs. */
  startupJs: Array<{ slug: string; gzip: number; files: number }>;
  firstFrame: { loads: number; games: FirstFrameFigures[] };
  /** Page start → the game's game.loaded (issue 14); { error } when measuring failed, absent in older results. */
  timeToPlay?: TimeToPlayFigures | { error: string };
  /** starfall-arena's worst frame in emulated VR; null when it has no build, { error } when measuring failed. */
  starfallXr: { calls: number; triangles: number; samples: number } | { error: string } | null;
  date: string;
  commit: string | null;
  chromium: string | null;
  loadavg: number[];
  /** Measured by a `--games-only` run, after the rest of the results. */
  separate?: boolean;
  /** What served the site and the games origin; absent in older results. */
  server?: ServedBy['server'];
  compression?: string;
}

export const METRICS: ReadonlyArray<{ key: MetricKey; label: string; unit: string; audit?: string }>;
export const CATEGORIES: ReadonlyArray<{ key: CategoryKey; id: string; label: string }>;
export const CATEGORY_BAR: number;
export function renderCategories(targets: BenchTarget[], floor: BenchTarget): string[];
export const RATIO_MIN_FLOOR: Partial<Record<MetricKey, number>>;
export function ratio(ours: number | null | undefined, floor: number | null | undefined): number | null;
export function floorRatios(target: BenchTarget, floor: BenchTarget): Record<string, number | null>;
export function formatMetric(key: MetricKey, value: number | null | undefined): string;
/** "nginx with the shipped config (deploy/nginx), precompressed brotli and gzip"; null when not recorded. */
export function servedBy(figures: Partial<ServedBy> | null | undefined): string | null;
export function renderMarkdown(results: BenchResults, baseline?: BenchResults | null): string;
export function renderSdkRoundTrip(results: BenchResults): string[];
export function withSdkSection(markdown: string, results: BenchResults): string;
export function renderGames(results: BenchResults): string[];
export function renderTimeToPlay(timeToPlay: GamesFigures['timeToPlay']): string[];
export function withGamesSection(markdown: string, results: BenchResults): string;
