import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/*
 * The production web server's test (tests/nginx): its own stage of `npm test` (scripts/test-all.mjs), after
 * the stages that build what it serves — dist (build check), dist-games (build: demo) and the SDK's
 * orbital.js (game SDK) — so it costs no build of its own. Node only: no jsdom, no setup files.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/nginx/**/*.test.ts'],
    testTimeout: 15_000,
    hookTimeout: 60_000,
  },
});
