// `npm test`: every check a change must pass, in order of speed, stopping at the first failure.
// Builds happen once and are reused by the browser suites.
import { run } from './lib/run.mjs';

const stages = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit and component tests (vitest)', 'npx', ['vitest', 'run']],
  ['build: demo', 'npm', ['run', '--silent', 'build:demo']],
  ['build: production for end-to-end (dist-e2e)', 'npm', ['run', '--silent', 'build:e2e']],
  // Builds dist (plain production: no response checks, the lite contract) and holds the home route to
  // bench/budget.json; scans dist and dist-e2e for demo-only code (markers validated against dist-demo).
  ['build check: budget and no demo-only code', 'node', ['scripts/check-prod-build.mjs']],
  ['game SDK: build, 4 kB gzip budget, script-tag file (packages/sdk)', 'node', ['scripts/check-sdk.mjs']],
  // The shipped nginx config (deploy/nginx) serving what the stages above built: dist, dist-games, the SDK.
  ['production web server: nginx headers and caching (deploy/nginx)', 'npx', ['vitest', 'run', '--config', 'tests/nginx/vitest.config.ts']],
  ['build: storybook', 'npm', ['run', '--silent', 'build-storybook']],
  ['story tests with axe (test-runner)', 'node', ['scripts/test-stories.mjs'], { SKIP_BUILD: '1' }],
  // The responsiveness measurements (tagged @timing, tests/e2e/support-timing.ts) run alone, one worker.
  ['end-to-end: demo (playwright)', 'npx', ['playwright', 'test', '--grep-invert', '@timing']],
  ['end-to-end: responsiveness measured alone (playwright; one worker)', 'npx', ['playwright', 'test', '--grep', '@timing', '--workers', '1']],
  ['end-to-end: production build against the HTTP mock API (playwright)', 'npx', ['playwright', 'test', '-c', 'playwright.prod.config.ts'], { E2E_PROD_SKIP_BUILD: '1' }],
];

const only = process.env.TEST_ONLY?.split(',');
const started = Date.now();
let passed = 0;
let failed = 0;
for (const [name, cmd, args, env] of stages) {
  if (only && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  console.info(`\n▶ ${name}`);
  const code = await run(cmd, args, { env: { ...process.env, ...env } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (code === 0) {
    passed += 1;
    console.info(`✔ ${name} (${secs} s)`);
  } else {
    failed += 1;
    console.error(`✘ ${name} failed with exit code ${code} (${secs} s)`);
    break;
  }
}
console.info(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.info(`stages: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
