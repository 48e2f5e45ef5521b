import { defineConfig } from 'vitest/config';

// Two projects: browser-like code (core, widgets) in happy-dom; the reference services in Node.
// Browser tests in real Chromium are web-test-runner's (*.browser.test.ts), not vitest's.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    // Vitest's default is one fewer than the cores: one worker on a 2-core machine, so the DOM
    // files and the services' files (the database-restart test alone waits 60 s) ran one after
    // another. Two: the services beside the DOM files.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          // One window and one module graph for all its files: a fresh window and fresh imports
          // per file cost more than the tests themselves. The setup file puts back what a file
          // may leave in the window.
          isolate: false,
          setupFiles: ['tests/support/dom-setup.ts'],
          include: ['core/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'loader/**/*.test.ts', 'integrations/react/**/*.test.tsx', 'tests/support/*.test.ts'],
          exclude: ['**/*.browser.test.ts', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'services',
          environment: 'node',
          include: ['demo/**/*.test.ts', 'scripts/**/*.test.ts', 'build/**/*.test.{ts,mjs}', 'bench/**/*.test.ts', 'integrations/**/*.test.ts'],
          // One migrated and seeded PGlite per run, copied by each file's openTestDb.
          globalSetup: ['demo/server/test-db-template.ts'],
          // Each file makes its own app and database; sharing the module graph saves importing
          // (and compiling PGlite's WebAssembly) again for every file.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
