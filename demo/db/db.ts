/**
 * The one database interface the reference services use. Two implementations run the same SQL:
 * PGlite (PostgreSQL in wasm, the default: no server to install) and a `pg` pool when
 * DATABASE_URL names a real PostgreSQL.
 *
 * SQL rules that keep both alike: `$1` parameters, and cast counts and other bigints to `::int`
 * (pg answers int8 as a string, PGlite as a number).
 */
export interface QueryOptions {
  /**
   * For a statement run on every request of a hot path: PostgreSQL parses and plans it once per
   * connection under this name (a named prepared statement) instead of on every call. One name,
   * one SQL text. PGlite ignores it.
   */
  name?: string;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, VACUUM). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** `pglite` or `postgres`, for log lines and tests. */
  readonly kind: 'pglite' | 'postgres';
}
