import type { Queryable } from '../../db/db.js';

/** `%`, `_` and `\` typed by the visitor are letters, not LIKE wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Organisation names for a typed term (lower-cased by the caller), best first: names that start
 * with the term, then names with a word close to it (pg_trgm `<%`: word similarity, so "nortwind"
 * finds "Northwind Traders"), then names similar as a whole (`%`). All three use the GIN trigram
 * index on lower(name) (migration 017).
 */
export async function searchCompanies(db: Queryable, term: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM companies
      WHERE lower(name) LIKE $2 || '%' OR $1 <% lower(name) OR lower(name) % $1
      ORDER BY lower(name) LIKE $2 || '%' DESC, word_similarity($1, lower(name)) DESC, similarity($1, lower(name)) DESC, name
      LIMIT $3`,
    [term, likeLiteral(term), limit],
  );
  return rows.map((r) => r.name);
}
