// The game SDK's build check (a stage of `npm test`): builds packages/sdk (scripts/build-sdk.mjs), holds the
// in-portal client and the script-tag file to 4 kB gzip (issue 12), checks that the in-portal client does
// not carry local mode, that the declarations exist, and that orbital.js works from a plain <script> tag.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { buildSdk } from './build-sdk.mjs';

const BUDGET = 4096;
const dist = fileURLToPath(new URL('../packages/sdk/dist/', import.meta.url));
const problems = [];

const sizes = await buildSdk();
for (const [name, size] of Object.entries(sizes)) {
  if (!name.startsWith('local') && size > BUDGET) problems.push(`${name} is ${size} B gzip, over the ${BUDGET} B budget`);
}
for (const file of ['index.js', 'index.d.ts', 'protocol.js', 'protocol.d.ts', 'local.js', 'orbital.js']) {
  if (!existsSync(dist + file)) problems.push(`dist/${file} is missing`);
}
if (readFileSync(`${dist}index.js`, 'utf8').includes('local mode')) problems.push('index.js carries local mode (it must stay in its own chunk)');

// The script-tag file in a page with no bundler: window.Orbital.init() runs local mode outside a frame.
const dom = new JSDOM(`<!doctype html><script>${readFileSync(`${dist}orbital.js`, 'utf8')}</script>`, {
  runScripts: 'dangerously',
  url: 'http://localhost:8000/game.html',
});
dom.window.console.info = () => {};
try {
  const orbital = await dom.window.Orbital.init({ local: { user: null } });
  const user = await orbital.user.get();
  if (orbital.mode !== 'local' || user.loggedIn !== false) problems.push('orbital.js: local mode did not answer as a visitor');
  const error = await orbital.saves.all().catch((e) => e);
  if (error?.code !== 'login_required') problems.push(`orbital.js: saves.all as a visitor gave ${error?.code ?? 'no error'}`);
} catch (error) {
  problems.push(`orbital.js: window.Orbital.init() failed: ${error}`);
}
dom.window.close();

if (problems.length) {
  for (const p of problems) console.error(`✘ ${p}`);
  process.exit(1);
}
console.info(`✔ SDK build: sizes within ${BUDGET} B gzip, declarations emitted, orbital.js works from a script tag`);
