import pg, { type QueryConfig } from 'pg';
import type { Db, Queryable, QueryOptions } from './db.js';
import { isDatabaseUnavailable } from './unavailable.js';

interface PgClientLike {
  query(sql: string | QueryConfig, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

const wrap = (client: PgClientLike): Queryable => ({
  async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
    const result = options?.name
      ? await client.query({ name: options.name, text: sql, ...(params ? { values: params } : {}) })
      : await client.query(sql, params);
    return result.rows as T[];
  },
  async exec(sql: string) {
    await client.query(sql);
  },
});

export interface PostgresOptions {
  /** Schema to work in (created if missing): tests use a fresh one per run so they repeat. */
  schema?: string;
}

/** Opens a `pg` pool on `url`. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const { schema } = options;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name: ${schema}`);
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  // `public` stays on the path so an extension installed there before (pg_trgm) is still found.
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle connection the server closes (a restart) is an 'error' event of the pool: without a
  // listener it would end the process. The pool drops that connection and opens new ones on demand.
  pool.on('error', (err) => console.error(`[db] an idle connection failed: ${err.message}`));
  await pool.query('SELECT 1'); // fail now, with a clear error, when the server is not there
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      // The connection may break between two statements (the server restarts): pg reports that
      // as an 'error' event of the checked-out client, which would end the process unheard. A
      // broken connection is not given back to the pool (it would fail the next request).
      let broken: Error | undefined;
      const onError = (err: Error) => { broken = err; };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        if (isDatabaseUnavailable(err)) broken ??= err as Error;
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
