import type { Queryable } from '../../db/db.js';

/**
 * The code of `longUrl`, storing it under `newCode` when it is new. One statement, so two requests
 * for the same URL at once both get the one stored code.
 */
export async function codeFor(db: Queryable, longUrl: string, newCode: string): Promise<string> {
  const [row] = await db.query<{ code: string }>(
    `INSERT INTO short_links (code, long_url) VALUES ($1, $2)
     ON CONFLICT (long_url) DO UPDATE SET long_url = EXCLUDED.long_url
     RETURNING code`,
    [newCode, longUrl],
  );
  return row!.code;
}

export async function longUrlOf(db: Queryable, code: string): Promise<string | null> {
  const [row] = await db.query<{ long_url: string }>('SELECT long_url FROM short_links WHERE code = $1', [code]);
  return row?.long_url ?? null;
}
