/**
 * The slice of `pg` this folder uses. The package ships no types and @types/pg is not a
 * dependency; if it becomes one, delete this file.
 */
declare module 'pg' {
  interface QueryResult {
    rows: unknown[];
  }
  /** A named statement: parsed and planned once per connection. */
  export interface QueryConfig {
    name: string;
    text: string;
    values?: unknown[];
  }
  interface ConnectionConfig {
    connectionString?: string;
    /** Server options sent at connect time, e.g. `-c search_path=x`. */
    options?: string;
    max?: number;
  }
  class PoolClient {
    query(sql: string | QueryConfig, params?: unknown[]): Promise<QueryResult>;
    /** With an error: the connection is broken, close it instead of giving it back. */
    release(err?: Error): void;
    /** The connection broke while no statement of it was running. */
    on(event: 'error', listener: (err: Error) => void): this;
    off(event: 'error', listener: (err: Error) => void): this;
  }
  export class Client {
    constructor(config?: ConnectionConfig);
    connect(): Promise<void>;
    query(sql: string | QueryConfig, params?: unknown[]): Promise<QueryResult>;
    end(): Promise<void>;
  }
  export class Pool {
    constructor(config?: ConnectionConfig);
    query(sql: string | QueryConfig, params?: unknown[]): Promise<QueryResult>;
    connect(): Promise<PoolClient>;
    end(): Promise<void>;
    /** An idle connection failed (the server went away); without a listener the process ends. */
    on(event: 'error', listener: (err: Error) => void): this;
  }
  const pg: { Pool: typeof Pool; Client: typeof Client };
  export default pg;
}
