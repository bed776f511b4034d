import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
import { HEALTH_PATH, siteOrigin } from './scripts/lib/hosts.mjs';

const prodPort = Number(process.env.E2E_PROD_PORT || 4174);
const mockPort = Number(process.env.E2E_MOCK_API_PORT || 8787);
const prodOrigin = siteOrigin(prodPort);
// The build calls the API on a subdomain of the site (one site, first-party cookies, as in production).
const mockApi = `http://api.orbital.localhost:${mockPort}`;

/*
 * End-to-end tests of the *production* build against the real HTTP mock server (engineering guide §3):
 * `npm run mock-api` on 8787 (API + realtime socket) and the build of scripts/serve-prod-e2e.mjs, served
 * on 4174 by nginx with the shipped config (deploy/nginx; `vite preview` without nginx or with
 * E2E_PROD_SERVER=preview) and configured to call the mock. E2E_PROD_SKIP_BUILD=1 reuses dist-e2e
 * (npm test builds it once). One worker: the mock backend's state is shared by every page.
 */
export default defineConfig({
  testDir: './tests/e2e-prod',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // As in the demo's (playwright.config.ts): limits against hangs, sized for a busy two-core runner.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  metadata: { mockApi, prodOrigin },
  use: {
    baseURL: prodOrigin,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium-prod', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: `node scripts/mock-api.mjs --port ${mockPort} --origin ${prodOrigin}`,
      // Readiness probes use localhost: Node's resolver does not know *.localhost.
      url: `http://localhost:${mockPort}/__mock/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve-prod-e2e.mjs --port ${prodPort}${process.env.E2E_PROD_SKIP_BUILD === '1' ? ' --no-build' : ''}`,
      env: { MOCK_API_PORT: String(mockPort) },
      url: `http://localhost:${prodPort}${HEALTH_PATH}`,
      // Never reuse: whatever else runs on this port (e.g. `npm run preview`) is not the e2e build.
      reuseExistingServer: false,
      // SIGTERM, not Playwright's default SIGKILL: nginx's temp directory is removed on the way out.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
      timeout: 120_000,
    },
  ],
});
