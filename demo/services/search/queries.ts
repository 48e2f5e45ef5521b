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
