#!/usr/bin/env node
// Precompression for the production web server (issue 14, deploy/nginx): writes <file>.br (brotli, quality
// 11) and <file>.gz (gzip, level 9) beside every compressible file of the build, so nginx's brotli_static
// and gzip_static serve the smallest encoding a client accepts without compressing at request time (and a
// CDN caches exactly those bytes). A variant that would not be smaller than its file is not written. Stale
// variants (their file is gone) are removed, so a rebuilt output never serves an old script.
//
//   node scripts/precompress.mjs                   dist, dist-games and the SDK's packages/sdk/dist/orbital.js
//                                                  (what `npm run build` makes and the two origins serve)
//   node scripts/precompress.mjs <path> [<path>…]  those directories or files
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats and WebAssembly; images, fonts and media are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.htm', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt', '.xml', '.wasm', '.ico']);
const VARIANTS = ['.br', '.gz'];

/** Every file under `dir` (recursive), dotted directories included (.vite holds the build's manifest). */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Runs `task` over `items`, at most `limit` at a time (zlib's async calls run on libuv's thread pool). */
async function eachLimited(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Writes the variants of `file` (where smaller) into `report`'s counts; `present`: files known to exist. */
async function compressFile(file, report, present) {
  const [body, info] = await Promise.all([readFile(file), stat(file)]);
  const text = extname(file).toLowerCase() !== '.wasm';
  const encoded = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  report.files += 1;
  report.bytes += body.length;
  for (const [index, suffix] of VARIANTS.entries()) {
    const data = encoded[index];
    const target = `${file}${suffix}`;
    const served = Math.min(data.length, body.length);
    if (suffix === '.br') report.brotliBytes += served;
    else report.gzipBytes += served;
    if (data.length >= body.length) {
      // Not worth a variant: the file itself is served (and an older variant must not be).
      if (present(target)) await rm(target, { force: true });
      continue;
    }
    await writeFile(target, data);
    // The variant carries its file's time: one Last-Modified whatever the encoding.
    await utimes(target, info.atime, info.mtime);
    report.written += 1;
  }
}

/**
 * Precompresses a directory (every compressible file under it) or one file. Resolves to what it did:
 * files compressed, variants written and removed, their bytes, and the bytes a brotli or a gzip client
 * then downloads for them.
 * @param {string} path
 */
export async function precompress(path) {
  const root = resolve(path);
  const report = { path: root, files: 0, written: 0, removed: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  if ((await stat(root)).isFile()) {
    await compressFile(root, report, (file) => existsSync(file));
    return report;
  }
  const files = await filesUnder(root);
  const present = new Set(files);
  for (const variant of files.filter((file) => VARIANTS.includes(extname(file)))) {
    if (!present.has(variant.slice(0, -3))) {
      await rm(variant, { force: true });
      report.removed += 1;
    }
  }
  const sources = files.filter((file) => COMPRESSIBLE.has(extname(file).toLowerCase()));
  await eachLimited(sources, availableParallelism(), (file) => compressFile(file, report, (target) => present.has(target)));
  return report;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const repo = fileURLToPath(new URL('..', import.meta.url));
  const asked = process.argv.slice(2);
  // Of the SDK's build only the script-tag file is served (the games origin's /sdk/v1/orbital.js).
  const paths = asked.length > 0 ? asked : ['dist', 'dist-games', 'packages/sdk/dist/orbital.js'].map((path) => join(repo, path));
  const t0 = performance.now();
  for (const path of paths) {
    if (!existsSync(path)) {
      console.error(`✘ ${path} is missing: build first (npm run build).`);
      process.exit(1);
    }
    const r = await precompress(path);
    console.info(
      `${path}: ${r.files} files, ${kB(r.bytes)} → brotli ${kB(r.brotliBytes)}, gzip ${kB(r.gzipBytes)} (${r.written} variants written${r.removed ? `, ${r.removed} stale removed` : ''})`,
    );
  }
  console.info(`Precompressed in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
}
