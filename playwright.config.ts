import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';
import { E2E_JWT_SECRET, E2E_LOCKOUT_SECONDS } from './tests/e2e/server-settings.js';

// End-to-end tests drive the demo pages against the running reference services (PGlite in a
// data folder of their own), in Debian's Chromium. Two projects: `galleries` (each built widget's
// gallery page rendered and axe clean, plus a few other read-only page checks) changes no data,
// so its tests may run side by side; `flows` sign in, save, register and read the outbox against
// one shared server and database, so they run one at a time. `npm test` runs both in one run
// (scripts/test-all.mjs): the flows on one worker, the galleries on the other beside them.
const port = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${port}`;
// The second-origin legacy CMS (demo/cms-origin/), started by the same server command; specs read
// its URL from E2E_CMS_URL (tests/e2e/support.ts), set here for the workers.
const cmsPort = Number(process.env.E2E_CMS_PORT ?? port + 1);
process.env.E2E_CMS_URL = `http://127.0.0.1:${cmsPort}`;
/**
 * The `galleries` project: the read-only gallery checks, and the legacy-page matrix (it only signs
 * the demo reader in, on pages of their own origins), beside the flows on the other worker.
 */
const GALLERIES = ['tests/e2e/widgets.spec.ts', 'tests/e2e/legacy-pages.spec.ts', 'tests/e2e/overflow.spec.ts'];

export default defineConfig({
  testDir: '.',
  workers: 2,
  // Flows first: their one worker takes a flow file while the other worker, which the flows may
  // not use, runs the galleries beside it (a worker takes the first test its project allows).
  projects: [
    { name: 'flows', testMatch: ['tests/e2e/**/*.spec.ts', 'loader/**/*.e2e.spec.ts'], testIgnore: GALLERIES, workers: 1 },
    { name: 'galleries', testMatch: GALLERIES, fullyParallel: true, workers: 2 },
  ],
  timeout: 30_000,
  // In CI, a test that fails is run once more: a failure on both runs fails the suite, one that
  // passes on its retry counts as passed and is named under "passed on retry" at the end of
  // `npm test` (scripts/test-all.mjs), so a flaky test is seen, not hidden. Locally, no retry.
  retries: process.env.CI ? 1 : 0,
  // The galleries' visual baselines (tests/e2e/support.ts expectLooksAsBaseline), one folder.
  snapshotPathTemplate: '{testDir}/tests/e2e/baselines/{arg}{ext}',
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    // `npm test` builds in its step before this one (MCK_PREBUILT): no second build of the same tree.
    command: process.env.MCK_PREBUILT ? 'npx tsx demo/server/main.ts' : 'node build.mjs && npx tsx demo/server/main.ts',
    url: `${baseURL}/api/config`,
    env: {
      PORT: String(port), MCK_CMS_PORT: String(cmsPort), MCK_DATA_DIR: '.data/e2e',
      // tests/e2e/signin.spec.ts: a lock that ends within the test, and the access tokens' key, so
      // the test can hand the browser a token the service itself sees as expired.
      // Every lock as short as the first, however many locks an earlier run left behind.
      MCK_LOCKOUT_DURATION: String(E2E_LOCKOUT_SECONDS), MCK_LOCKOUT_MAX_DURATION: String(E2E_LOCKOUT_SECONDS), MCK_JWT_SECRET: E2E_JWT_SECRET,
      // Every sign-in of the suite comes from one loopback address, the flows and the legacy pages
      // side by side: the per-address limit (its own unit tests hold it) would count them together.
      MCK_AUTH_RATE_LIMIT: '200',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
