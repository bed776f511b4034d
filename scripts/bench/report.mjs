// The benchmark's summary (scripts/bench/run.mjs): ratios to the floor app, the Markdown tables of
// bench/results/latest.md and the comparison with bench/results/baseline.json. Pure functions of the
// results object, so the summary can be re-rendered from any saved JSON.

/** The metrics reported per run and as medians. Units: ms, except score (0–100) and CLS (unitless). */
export const METRICS = [
  { key: 'score', label: 'score', unit: '' },
  { key: 'lcp', label: 'LCP', unit: 'ms', audit: 'largest-contentful-paint' },
  { key: 'fcp', label: 'FCP', unit: 'ms', audit: 'first-contentful-paint' },
  { key: 'tbt', label: 'TBT', unit: 'ms', audit: 'total-blocking-time' },
  { key: 'cls', label: 'CLS', unit: '', audit: 'cumulative-layout-shift' },
];

/**
 * Lighthouse's other categories the bench runs (issue 14: a page players share must be indexable and
 * sound): scores 0–100 like the performance score, the median of the runs. No floor ratio: the floor
 * app is a bare stack, not a website with titles and descriptions.
 */
export const CATEGORIES = [
  { key: 'seo', id: 'seo', label: 'SEO' },
  { key: 'bestPractices', id: 'best-practices', label: 'best practices' },
];

/** The issue's bar for the SEO and best-practices scores on every public route. */
export const CATEGORY_BAR = 95;

/** `ours / floor`, or null when either is missing or the floor is 0 (no meaningful ratio). */
export function ratio(ours, floor) {
  return typeof ours === 'number' && typeof floor === 'number' && floor > 0 ? ours / floor : null;
}

/**
 * Below these, the floor's figure is noise rather than a cost (Lighthouse counts blocking time only
 * past 50 ms per task; a CLS under 0.01 is invisible), so a ratio to it would be meaningless: null.
 */
export const RATIO_MIN_FLOOR = { tbt: 50, cls: 0.01 };

/** Every figure of a route also as a ratio to the floor's. */
export function floorRatios(target, floor) {
  const out = {
    initialJsRaw: ratio(target.bundle.initialJs.raw, floor.bundle.initialJs.raw),
    initialJsGzip: ratio(target.bundle.initialJs.gzip, floor.bundle.initialJs.gzip),
    initialCssGzip: ratio(target.bundle.initialCss.gzip, floor.bundle.initialCss.gzip),
  };
  for (const m of METRICS) {
    const base = floor.lighthouse?.median[m.key];
    out[m.key] = typeof base === 'number' && base < (RATIO_MIN_FLOOR[m.key] ?? 0) ? null : ratio(target.lighthouse?.median[m.key], base);
  }
  return out;
}

const kB = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1000).toFixed(1)} kB` : '—');
const times = (r) => (typeof r === 'number' ? `${r.toFixed(2)}×` : '—');
const signed = (n, digits, unit = '') => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(digits)}${unit}`;

/** A metric's value for a table: seconds for LCP/FCP, ms for TBT, 3 decimals for CLS. */
export function formatMetric(key, value) {
  if (typeof value !== 'number') return '—';
  if (key === 'lcp' || key === 'fcp') return `${(value / 1000).toFixed(2)} s`;
  if (key === 'tbt') return `${Math.round(value)} ms`;
  if (key === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

function formatDelta(key, now, was) {
  if (typeof now !== 'number' || typeof was !== 'number') return 'new';
  const d = now - was;
  if (key === 'bytes') return `${signed(d / 1000, 1, ' kB')}${was > 0 ? `, ${signed((d / was) * 100, 1, ' %')}` : ''}`;
  if (key === 'ratio') return signed(d, 2);
  if (key === 'lcp' || key === 'fcp') return signed(d / 1000, 2, ' s');
  if (key === 'tbt') return signed(d, 0, ' ms');
  if (key === 'cls') return signed(d, 3);
  return signed(d, 0);
}

const row = (cells) => `| ${cells.join(' | ')} |`;

/**
 * The server that served the builds (settings.server and .compression of scripts/bench/serve.mjs), for the
 * Settings line and the games' section; null in results from before it was recorded.
 * @param {{ server?: string, compression?: string } | null | undefined} figures
 */
export function servedBy(figures) {
  if (!figures?.server) return null;
  const server = figures.server === 'nginx' ? 'nginx with the shipped config (deploy/nginx)' : figures.server === 'node' ? 'the Node static server' : figures.server;
  return figures.compression ? `${server}, ${figures.compression}` : server;
}

/** The Markdown summary of `results`, compared with `baseline` when given. */
export function renderMarkdown(results, baseline = null) {
  const { floor, routes, skipped, settings, environment } = results;
  const targets = [floor, ...routes];
  const lines = [];
  lines.push('# Orbital performance benchmark', '');
  lines.push(
    `${results.date} · commit ${results.commit ?? 'unknown'}${results.dirty ? ' (with uncommitted changes)' : ''} · Node ${environment.node} · ` +
      `${environment.chromium ?? 'Chromium'} · ${environment.cpus} CPUs, load ${environment.loadavg.map((l) => l.toFixed(1)).join(' ')}`,
    '',
  );
  lines.push(
    'Our production build (`vite build`, mode production, pointed at the HTTP mock API) beside the **floor** app',
    '(bench/floor: the same react, react-dom, react-router, @tanstack/react-query and styled-components rendering one',
    'heading from one query — what this stack cannot go below). **× floor** is our figure divided by the floor\'s: the part',
    'we control, comparable across machines. Sizes: gzip at zlib level 9, kB = 1,000 bytes. Initial = index.html\'s entry',
    "and what it preloads, plus the route's page chunk and its static imports; lazy = chunks reached only by dynamic import.",
    '',
  );

  lines.push('## Bundles', '');
  lines.push(row(['route', 'URL', 'initial JS raw', 'initial JS gzip', '× floor', 'initial CSS gzip', 'lazy chunks, gzip (total)']));
  lines.push(row(['---', '---', '---:', '---:', '---:', '---:', '---']));
  for (const t of targets) {
    const lazy = t.bundle.lazy.length > 0 ? `${t.bundle.lazy.map((l) => `${l.name} ${kB(l.gzip)}`).join(', ')} (${kB(t.bundle.lazyTotal.gzip)})` : '—';
    lines.push(
      row([
        t === floor ? '**floor**' : t.name,
        `\`${t.url}\``,
        kB(t.bundle.initialJs.raw),
        kB(t.bundle.initialJs.gzip),
        t === floor ? '1.00×' : times(t.ratios.initialJsGzip),
        kB(t.bundle.initialCss.gzip),
        lazy,
      ]),
    );
  }
  lines.push('');
  for (const s of skipped) lines.push(`- Not measured: ${s.name} (\`${s.url}\`) — ${s.reason}.`);
  for (const w of results.warnings ?? []) lines.push(`- ⚠ ${w}`);
  if (skipped.length > 0 || results.warnings?.length) lines.push('');

  lines.push(settings.lighthouse ? `## Lighthouse (mobile preset, performance, SEO and best practices, median of ${settings.runs} run${settings.runs === 1 ? '' : 's'})` : '## Lighthouse', '');
  if (!settings.lighthouse) {
    lines.push('Not run (`--no-lighthouse`).', '');
  } else {
    const header = ['route'];
    const align = ['---'];
    for (const m of METRICS) {
      header.push(m.label, '× floor');
      align.push('---:', '---:');
    }
    lines.push(row(header), row(align));
    for (const t of targets) {
      const cells = [t === floor ? '**floor**' : t.name];
      for (const m of METRICS) cells.push(formatMetric(m.key, t.lighthouse?.median[m.key]), t === floor ? '1.00×' : times(t.ratios[m.key]));
      lines.push(row(cells));
    }
    lines.push('');
    lines.push(...renderCategories(targets, floor));
    lines.push(
      "× floor of the score: ours ÷ floor's (below 1 is worse); of the times: above 1 is slower. A ratio is \"—\" where the floor's " +
        `figure is too small to divide by (TBT under ${RATIO_MIN_FLOOR.tbt} ms, CLS under ${RATIO_MIN_FLOOR.cls}): compare those absolutely.`,
    );
    const [load] = environment.loadavg;
    if (load > environment.cpus) {
      lines.push(`- ⚠ The machine was busy (load ${load.toFixed(1)} on ${environment.cpus} CPUs): absolute times and TBT are inflated; read the × floor columns.`);
    }
    const index = environment.benchmarkIndex;
    if (index) {
      lines.push(
        `- Lighthouse's benchmark index of this machine: ${index.median} (median of the runs; ${index.min}–${index.max}). Lighthouse ` +
          "times a JavaScript loop in the page before each run and warns below 1,000; it measures only script, so compare the floor's own figures between days too.",
      );
    }
    const problems = targets.flatMap((t) => (t.lighthouse?.problems ?? []).map((p) => `${t.name}: ${p}`));
    lines.push(problems.length > 0 ? problems.map((p) => `- ⚠ ${p}`).join('\n') : "- Every run's calls to the mock API succeeded (or failed as expected: bench/routes.json).");
    lines.push('');
  }

  lines.push(...renderSdkRoundTrip(results), '');
  lines.push(...renderGames(results), '');

  lines.push('## Against the baseline', '');
  if (!baseline) {
    lines.push('No baseline yet (bench/results/baseline.json): `npm run bench -- --save-baseline` writes one.', '');
  } else {
    lines.push(`Baseline: ${baseline.date}, commit ${baseline.commit ?? 'unknown'}${baseline.dirty ? ' (with uncommitted changes)' : ''}. Each cell: now (change).`, '');
    lines.push(row(['route', 'initial JS gzip', 'JS × floor', 'initial CSS gzip', 'lazy gzip', 'score', 'LCP', 'LCP × floor', 'TBT']));
    lines.push(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
    const before = new Map([baseline.floor, ...baseline.routes].map((t) => [t.name, t]));
    for (const t of targets) {
      const b = before.get(t.name);
      const cell = (now, was, kind, fmt) => (b ? `${fmt(now)} (${formatDelta(kind, now, was)})` : `${fmt(now)} (new)`);
      lines.push(
        row([
          t === floor ? '**floor**' : t.name,
          cell(t.bundle.initialJs.gzip, b?.bundle.initialJs.gzip, 'bytes', kB),
          t === floor ? '—' : cell(t.ratios.initialJsGzip, b?.ratios?.initialJsGzip, 'ratio', times),
          cell(t.bundle.initialCss.gzip, b?.bundle.initialCss.gzip, 'bytes', kB),
          cell(t.bundle.lazyTotal.gzip, b?.bundle.lazyTotal.gzip, 'bytes', kB),
          cell(t.lighthouse?.median.score, b?.lighthouse?.median.score, 'score', (v) => formatMetric('score', v)),
          cell(t.lighthouse?.median.lcp, b?.lighthouse?.median.lcp, 'lcp', (v) => formatMetric('lcp', v)),
          t === floor ? '—' : cell(t.ratios.lcp, b?.ratios?.lcp, 'ratio', times),
          cell(t.lighthouse?.median.tbt, b?.lighthouse?.median.tbt, 'tbt', (v) => formatMetric('tbt', v)),
        ]),
      );
    }
    lines.push('');
  }
  lines.push(
    `Settings: ${settings.lighthouse ? `Lighthouse ${environment.lighthouse ?? ''}, ${settings.runs} run${settings.runs === 1 ? '' : 's'} per URL, interleaved; ` : ''}` +
      `${servedBy(settings) ? `served by ${servedBy(settings)}; ` : ''}gzip level ${settings.gzipLevel} (bundle sizes); ` +
      `took ${Math.round(results.durationSeconds)} s. Machine-dependent: compare the × floor columns across machines, absolute figures only on one.`,
    '',
  );
  return lines.join('\n');
}

/**
 * The SEO and best-practices scores per route, and the audits that cost points (in any run) — what to
 * fix when a score is under the bar.
 */
export function renderCategories(targets, floor) {
  const lines = [row(['route', ...CATEGORIES.map((c) => c.label), `≥ ${CATEGORY_BAR}`, 'audits that cost points']), row(['---', ...CATEGORIES.map(() => '---:'), '---', '---'])];
  for (const t of targets) {
    const median = t.lighthouse?.median ?? {};
    const scores = CATEGORIES.map((c) => median[c.key]);
    const measured = scores.every((s) => typeof s === 'number');
    const failing = CATEGORIES.flatMap((c) => (t.lighthouse?.failing?.[c.key] ?? []).map((id) => `${c.label}: \`${id}\``));
    lines.push(
      row([
        t === floor ? '**floor**' : t.name,
        ...scores.map((s) => formatMetric('score', s)),
        !measured ? '—' : t === floor ? '(floor)' : scores.every((s) => s >= CATEGORY_BAR) ? '✔ yes' : '✘ **no**',
        failing.join(', ') || '—',
      ]),
    );
  }
  lines.push('');
  return lines;
}

const ms = (v) => (typeof v === 'number' ? `${v.toFixed(1)} ms` : '—');

/** The SDK round trip's section (issue 12), from `results.sdk`; says so when it was not measured. */
export function renderSdkRoundTrip(results) {
  const { sdk } = results;
  const lines = ['## SDK round trip (game page, demo build)', ''];
  if (!sdk) {
    lines.push('Not measured (`--no-sdk`).');
    return lines;
  }
  lines.push(
    `A raw-protocol game in the game page's frame, the demo build (mock API in the service worker): ${sdk.count} sequential ` +
      `\`${sdk.method}\` calls, each timed inside the frame from its postMessage to the reply's message event. Bar: median within ${sdk.barMs} ms.`,
    '',
  );
  lines.push(row(['method', 'round trips', 'median', 'p95', 'min', 'max', `median ≤ ${sdk.barMs} ms`]));
  lines.push(row(['---', '---:', '---:', '---:', '---:', '---:', '---']));
  lines.push(row([`\`${sdk.method}\``, String(sdk.count), ms(sdk.median), ms(sdk.p95), ms(sdk.min), ms(sdk.max), sdk.pass ? '✔ yes' : '✘ **no**']));
  lines.push('');
  lines.push(
    "Sequential calls are paced by the relay's queue, drained every 100 ms (decision 13): a request sent right after the previous " +
      'reply waits for the next drain, so these figures are the steady worst case; a lone request is answered on the next task.',
  );
  if (sdk.separate) {
    lines.push(`- Measured separately (\`--sdk-only\`): ${sdk.date}, commit ${sdk.commit ?? 'unknown'}${sdk.chromium ? `, ${sdk.chromium}` : ''}.`);
  }
  return lines;
}

/**
 * `markdown` with the section under `heading` (up to the next `## `) replaced by `lines`, or inserted before
 * the baseline comparison when it has none.
 */
function withSection(markdown, heading, lines) {
  const section = `${lines.join('\n')}\n\n`;
  const start = markdown.indexOf(heading);
  if (start > -1) {
    const next = markdown.indexOf('\n## ', start + 1);
    return markdown.slice(0, start) + section + (next > -1 ? markdown.slice(next + 1) : '');
  }
  const before = markdown.indexOf('## Against the baseline');
  return before > -1 ? markdown.slice(0, before) + section + markdown.slice(before) : `${markdown.trimEnd()}\n\n${section}`;
}

/**
 * `markdown` (a saved latest.md) with its SDK round-trip section replaced by `results.sdk`'s, or inserted
 * before the baseline comparison: the rest stays as that run rendered it (a re-render would compare with
 * today's baseline instead of the one of its run).
 */
export function withSdkSection(markdown, results) {
  return withSection(markdown, '## SDK round trip', renderSdkRoundTrip(results));
}

/** `markdown` (a saved latest.md) with its sample games' section replaced by `results.games`'s (`--games-only`). */
export function withGamesSection(markdown, results) {
  return withSection(markdown, GAMES_HEADING, renderGames(results));
}

const GAMES_HEADING = '## Sample games (headset budgets, issue 13)';
const msWhole = (v) => (typeof v === 'number' ? `${Math.round(v)} ms` : '—');
const count = (v) => (typeof v === 'number' ? v.toLocaleString('en-US') : '—');
const verdict = (pass) => (pass === null || pass === undefined ? '—' : pass ? '✔ within' : '✘ **over**');

const seconds = (v) => (typeof v === 'number' ? `${(v / 1000).toFixed(2)} s` : '—');
const kbps = (v) => `${v.toLocaleString('en-US', { maximumFractionDigits: 1 })} kbps`;

/**
 * The time to play's table (issue 14), from `games.timeToPlay`: per game, the median and range in each condition,
 * when the game's frame started, and the verdict against issue 14's targets (reported, not judged). Says so when
 * it was not measured (results from before it existed, or a failed measurement).
 * @param {import('./report.d.mts').GamesFigures['timeToPlay']} timeToPlay
 */
export function renderTimeToPlay(timeToPlay) {
  const lines = ['**Time to play** (issue 14)', ''];
  if (!timeToPlay) {
    lines.push('Not measured (results from before the time to play was benchmarked).');
    return lines;
  }
  if ('error' in timeToPlay) {
    lines.push(`Not measured: the measurement failed (${timeToPlay.error}).`);
    return lines;
  }
  const { loads, targets, throttling } = timeToPlay;
  lines.push(
    "From the game page's navigation start to the game's `game.loaded` (the page's `orbital:game-loaded` mark), a first " +
      `visit each load, median of ${loads} load${loads === 1 ? '' : 's'}. Throttled: Lighthouse's mobile preset as Lighthouse applies it with DevTools ` +
      `throttling (${throttling.requestLatencyMs} ms request latency, ${kbps(throttling.downloadKbps)} down, ${kbps(throttling.uploadKbps)} up, ` +
      `${throttling.cpuSlowdown}× CPU slowdown, the game's own process included) on its 412×823 phone; unthrottled: a 1280×900 desktop. ` +
      "Frame from: when the game's document started loading, since the page's start (before it the page's work, after it the game's). " +
      'Targets: issue 14; reported, not judged.',
    '',
  );
  lines.push(
    row([
      'game',
      'game page',
      'throttled (median)',
      'min – max',
      'frame from',
      `≤ ${seconds(targets.throttledMs)}`,
      'unthrottled (median)',
      'min – max',
      'frame from',
      `≤ ${seconds(targets.unthrottledMs)}`,
    ]),
  );
  lines.push(row(['---', '---', '---:', '---:', '---:', '---', '---:', '---:', '---:', '---']));
  for (const g of timeToPlay.games) {
    const cells = (c) => [seconds(c.median), `${seconds(c.min)} – ${seconds(c.max)}`, seconds(c.frameStartMedian), verdict(c.pass)];
    lines.push(row([g.slug, `\`${g.page}\``, ...cells(g.throttled), ...cells(g.unthrottled)]));
  }
  // Results from before loads that never played were counted have no `unplayed`.
  const unplayed = timeToPlay.games.flatMap((g) =>
    ['throttled', 'unthrottled'].filter((key) => g[key].unplayed > 0).map((key) => `- ⚠ ${g.slug}, ${key}: ${g[key].unplayed} of ${g[key].loads} loads never played (${g[key].unplayedReasons.join('; ')}); the figures are the other loads'.`),
  );
  if (unplayed.length > 0) lines.push('', ...unplayed);
  return lines;
}

/**
 * The sample games' section, from `results.games`: startup JS and first frame per game, starfall-arena's worst
 * frame in emulated VR, each against its budget, and the time to play against its targets (reported, not judged:
 * the run does not fail on them).
 */
export function renderGames(results) {
  const { games } = results;
  const lines = [GAMES_HEADING, ''];
  if (!games) {
    lines.push(results.games === null ? 'Not measured (`--no-games`).' : 'Not measured (results from before the games were benchmarked).');
    return lines;
  }
  if ('error' in games) {
    lines.push(`Not measured: the measurement failed (${games.error}).`);
    return lines;
  }
  const { budgets, firstFrame } = games;
  lines.push(
    `The builds of dist-games (\`scripts/build-games.mjs\`). Startup JS: the game page's script, the chunks its HTML preloads and their static imports, gzip ` +
      `(scripts/lib/game-figures.mjs, as check:build counts it). First frame: the game's \`performance.mark('first-frame')\` after ` +
      `its first drawn frame, from the frame document's navigation start, with the game framed by its real game page of the ` +
      `production build (a first visit each load, median of ${firstFrame.loads} load${firstFrame.loads === 1 ? '' : 's'}); also after the frame's load event and after ` +
      "the game page's own navigation start (what a visitor waits for). Budgets: bench/budget.json; reported, not judged." +
      (servedBy(games) ? ` Site and games origin served by ${servedBy(games)}.` : ''),
    '',
  );
  const jsBySlug = new Map(games.startupJs.map((g) => [g.slug, g]));
  const frameBySlug = new Map(firstFrame.games.map((g) => [g.slug, g]));
  const slugs = [...new Set([...firstFrame.games.map((g) => g.slug), ...games.startupJs.map((g) => g.slug)])];
  lines.push(
    row([
      'game',
      'game page',
      'startup JS gzip',
      `≤ ${kB(budgets.startupJsGzipBytes)}`,
      'first frame (median)',
      'min – max',
      'after frame load',
      'after page start',
      `≤ ${budgets.firstFrameMs} ms`,
    ]),
  );
  lines.push(row(['---', '---', '---:', '---', '---:', '---:', '---:', '---:', '---']));
  for (const slug of slugs) {
    const js = jsBySlug.get(slug);
    const f = frameBySlug.get(slug);
    lines.push(
      row([
        slug,
        f ? `\`${f.page}\`` : '—',
        kB(js?.gzip),
        verdict(js ? js.gzip <= budgets.startupJsGzipBytes : null),
        msWhole(f?.median),
        f ? `${msWhole(f.min)} – ${msWhole(f.max)}` : '—',
        msWhole(f?.afterLoadMedian),
        msWhole(f?.sincePageMedian),
        verdict(f?.pass),
      ]),
    );
  }
  lines.push('');
  const xr = games.starfallXr;
  if (xr && 'error' in xr) {
    lines.push(`starfall-arena in emulated VR: not measured, the measurement failed (${xr.error}).`);
  } else if (xr) {
    const within = xr.calls <= budgets.xrDrawCalls && xr.triangles <= budgets.xrTriangles;
    lines.push(
      `starfall-arena in emulated VR (iwer's Quest 3, both controllers, drones and shots in flight; three's \`renderer.info\`), the ` +
        `worst of ${xr.samples} sampled frames: **${count(xr.calls)} draw calls, ${count(xr.triangles)} triangles** — budget ` +
        `${count(budgets.xrDrawCalls)} calls, ${count(budgets.xrTriangles)} triangles: ${verdict(within)}.`,
    );
  } else {
    lines.push('starfall-arena in emulated VR: not measured (no starfall-arena build).');
  }
  lines.push('', ...renderTimeToPlay(games.timeToPlay));
  const notes = [];
  const [load] = games.loadavg ?? [];
  if (typeof load === 'number' && load > (results.environment?.cpus ?? Infinity)) {
    notes.push(`- ⚠ The machine was busy (load ${load.toFixed(1)}): the first-frame and time-to-play times are inflated.`);
  }
  if (games.separate) {
    notes.push(`- Measured separately (\`--games-only\`): ${games.date}, commit ${games.commit ?? 'unknown'}${games.chromium ? `, ${games.chromium}` : ''}.`);
  }
  if (notes.length > 0) lines.push('', ...notes);
  return lines;
}
