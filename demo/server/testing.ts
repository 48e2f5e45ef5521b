import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../db/db.js';
import { openDatabase } from '../db/open.js';
import type { ServiceSettings } from '../services/settings.js';
import { createApp, type AppOptions } from './app.js';

/** Helpers for the services' vitest files: one fresh, small PGlite per file, fixed settings. */

export const TEST_SETTINGS: ServiceSettings = {
  accessTtlSeconds: 900,
  refreshTtlSeconds: 3600,
  sensitiveDataMaxAgeSeconds: 24 * 3600,
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
  videoPolicyKey: 'test-policy-key',
  videoSlowMs: 50,
};

/** Small enough to migrate and seed in a few seconds, big enough for every demo user's data. */
export const TEST_SEED_SCALE = 0.02;

/** A fresh PGlite in a temp folder, migrated and seeded; `close()` also deletes the folder. */
export async function openTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mck-pglite-'));
  const { db } = await openDatabase({ databaseUrl: null, dataDir, seedScale: TEST_SEED_SCALE });
  return {
    db,
    close: async () => {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
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
