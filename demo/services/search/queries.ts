import type { Queryable } from '../../db/db.js';
import type { SearchFilter, SearchResult, SearchSort } from '../../../core/contracts/index.js';

export interface PageQuery {
  text: string;
  filter: SearchFilter;
  sort: SearchSort;
  start: number;
  rows: number;
  /** Also match titles merely similar to the text (pg_trgm), ranked by that similarity. */
  hybrid: boolean;
}

const RESULT_COLUMNS = `
  url, title, description, array_to_string(authors, '|') AS "authors-name", image_url AS "search-image",
  title_location AS "title-location", tags AS "searchresults-tags", filter, to_char(published_at, 'YYYY-MM-DD') AS date`;

/** `$1` text, `$2` filter, `$3` hybrid: the pages a query finds. */
const MATCHES = `
  FROM search_pages, websearch_to_tsquery('english', $1) AS query
  WHERE (search @@ query OR ($3 AND title % $1)) AND ($2 = 'all' OR filter = $2)`;

/** Ties broken by id so that pages never overlap or skip a result. */
const ORDER: Record<SearchSort, string> = {
  default: `ts_rank(search, query) + CASE WHEN $3 THEN similarity(title, $1) ELSE 0 END DESC, published_at DESC, id`,
  date: 'published_at DESC, id',
};

/** One page of results and the number found, in one statement. */
export async function searchPages(db: Queryable, q: PageQuery): Promise<{ results: SearchResult[]; numFound: number }> {
  const params = [q.text, q.filter, q.hybrid, q.rows, q.start];
  const rows = await db.query<SearchResult & { total: number }>(
    `SELECT ${RESULT_COLUMNS}, count(*) OVER ()::int AS total ${MATCHES} ORDER BY ${ORDER[q.sort]} LIMIT $4 OFFSET $5`, params);
  if (rows.length > 0) return { results: rows.map(({ total: _, ...result }) => result), numFound: rows[0]!.total };
  if (q.start === 0) return { results: [], numFound: 0 };
  // Past the last result: the window count has no row to ride on.
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${MATCHES}`, params.slice(0, 3));
  return { results: [], numFound: total };
}

/**
 * Each word with its spelling in the indexed vocabulary: itself when indexed, else the most
 * similar indexed word (trigram similarity, the more common first), else null. Words shorter
 * than 3 letters or holding digits are never corrected.
 */
export async function correctWords(db: Queryable, words: string[]): Promise<(string | null)[]> {
  const rows = await db.query<{ corrected: string | null }>(
    `SELECT coalesce(exact.word, best.word) AS corrected
     FROM unnest($1::text[]) WITH ORDINALITY AS typed(word, position)
     LEFT JOIN search_words exact ON exact.word = typed.word
     LEFT JOIN LATERAL (
       SELECT w.word FROM search_words w
       WHERE exact.word IS NULL AND length(typed.word) >= 3 AND typed.word !~ '[0-9]' AND w.word % typed.word
       ORDER BY similarity(w.word, typed.word) DESC, w.ndoc DESC, w.word
       LIMIT 1
     ) best ON true
     ORDER BY typed.position`, [words]);
  return rows.map((r) => r.corrected);
}

/** `text` for LIKE, its wildcards taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Distinct page titles holding `text`: those starting with it first, then the shorter. */
export async function suggestTitles(db: Queryable, text: string, limit: number): Promise<string[]> {
  const literal = likeLiteral(text);
  const rows = await db.query<{ title: string }>(
    `SELECT title FROM search_pages WHERE title ILIKE $1
     GROUP BY title ORDER BY bool_or(title ILIKE $2) DESC, length(title), title LIMIT $3`,
    [`%${literal}%`, `${literal}%`, limit]);
  return rows.map((r) => r.title);
}
