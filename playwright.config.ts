import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
import { HEALTH_PATH, siteOrigin } from './scripts/lib/hosts.mjs';

const demoPort = Number(process.env.E2E_DEMO_PORT || 4173);

// End-to-end tests run against the built demo, served by the same script as `npm run demo`, at
// http://orbital.localhost:{port} (games on games.orbital.localhost: one site, as in production). The
// readiness probe asks /__health on localhost: Node's resolver does not know *.localhost.
// Playwright never downloads a browser here: it drives Debian's Chromium.
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Measured: in the full suite (two workers on two cores, beside a software-rendered WebGL game) a test
  // takes 2 to 2.5 times as long as alone. The limits are against hangs, not a speed check.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: siteOrigin(demoPort),
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node scripts/serve-demo.mjs --port ${demoPort}`,
    url: `http://localhost:${demoPort}${HEALTH_PATH}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
