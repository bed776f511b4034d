#!/usr/bin/env node
// Writes docs/api.md from the API contract (src/api/contract.ts via src/api/docs.ts).
//   node scripts/gen-api-docs.mjs          regenerate
//   node scripts/gen-api-docs.mjs --check  exit 1 when docs/api.md is stale (CI)
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = fileURLToPath(new URL('../docs/api.md', import.meta.url));
const check = process.argv.includes('--check');

// src/api uses relative imports only, so no project config (plugins, aliases) is needed to load it.
const { module } = await runnerImport(fileURLToPath(new URL('../src/api/docs.ts', import.meta.url)), {
  root,
  configFile: false,
  logLevel: 'error',
});
const markdown = module.renderApiDocs();

if (check) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== markdown) {
    console.error('docs/api.md is stale: run `node scripts/gen-api-docs.mjs`.');
    process.exit(1);
  }
  console.info('docs/api.md is up to date.');
} else {
  await writeFile(target, markdown);
  console.info(`Wrote docs/api.md (${markdown.split('\n').length} lines).`);
}
