import type { InsightsGridArticle, TaxonomyAndTags, TaxonomyQueryType } from '../../../core/contracts/index.js';
import type { Queryable } from '../../db/db.js';

/** What the grid lists, once the request is read and bounded. */
export interface GridQuery {
  limit: number;
  /** The last article of the previous page, when there was one. */
  after: { publishedAt: string; id: string } | null;
  taxonomyAndTags: TaxonomyAndTags;
  /** Any of these matches (a reader's chosen filters); none: no narrowing. */
  filters: TaxonomyAndTags[];
  excludeIds: string[];
  language: string;
  includeRegisteredOnly: boolean;
}

// An article's taxonomy is its practice code and industry; its tags, its article type. Both are
// compared lower-cased, so `report` and `Report` are the same tag.
const TAXONOMY = 'ARRAY[lower(practice), lower(industry)]';
const TAGS = 'ARRAY[lower(article_type)]';

/** Collects `$n` parameters while the SQL is written. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const lowered = (ids: readonly string[]) => ids.map((id) => id.toLowerCase());

/** `column` holds any (`&&`) or all (`@>`) of `ids`. */
const matches = (column: string, type: TaxonomyQueryType | undefined, ids: readonly string[], params: Params) =>
  `${column} ${type === 'all' ? '@>' : '&&'} ${params.add(lowered(ids))}::text[]`;

/** SQL conditions (ANDed) for one taxonomy-and-tags block; empty lists do not narrow. */
function taxonomyConditions(block: TaxonomyAndTags, params: Params): string[] {
  const conditions: string[] = [];
  if (block.taxonomyIds?.length) conditions.push(matches(TAXONOMY, block.taxonomyQueryType, block.taxonomyIds, params));
  if (block.mustHaveTags?.length) conditions.push(matches(TAGS, block.mustHaveTagsQueryType, block.mustHaveTags, params));
  if (block.mustNotHaveTags?.length) conditions.push(`NOT (${matches(TAGS, block.mustNotHaveTagsQueryType, block.mustNotHaveTags, params)})`);
  return conditions;
}

const allOf = (conditions: string[]) => (conditions.length ? conditions.join(' AND ') : 'true');

/**
 * One page of the grid, newest first, plus one more row to tell whether another page exists.
 * Keyset paging on (published_at, id): a page starts strictly after the previous page's last
 * article, so pages neither repeat nor skip an article, whatever is excluded or filtered.
 */
export async function gridPage(db: Queryable, query: GridQuery): Promise<{ articles: InsightsGridArticle[]; hasNext: boolean }> {
  const params = new Params();
  const conditions = [
    `language = ${params.add(query.language)}`,
    ...taxonomyConditions(query.taxonomyAndTags, params),
  ];
  if (!query.includeRegisteredOnly) conditions.push(`access_status = 'public'`);
  if (query.excludeIds.length) conditions.push(`NOT (id = ANY(${params.add(query.excludeIds)}::text[]))`);
  if (query.filters.length) conditions.push(`(${query.filters.map((f) => `(${allOf(taxonomyConditions(f, params))})`).join(' OR ')})`);
  if (query.after) conditions.push(`(published_at, id) < (${params.add(query.after.publishedAt)}::date, ${params.add(query.after.id)})`);
  const rows = await db.query<InsightsGridArticle>(
    `SELECT id, title, '/insights/' || practice || '/our-insights/' || slug AS url,
            'Article Page' AS "templateName", image_url AS image, article_type AS "articleType",
            source_publication AS "sourcePublication", to_char(published_at, 'YYYY-MM-DD') AS "displayDate",
            summary AS description
       FROM articles
      WHERE ${conditions.join(' AND ')}
      ORDER BY published_at DESC, id DESC
      LIMIT ${params.add(query.limit + 1)}`,
    params.values,
  );
  return { articles: rows.slice(0, query.limit), hasNext: rows.length > query.limit };
}

/** Where a cursor (an article id) sits in the order; `null` for an unknown id. */
export async function cursorPosition(db: Queryable, id: string): Promise<GridQuery['after']> {
  const [row] = await db.query<{ publishedAt: string; id: string }>(
    `SELECT to_char(published_at, 'YYYY-MM-DD') AS "publishedAt", id FROM articles WHERE id = $1`,
    [id],
  );
  return row ?? null;
}
