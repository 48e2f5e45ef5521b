import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';
import { migrate } from './migrate.js';
import { seedIfEmpty, seedScale, type SeedCounts } from './seed/seed.js';
import { openPGlite } from './pglite-db.js';
import { openPostgres } from './postgres-db.js';

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

export interface OpenOptions {
  /** PostgreSQL URL. Undefined: env DATABASE_URL; null or empty: PGlite whatever the environment says. */
  databaseUrl?: string | null;
  /** PostgreSQL only: schema to work in (tests). */
  schema?: string;
  /** PGlite only: data folder. Default: env MCK_DATA_DIR, else <repo>/.data/pglite. */
  dataDir?: string;
  /** Seed size multiplier. Default: env MCK_SEED_SCALE, else 1. */
  seedScale?: number;
}

export interface OpenedDb {
  db: Db;
  migrationsApplied: string[];
  /** What the seed inserted, or null when the database already had data. */
  seeded: SeedCounts | null;
}

/** Opens the database the environment names, applies new migrations and seeds it when empty. */
export async function openDatabase(options: OpenOptions = {}): Promise<OpenedDb> {
  const url = options.databaseUrl === undefined ? process.env.DATABASE_URL : options.databaseUrl;
  let db: Db;
  if (url) {
    db = await openPostgres(url, options.schema ? { schema: options.schema } : {});
  } else {
    const dataDir = options.dataDir ?? process.env.MCK_DATA_DIR ?? DEFAULT_DATA_DIR;
    if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
    db = await openPGlite(dataDir);
  }
  try {
    const migrationsApplied = await migrate(db);
    const seeded = await seedIfEmpty(db, options.seedScale ?? seedScale());
    return { db, migrationsApplied, seeded };
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
}
