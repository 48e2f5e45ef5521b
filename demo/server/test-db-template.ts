import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open.js';
import { TEST_SEED_SCALE } from './test-seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite folder migrated and seeded once per run, which openTestDb copies (testing.ts). */
    pgliteTemplate: string;
  }
}

/**
 * vitest globalSetup of the services project: migrating and seeding a PGlite takes seconds, and
 * every service test file wants its own database; so it is done once here, and each file starts
 * from a copy of the folder.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'mck-pglite-template-'));
  const { db } = await openDatabase({ databaseUrl: null, dataDir: dir, seedScale: TEST_SEED_SCALE });
  await db.close();
  project.provide('pgliteTemplate', dir);
  return () => rm(dir, { recursive: true, force: true });
}
