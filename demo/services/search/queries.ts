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

/** Each filter as it may be written into SQL: a closed list, so no caller's text ever is. */
const FILTER_LITERALS: Record<Exclude<SearchFilter, 'all'>, string> = {
  insights: 'insights', people: 'people', services: 'services', careers: 'careers',
};

/** `AND` the condition for `filter`'s pages ('' for all). */
const filterCondition = (filter: SearchFilter) => (filter === 'all' ? '' : `AND filter = '${FILTER_LITERALS[filter]}'`);

/**
 * `$1` text: the pages a query finds under `filter`, with their rank. The filter is written into
 * the SQL (one of SEARCH_FILTERS, never the caller's text) rather than passed as a parameter, so
 * each filter's statement is planned on its own partial index (migration 024) instead of reading
 * every filter's matches and dropping most. Hybrid has its own statement rather than an
 * `OR ($2 AND …)`: a prepared statement's plan must not depend on a flag.
 */
const matching = (filter: SearchFilter, hybrid: boolean) => {
  const ofFilter = filterCondition(filter);
  return hybrid
    ? `SELECT id, published_at, ts_rank(search, query) + similarity(title, $1) AS rank
       FROM search_pages, websearch_to_tsquery('english', $1) AS query
       WHERE (search @@ query OR title % $1) ${ofFilter}`
    : `SELECT id, published_at, ts_rank(search, query) AS rank
       FROM search_pages, websearch_to_tsquery('english', $1) AS query
       WHERE search @@ query ${ofFilter}`;
};

/** Ties broken by id so that pages never overlap or skip a result. */
const ORDER: Record<SearchSort, string> = {
  default: 'rank DESC, published_at DESC, id',
  date: 'published_at DESC, id',
};

/**
 * One page of results and the number found, in one statement and one round trip, whatever the
 * page: the count is the row every answer has, the page's results joined to it (none past the
 * last result: then one row of nulls beside the count). Ranking and counting see only the narrow
 * (id, date, rank) rows; the page's wide rows are read for the `$2` rows shown (from `$3`).
 */
const pageSql = (filter: SearchFilter, sort: SearchSort, hybrid: boolean) => `
  WITH matched AS MATERIALIZED (${matching(filter, hybrid)})
  SELECT ${RESULT_COLUMNS}, found.total
  FROM (SELECT count(*)::int AS total FROM matched) AS found
  LEFT JOIN (
    (SELECT id, published_at, rank FROM matched ORDER BY ${ORDER[sort]} LIMIT $2 OFFSET $3) AS shown
    JOIN search_pages page USING (id)
  ) ON true
  ORDER BY ${ORDER[sort].replace(/\b(rank|published_at|id)\b/g, 'shown.$1')}`;

/** Each statement's SQL by its name, built once: a request only looks it up. */
const statements = new Map<string, string>();

export async function searchPages(db: Queryable, q: PageQuery): Promise<{ results: SearchResult[]; numFound: number }> {
  const name = `search_pages_${q.filter}_${q.sort}_${q.hybrid ? 'hybrid' : 'text'}`;
  let sql = statements.get(name);
  if (sql === undefined) statements.set(name, (sql = pageSql(q.filter, q.sort, q.hybrid)));
  const rows = await db.query<SearchResult & { total: number }>(sql, [q.text, q.rows, q.start], { name });
  // Past the last result, the one row holds only the count (url, like every column shown, is never null).
  const results = rows.flatMap(({ total: _, ...result }) => (result.url === null ? [] : [result]));
  return { results, numFound: rows[0]?.total ?? 0 };
}

/** How many pages each of `texts` finds under `filter` (a count each, in their order), in one statement. */
export async function countMatches(db: Queryable, texts: string[], filter: SearchFilter): Promise<number[]> {
  const rows = await db.query<{ found: number }>(
    `SELECT (SELECT count(*)::int FROM search_pages, websearch_to_tsquery('english', typed.text) AS query
             WHERE search @@ query ${filterCondition(filter)}) AS found
     FROM unnest($1::text[]) WITH ORDINALITY AS typed(text, position)
     ORDER BY typed.position`, [texts], { name: `search_count_matches_${filter}` });
  return rows.map((r) => r.found);
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
