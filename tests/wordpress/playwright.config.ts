import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { DEMO_CMS_PORT, DEMO_DATA_DIR, DEMO_PORT, DEMO_URL, WP_PLAIN_URL, WP_URL } from './settings.js';

// WordPress from Debian's packages as the page host (README, "WordPress"): the demo server serves
// the bundle and the services on ports of its own, and the global setup starts MariaDB and two
// WordPress sites (scripts/start-wordpress.sh), one with the mck widgets plugin and one without.
// Their origins are allowed to call the services with credentials (MCK_ALLOWED_ORIGINS).
export default defineConfig({
  testDir: '.',
  testMatch: ['*.spec.ts'],
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Runs after the web server is up: it reads the page configuration from the demo.
  globalSetup: './global-setup.ts',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e-wordpress.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    // `npm test` builds in an earlier step (MCK_PREBUILT): no second build of the same tree.
    command: process.env.MCK_PREBUILT ? 'npx tsx demo/server/main.ts' : 'node build.mjs && npx tsx demo/server/main.ts',
    cwd: '../..',
    url: `${DEMO_URL}/api/config`,
    env: {
      PORT: String(DEMO_PORT),
      MCK_CMS_PORT: String(DEMO_CMS_PORT),
      MCK_DATA_DIR: DEMO_DATA_DIR,
      MCK_ALLOWED_ORIGINS: [DEMO_URL, `http://127.0.0.1:${DEMO_CMS_PORT}`, WP_URL, WP_PLAIN_URL].join(','),
    },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
