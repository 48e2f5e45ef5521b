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

/** The page's fields as a result (D§3), from `page`. */
const RESULT_COLUMNS = `
  page.url, page.title, page.description, array_to_string(page.authors, '|') AS "authors-name",
  page.image_url AS "search-image", page.title_location AS "title-location", page.tags AS "searchresults-tags",
  page.filter, to_char(page.published_at, 'YYYY-MM-DD') AS date`;

/**
 * `$1` text, `$2` filter: the pages a query finds, with their rank. Hybrid has its own statement
 * rather than an `OR ($3 AND …)`: a prepared statement's plan must not depend on a flag.
 */
const matching = (hybrid: boolean) => hybrid
  ? `SELECT id, published_at, ts_rank(search, query) + similarity(title, $1) AS rank
     FROM search_pages, websearch_to_tsquery('english', $1) AS query
     WHERE (search @@ query OR title % $1) AND ($2 = 'all' OR filter = $2)`
  : `SELECT id, published_at, ts_rank(search, query) AS rank
     FROM search_pages, websearch_to_tsquery('english', $1) AS query
     WHERE search @@ query AND ($2 = 'all' OR filter = $2)`;

/** Ties broken by id so that pages never overlap or skip a result. */
const ORDER: Record<SearchSort, string> = {
  default: 'rank DESC, published_at DESC, id',
  date: 'published_at DESC, id',
};

/**
 * One page of results and the number found, in one statement. Ranking and counting see only the
 * narrow (id, date, rank) rows; the page's wide rows are read for the `$3` rows shown (from `$4`).
 */
const pageSql = (sort: SearchSort, hybrid: boolean) => `
  WITH matched AS MATERIALIZED (${matching(hybrid)})
  SELECT ${RESULT_COLUMNS}, (SELECT count(*) FROM matched)::int AS total
  FROM (SELECT id, published_at, rank FROM matched ORDER BY ${ORDER[sort]} LIMIT $3 OFFSET $4) AS shown
  JOIN search_pages page USING (id)
  ORDER BY ${ORDER[sort].replace(/\b(rank|published_at|id)\b/g, 'shown.$1')}`;

const countSql = (hybrid: boolean) => `SELECT count(*)::int AS total FROM (${matching(hybrid)}) AS matched`;

const statementName = (...parts: string[]) => ['search_pages', ...parts].join('_');

export async function searchPages(db: Queryable, q: PageQuery): Promise<{ results: SearchResult[]; numFound: number }> {
  const kind = q.hybrid ? 'hybrid' : 'text';
  const rows = await db.query<SearchResult & { total: number }>(
    pageSql(q.sort, q.hybrid), [q.text, q.filter, q.rows, q.start], { name: statementName(q.sort, kind) });
  if (rows.length > 0) return { results: rows.map(({ total: _, ...result }) => result), numFound: rows[0]!.total };
  if (q.start === 0) return { results: [], numFound: 0 };
  // Past the last result: the count has no row to ride on.
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    countSql(q.hybrid), [q.text, q.filter], { name: statementName('count', kind) });
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
    [`%${literal}%`, `${literal}%`, limit], { name: 'search_suggest_titles' });
  return rows.map((r) => r.title);
}
