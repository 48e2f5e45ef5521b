import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/db.js';
import { createTestApp, openPostgresTestDb, openTestDb } from '../../server/testing.js';

/**
 * The account routes' test app: a fresh database per test file, on PGlite, or on the PostgreSQL
 * that DATABASE_URL names when it is set (the same SQL must run on both).
 */
export function useAccountTestApp() {
  let opened: { db: Db; close: () => Promise<void> } | undefined;
  let app: ReturnType<typeof createTestApp> | undefined;
  beforeAll(async () => {
    opened = await (process.env.DATABASE_URL ? openPostgresTestDb() : openTestDb());
    app = createTestApp(opened.db);
  });
  afterAll(() => opened?.close());
  const inside = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useAccountTestApp: only inside tests');
    return value;
  };
  return { app: () => inside(app), db: () => inside(opened).db };
}
