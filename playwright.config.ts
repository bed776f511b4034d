import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';

const demoPort = Number(process.env.E2E_DEMO_PORT || 4173);

// End-to-end tests run against the built demo, served by the same script as `npm run demo`.
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
    baseURL: `http://localhost:${demoPort}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node scripts/serve-demo.mjs --port ${demoPort}`,
    url: `http://localhost:${demoPort}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
