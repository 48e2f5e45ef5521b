import { defineConfig } from '@playwright/test';

// Runs only the loader's browser spec. The spec starts its own static server and launches
// Debian's Chromium itself, so it needs neither the demo server nor a downloaded browser:
//   npx playwright test -c loader/playwright.config.ts
export default defineConfig({
  testDir: '.',
  testMatch: 'loader.e2e.spec.ts',
  workers: 1,
  timeout: 30_000,
  reporter: 'list',
});
