import { JOB_PAGE_PATH } from '../../../core/contracts/jobs.js';
import type { Queryable } from '../../db/db.js';
import {
  JOB_FILTERS, type JobDetail, type JobDoc, type JobFilter, type MasterListResponse,
} from '../../../core/contracts/index.js';

export interface JobQuery {
  /** '' lists every job, newest first. */
  text: string;
  lang: string;
  /** Selected values per filter; an absent filter does not filter. */
  filters: Partial<Record<JobFilter, string[]>>;
  start: number;
  pageSize: number;
}

/** Each filter's column, as an array (scalars wrapped), and its parameter number. */
const FILTER_COLUMNS: Record<JobFilter, string> = {
  continents: 'continents',
  countries: 'countries',
  cities: 'cities',
  interestCategory: 'ARRAY[interest_category]',
  interest: 'ARRAY[interest]',
  industries: 'industries',
  functions: 'functions',
};
const parameterOf = (filter: JobFilter) => 3 + JOB_FILTERS.indexOf(filter);

/** Every filter but `except`: `$n IS NULL` when not selected, else any selected value matches. */
const filtersExcept = (except?: JobFilter) => JOB_FILTERS.filter((f) => f !== except)
  .map((f) => `($${parameterOf(f)}::text[] IS NULL OR ${FILTER_COLUMNS[f]} && $${parameterOf(f)}::text[])`)
  .join(' AND ');

/**
 * `$1` text, `$2` language: the jobs the text finds, before facet filters. No text: a NULL query
 * (an empty tsquery would make every row's match print a notice).
 */
const MATCHING_WHERE = `FROM jobs, websearch_to_tsquery('english', NULLIF($1, '')) AS query
  WHERE ($1 = '' OR search @@ query) AND $2 = ANY(languages)`;
const FACET_COLUMNS = 'continents, countries, cities, interest_category, interest, industries, functions';
/** Ranked by the text (without text every rank is 0: the newest first); not the tsvector itself. */
const MATCHING = `SELECT id, title, what_you_will_do, friendly_url, posted_at, ${FACET_COLUMNS},
  CASE WHEN $1 = '' THEN 0 ELSE ts_rank(search, query) END AS rank ${MATCHING_WHERE}`;
/** Only what facets count. */
const FACETED = `SELECT ${FACET_COLUMNS} ${MATCHING_WHERE}`;

const DOC_COLUMNS = `id AS "jobID", title, what_you_will_do AS "whatYouWillDo", interest, cities, friendly_url AS "friendlyURL"`;

/** Facet counts: per filter, its values among the jobs every other filter lets through. */
const FACETS_SQL = `WITH matching AS MATERIALIZED (${FACETED})
  ${JOB_FILTERS.map((f) => `
  SELECT '${f}' AS facet, value AS name, count(*)::int AS count
  FROM matching, unnest(${FILTER_COLUMNS[f]}) AS value WHERE ${filtersExcept(f)} GROUP BY value`).join('\n  UNION ALL')}
  ORDER BY facet, count DESC, name`;

const DOCS_SQL = `SELECT ${DOC_COLUMNS}, count(*) OVER ()::int AS total FROM (${MATCHING}) AS matching
  WHERE ${filtersExcept()}
  ORDER BY rank DESC, posted_at DESC, id LIMIT $${3 + JOB_FILTERS.length} OFFSET $${4 + JOB_FILTERS.length}`;

const COUNT_SQL = `SELECT count(*)::int AS total FROM (${MATCHING}) AS matching WHERE ${filtersExcept()}`;

const filterParams = (q: JobQuery) => [q.text, q.lang, ...JOB_FILTERS.map((f) => q.filters[f] ?? null)];

export async function searchJobs(db: Queryable, q: JobQuery): Promise<{ numFound: number; docs: JobDoc[] }> {
  const rows = await db.query<JobDoc & { total: number }>(DOCS_SQL, [...filterParams(q), q.pageSize, q.start]);
  if (rows.length > 0) return { numFound: rows[0]!.total, docs: rows.map(({ total: _, ...doc }) => doc) };
  // Past the last job: the window count has no row to ride on.
  const [{ total } = { total: 0 }] = q.start === 0 ? [] : await db.query<{ total: number }>(COUNT_SQL, filterParams(q));
  return { numFound: total, docs: [] };
}

export async function countFacets(db: Queryable, q: JobQuery): Promise<Record<JobFilter, { name: string; count: number }[]>> {
  const rows = await db.query<{ facet: JobFilter; name: string; count: number }>(FACETS_SQL, filterParams(q));
  const facets = Object.fromEntries(JOB_FILTERS.map((f) => [f, [] as { name: string; count: number }[]]));
  for (const { facet, name, count } of rows) facets[facet]!.push({ name, count });
  return facets as Record<JobFilter, { name: string; count: number }[]>;
}

/** A job by its page segment or id. */
export async function findJob(db: Queryable, key: string): Promise<JobDetail | null> {
  const [job] = await db.query<JobDetail>(
    `SELECT id AS "jobID", friendly_url AS "friendlyURL", title, interest, interest_category AS "interestCategory",
            cities, countries, industries, functions, who_you_will_work_with AS "whoYouWillWorkWith",
            what_you_will_do AS "whatYouWillDo", your_background AS "yourBackground",
            compensation_range AS "compensationRange", apply_url AS "jobApplyURL", einstiegslevel AS "Einstiegslevel"
     FROM jobs WHERE friendly_url = lower($1) OR id = $1`, [key]);
  return job ?? null;
}


/**
 * Jobs like the one named (page segment or id): the same interest category, the same interest
 * first, then those sharing a city, then the newest. Null when no job has that key.
 */
export async function findSimilarJobs(db: Queryable, key: string, limit: number) {
  const rows = await db.query<{ JobId: string | null; JobTitle: string; JobLocation: string[]; JobUrl: string; JobInterest: string }>(
    `SELECT s.id AS "JobId", s.title AS "JobTitle", s.cities AS "JobLocation", $3 || s.friendly_url AS "JobUrl",
            s.interest AS "JobInterest"
     FROM jobs j LEFT JOIN LATERAL (
       SELECT * FROM jobs s WHERE s.interest_category = j.interest_category AND s.id <> j.id
       ORDER BY s.interest = j.interest DESC, s.cities && j.cities DESC, s.posted_at DESC, s.id LIMIT $2
     ) s ON true
     WHERE j.friendly_url = lower($1) OR j.id = $1`, [key, limit, JOB_PAGE_PATH]);
  if (rows.length === 0) return null;
  return rows.filter((r) => r.JobId !== null) as { JobId: string; JobTitle: string; JobLocation: string[]; JobUrl: string; JobInterest: string }[];
}

/** Distinct job titles holding `text`: those starting with it first, then the most posted. */
export async function suggestJobTitles(db: Queryable, text: string, limit: number): Promise<string[]> {
  const literal = text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const rows = await db.query<{ title: string }>(
    `SELECT title FROM jobs WHERE title ILIKE $1
     GROUP BY title ORDER BY bool_or(title ILIKE $2) DESC, count(*) DESC, title LIMIT $3`,
    [`%${literal}%`, `${literal}%`, limit]);
  return rows.map((r) => r.title);
}

/** Every facet value in display order (D§3 "Facet master list"), in one statement. */
export async function readMasterList(db: Queryable): Promise<MasterListResponse['data']> {
  const [list] = await db.query<MasterListResponse['data']>(`
    SELECT
      (SELECT coalesce(jsonb_agg(jsonb_build_object('name', continent, 'countries', countries) ORDER BY continent), '[]')
       FROM (SELECT continent, jsonb_agg(jsonb_build_object('name', country, 'cities', cities) ORDER BY country) AS countries
             FROM (SELECT continent, country, jsonb_agg(city ORDER BY city) AS cities FROM job_cities GROUP BY continent, country) AS c
             GROUP BY continent) AS r) AS regions,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('interestCategory', interest_category, 'interests', interests) ORDER BY interest_category), '[]')
       FROM (SELECT interest_category, jsonb_agg(interest ORDER BY interest) AS interests FROM job_interests GROUP BY interest_category) AS i) AS interests,
      (SELECT coalesce(jsonb_agg(name ORDER BY name), '[]') FROM (SELECT DISTINCT unnest(industries) AS name FROM jobs) AS d) AS industries,
      (SELECT coalesce(jsonb_agg(name ORDER BY name), '[]') FROM (SELECT DISTINCT unnest(functions) AS name FROM jobs) AS f) AS functions`);
  return list!;
}

/** The pageSize&q lookup: the best matches (or the newest jobs), title, whatYouWillDo and page. */
export const lookupJobs = (db: Queryable, text: string, limit: number) =>
  db.query<{ title: string; whatYouWillDo: string; friendlyURL: string }>(
    `SELECT title, what_you_will_do AS "whatYouWillDo", friendly_url AS "friendlyURL"
     FROM jobs, websearch_to_tsquery('english', NULLIF($1, '')) AS query
     WHERE $1 = '' OR search @@ query
     ORDER BY ts_rank(search, query) DESC, posted_at DESC, id LIMIT $2`, [text, limit]);

export const listUniversities = (db: Queryable) =>
  db.query<{ name: string; url: string }>('SELECT name, url FROM universities ORDER BY name');
