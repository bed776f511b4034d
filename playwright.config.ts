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
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
