import { cp, mkdtemp, rm } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../db/db.js';
import { openDatabase } from '../db/open.js';
import { settingsFromEnv, type ServiceSettings } from '../services/settings.js';
import { createApp, type AppOptions } from './app.js';
import { TEST_SEED_SCALE } from './test-seed.js';

/** Helpers for the services' vitest files: one fresh, small PGlite per file, fixed settings. */

export const TEST_SETTINGS: ServiceSettings = {
  // The default origins (http://127.0.0.1:4321, the CMS page on :4322, their localhost spellings),
  // body limit and lockout policy, as an empty environment gives them.
  ...settingsFromEnv({}),
  // Test files sign in far more often than a person: the rate-limit tests set their own limit.
  authRateLimit: { max: 100_000, windowSeconds: 60 },
  accessTtlSeconds: 900,
  refreshTtlSeconds: 3600,
  sensitiveDataMaxAgeSeconds: 24 * 3600,
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
  videoPolicyKey: 'test-policy-key',
  videoSlowMs: 50,
};

export { TEST_SEED_SCALE };

/**
 * A fresh PGlite in a temp folder, migrated and seeded; `close()` also deletes the folder. It
 * starts as a copy of the run's template (test-db-template.ts) when there is one.
 */
export async function openTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mck-pglite-'));
  const template = inject('pgliteTemplate');
  if (template) await cp(template, dataDir, { recursive: true });
  const { db } = await openDatabase({ databaseUrl: null, dataDir, seedScale: TEST_SEED_SCALE });
  return {
    db,
    close: async () => {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh schema in the PostgreSQL that DATABASE_URL names, migrated and seeded; `close()` drops
 * it. For suites that run on PGlite and, when DATABASE_URL is set, on PostgreSQL too.
 */
export async function openPostgresTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const schema = `mck_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const { db } = await openDatabase({ databaseUrl: url, schema, seedScale: TEST_SEED_SCALE });
  return {
    db,
    close: async () => {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

/** For apps whose tests never reach the database (video, cms, pages): any use is a test bug. */
export const unusedDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('this test should not touch the database')),
  exec: () => Promise.reject(new Error('this test should not touch the database')),
  transaction: () => Promise.reject(new Error('this test should not touch the database')),
  close: () => Promise.resolve(),
};

export const createTestApp = (
  db: Db = unusedDb,
  settings: Partial<ServiceSettings> = {},
  sources?: AppOptions['sources'],
) => createApp({ db, settings: { ...TEST_SETTINGS, ...settings }, ...(sources ? { sources } : {}) });

/**
 * One fresh test database and app for a test file (or a describe block): registers its beforeAll /
 * afterAll and returns a getter for the app (valid inside tests). `open` picks the backend: PGlite
 * by default, `openPostgresTestDb` for a suite that also runs on PostgreSQL.
 */
export function useTestApp(open: typeof openTestDb = openTestDb): () => ReturnType<typeof createTestApp> {
  let app: ReturnType<typeof createTestApp> | undefined;
  let close = async () => {};
  beforeAll(async () => {
    const opened = await open();
    close = opened.close;
    app = createTestApp(opened.db);
  });
  afterAll(() => close());
  return () => {
    if (!app) throw new Error('useTestApp: the app exists only inside tests');
    return app;
  };
}

