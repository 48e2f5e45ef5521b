import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db.js';

interface PGliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

const wrap = (pg: PGliteLike): Queryable => ({
  async query<T>(sql: string, params?: unknown[]) {
    return (await pg.query<T>(sql, params)).rows;
  },
  async exec(sql: string) {
    await pg.exec(sql);
  },
});

/** Opens (or creates) a PGlite database in `dataDir`; `memory://` keeps it in memory. */
export async function openPGlite(dataDir: string): Promise<Db> {
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
