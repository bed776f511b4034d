// Per-route bundle analysis of a Vite production build, read from its manifest (`vite build --manifest`).
// The benchmark (`npm run bench`) and the budget check of `npm test` (`npm run check:build`) both use
// it, so the figure the budget holds is exactly the figure the benchmark reports.
//
// Why static analysis and not the browser's network log: it is exact, instant and the same on every
// machine, and it tells which chunk a byte belongs to. What counts, for one route (bench/routes.json):
//
// - initial: what a first visit must load before the route's page can render — index.html's entry
//   chunk and its static imports (exactly what index.html loads and modulepreloads), plus the route's
//   page module chunk (routes are lazy, but on a first visit the router imports the page at once) and
//   the static imports it adds. CSS: the `css` files of those chunks. (styled-components' CSS is made at
//   run time inside the JS, so it counts as JS.)
// - lazy: chunks reached only through dynamic import() from there (motion's features, the realtime
//   client, …), each with the static imports it adds; what those import dynamically is lazy too. Other
//   routes' page modules (`otherPages`, a pattern over module paths) are left out: they belong to
//   their own route, not to this one.
//
// Sizes: raw bytes on disk and gzip at zlib level 9 (best compression; a server compressing on the fly
// at a lower level sends slightly more). kB in reports are 1,000 bytes, as in Vite's own output.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const GZIP_LEVEL = 9;

/** Bytes of `data` gzipped at zlib level 9. */
export function gzipSize(data) {
  return gzipSync(data, { level: GZIP_LEVEL }).length;
}

/** The build's manifest (`<outDir>/.vite/manifest.json`). */
export function readManifest(outDir) {
  const file = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build with \`vite build --manifest\` (the bench and check:build do).`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Manifest keys of `roots` and of every chunk they import statically, depth first, each once. Keys in
 * `exclude` are neither listed nor followed (they are counted already).
 */
export function staticClosure(manifest, roots, exclude = new Set()) {
  const out = [];
  const seen = new Set(exclude);
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
    seen.add(key);
    out.push(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  return out;
}

/**
 * The chunks of one route, as manifest keys.
 * @param {Record<string, import('./bundle-report.d.mts').ManifestChunk>} manifest
 * @param {{ entry?: string, page?: string | null, firstScreen?: string | null, loaders?: string | null, otherPages?: RegExp | null }} route
 *   `page`: the route's page module (a manifest key such as 'src/features/home/HomePage.tsx'); null for
 *   the shell alone. `firstScreen`: its first screen's module (src/lib/lazyFirstScreen.tsx), loaded with
 *   it; `loaders`: its loaders' module (lazyLoader, src/lib/routeData.ts), loaded with it too.
 *   `otherPages`: dynamic imports matching it are other routes' pages, not lazy code.
 */
export function routeChunks(manifest, { entry = 'index.html', page = null, firstScreen = null, loaders = null, otherPages = null } = {}) {
  if (!manifest[entry]?.isEntry) throw new Error(`The manifest has no entry "${entry}".`);
  if (page && !manifest[page]) {
    throw new Error(`The page module ${page} is not in the build's manifest: is it still imported (lazily) by a route?`);
  }
  const shell = staticClosure(manifest, [entry]);
  // The first screen and the route's loaders, lazy but loaded at once (the app hydrates the one and runs
  // the other), count as the page's own.
  const pageRoots = [page, firstScreen, loaders].filter((key) => key !== null);
  const pageChunks = page ? staticClosure(manifest, pageRoots, new Set(shell)) : [];
  const initial = [...shell, ...pageChunks];
  const counted = new Set(initial);
  const lazy = [];
  const skippedPages = [];
  const queue = [...initial];
  while (queue.length > 0) {
    const key = queue.shift();
    for (const target of manifest[key]?.dynamicImports ?? []) {
      if (counted.has(target) || skippedPages.includes(target)) continue;
      if (otherPages?.test(target)) {
        skippedPages.push(target);
        continue;
      }
      const chunks = staticClosure(manifest, [target], counted);
      for (const chunk of chunks) counted.add(chunk);
      lazy.push({ module: target, chunks });
      queue.push(...chunks);
    }
  }
  return { entry, page, shell, initial, lazy, otherPages: skippedPages };
}

/** The JS files and the CSS files of `keys` (each file once, in order). */
export function chunkFiles(manifest, keys) {
  const js = [];
  const css = [];
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
    if (/\.m?js$/.test(chunk.file) && !js.includes(chunk.file)) js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
  }
  return { js, css };
}

/** A short name for a lazily loaded module: its package, or its file with the folder it sits in. */
export function moduleLabel(key, chunk) {
  const parts = key.replace(/\.[cm]?[jt]sx?$/, '').split('/');
  if (parts[0] === 'node_modules') {
    const scoped = parts[1]?.startsWith('@');
    return scoped ? `${parts[1]}/${parts[2]}` : (parts[1] ?? key);
  }
  // 'src/design-system/motion/features' → 'motion/features'; '…/Dialog/Dialog' → 'Dialog'; '…/x/index' → 'x'.
  const [dir, base] = parts.slice(-2);
  if (!base) return dir || chunk?.name || key;
  return base === dir ? base : base === 'index' ? dir : `${dir}/${base}`;
}

/** Sizes of `files` under `outDir`: per file and in total. `cache` (file → sizes) avoids re-gzipping. */
export function measureFiles(outDir, files, cache = new Map()) {
  const measured = files.map((file) => {
    if (!cache.has(file)) {
      const data = readFileSync(join(outDir, file));
      cache.set(file, { raw: data.length, gzip: gzipSize(data) });
    }
    return { file, ...cache.get(file) };
  });
  return {
    raw: measured.reduce((sum, f) => sum + f.raw, 0),
    gzip: measured.reduce((sum, f) => sum + f.gzip, 0),
    files: measured,
  };
}

/**
 * What index.html loads at start: its module scripts, modulepreloads and stylesheets, as paths
 * relative to the output directory (base '/').
 */
export function htmlInitialFiles(html) {
  const files = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag) && /\btype=["']?module/i.test(tag);
    const rel = /\brel=["']?([\w-]+)/i.exec(tag)?.[1]?.toLowerCase();
    const isLink = rel === 'modulepreload' || rel === 'stylesheet';
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if ((isScript || isLink) && url && !/^[a-z]+:|^\/\//i.test(url)) files.push(url.replace(/^\.?\//, ''));
  }
  return files;
}

/**
 * The bundle report of one route: initial JS and CSS (raw, gzip, files) and the lazily loaded chunks.
 * @param {string} outDir
 * @param {Record<string, import('./bundle-report.d.mts').ManifestChunk>} manifest
 * @param {{ entry?: string, page?: string | null, otherPages?: RegExp | null }} route
 */
export function routeReport(outDir, manifest, route, cache = new Map()) {
  const chunks = routeChunks(manifest, route);
  const initial = chunkFiles(manifest, chunks.initial);
  const lazy = chunks.lazy.map(({ module, chunks: keys }) => {
    const files = chunkFiles(manifest, keys);
    const js = measureFiles(outDir, files.js, cache);
    const css = measureFiles(outDir, files.css, cache);
    return { name: moduleLabel(module, manifest[module]), module, raw: js.raw + css.raw, gzip: js.gzip + css.gzip, files: [...js.files, ...css.files] };
  });
  return {
    initialJs: measureFiles(outDir, initial.js, cache),
    initialCss: measureFiles(outDir, initial.css, cache),
    lazy,
    lazyTotal: { raw: lazy.reduce((s, l) => s + l.raw, 0), gzip: lazy.reduce((s, l) => s + l.gzip, 0) },
    otherPages: chunks.otherPages.length,
  };
}

/**
 * The bundle report of a build for a list of routes ({ name, url, page }). Routes whose `page` is null
 * (not built yet) are listed in `skipped`. `warnings` says when index.html does not load what the
 * manifest says the entry needs (the analysis would then not describe what browsers load).
 * @param {string} outDir
 * @param {Array<{ name: string, url: string, page: string | null, note?: string }>} routes
 * @param {{ entry?: string, otherPagesPattern?: string | null }} [options]
 */
export function bundleReport(outDir, routes, { entry = 'index.html', otherPagesPattern = null } = {}) {
  const manifest = readManifest(outDir);
  const otherPages = otherPagesPattern ? new RegExp(otherPagesPattern) : null;
  const cache = new Map();
  const warnings = [];
  const htmlFile = join(outDir, 'index.html');
  if (existsSync(htmlFile) && entry === 'index.html') {
    const fromHtml = new Set(htmlInitialFiles(readFileSync(htmlFile, 'utf8')));
    const shell = routeChunks(manifest, { entry });
    const files = chunkFiles(manifest, shell.initial);
    const fromManifest = new Set([...files.js, ...files.css]);
    const missing = [...fromManifest].filter((f) => !fromHtml.has(f));
    const extra = [...fromHtml].filter((f) => !fromManifest.has(f) && /\.(m?js|css)$/.test(f));
    if (missing.length > 0) warnings.push(`index.html does not load ${missing.join(', ')}, which the manifest counts as initial.`);
    if (extra.length > 0) warnings.push(`index.html loads ${extra.join(', ')}, which the manifest does not count as initial.`);
  }
  const measured = [];
  const skipped = [];
  for (const route of routes) {
    if (!route.page) {
      skipped.push({ name: route.name, url: route.url, reason: route.note ?? 'no page module declared' });
      continue;
    }
    measured.push({ name: route.name, url: route.url, page: route.page, ...routeReport(outDir, manifest, { entry, page: route.page, firstScreen: route.firstScreen ?? null, loaders: route.loaders ?? null, otherPages }, cache) });
  }
  return { routes: measured, skipped, warnings };
}
