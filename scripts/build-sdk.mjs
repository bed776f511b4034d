// Builds the game SDK (packages/sdk) into packages/sdk/dist:
//  - ESM: index.js (the in-portal client), protocol.js, the local-mode chunk (loaded on demand) and .d.ts
//    declarations (tsc --emitDeclarationOnly on the package's own tsconfig);
//  - orbital.js: one script-tag file (IIFE) exposing window.Orbital, local mode included.
// Prints the gzip sizes; scripts/check-sdk.mjs holds them to the budget. Usage: node scripts/build-sdk.mjs
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { run } from './lib/run.mjs';

const pkg = fileURLToPath(new URL('../packages/sdk/', import.meta.url));
const outDir = `${pkg}dist`;

/** Gzip size of a chunk and every chunk it imports statically (what loading it costs). */
function loadedSize(output, fileName, seen = new Set()) {
  if (seen.has(fileName)) return '';
  seen.add(fileName);
  const chunk = output.find((o) => o.fileName === fileName);
  return chunk.code + chunk.imports.map((f) => loadedSize(output, f, seen)).join('');
}

/** One vite library build of the package into dist; resolves to its rolldown output. */
async function buildLib(lib, output = {}) {
  const result = await build({
    configFile: false,
    root: pkg,
    logLevel: 'warn',
    publicDir: false,
    build: { outDir, emptyOutDir: false, target: 'es2022', minify: true, lib, rolldownOptions: { output } },
  });
  return Array.isArray(result) ? result[0] : result;
}

export async function buildSdk() {
  rmSync(outDir, { recursive: true, force: true });
  const esm = await buildLib(
    { entry: { index: `${pkg}src/index.ts`, protocol: `${pkg}src/protocol.ts` }, formats: ['es'] },
    { entryFileNames: '[name].js', chunkFileNames: '[name].js' },
  );
  const iife = await buildLib({ entry: `${pkg}src/global.ts`, formats: ['iife'], name: 'Orbital', fileName: () => 'orbital.js' });
  const code = await run('npx', ['tsc', '-p', `${pkg}tsconfig.json`]);
  if (code !== 0) throw new Error(`tsc (declarations) failed with exit code ${code}`);
  rmSync(`${outDir}/global.d.ts`, { force: true });

  const sizes = {
    'in-portal client (index.js + its static imports)': gzipSync(loadedSize(esm.output, 'index.js')).length,
    'local mode chunk (local.js)': gzipSync(esm.output.find((o) => o.fileName === 'local.js')?.code ?? '').length,
    'script-tag file (orbital.js, local mode included)': gzipSync(iife.output[0].code).length,
  };
  for (const [name, size] of Object.entries(sizes)) console.info(`${name}: ${size} B gzip`);
  return sizes;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildSdk();
