import type { Queryable } from '../db.js';

const BATCH_ROWS = 500;

/**
 * Inserts rows through one JSON parameter per batch (`jsonb_to_recordset`): one statement per
 * 500 rows, any column types, and the same SQL on PGlite and PostgreSQL.
 */
export async function insertRows(q: Queryable, table: string, columns: Record<string, string>, rows: readonly object[]) {
  const names = Object.keys(columns).join(', ');
  const definitions = Object.entries(columns).map(([name, type]) => `${name} ${type}`).join(', ');
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await q.query(
      `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${definitions})`,
      [JSON.stringify(rows.slice(i, i + BATCH_ROWS))],
    );
  }
}
