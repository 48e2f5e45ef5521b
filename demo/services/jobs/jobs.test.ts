import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  JOB_PAGE_SIZE, JobDetailsResponse, JobLookupResponse, JobSearchResponse, JobTypeaheadResponse,
  MasterListResponse, SimilarJobsResponse, UniversitiesResponse,
} from '../../../core/contracts/index.js';
import type { Db } from '../../db/db.js';
import { createTestApp, openPostgresTestDb, openTestDb } from '../../server/testing.js';

/** The job calls through their HTTP routes, on one seeded database per backend. */
function jobsSuite(open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  let db: Db;
  let close: () => Promise<void>;
  let app: ReturnType<typeof createTestApp>;
  let totalJobs: number;
  beforeAll(async () => {
    ({ db, close } = await open());
    app = createTestApp(db);
    [{ totalJobs } = { totalJobs: 0 }] = await db.query<{ totalJobs: number }>('SELECT count(*)::int AS "totalJobs" FROM jobs');
  });
  afterAll(() => close?.());

  const get = async (path: string, status = 200) => {
    const res = await app.request(`/api/search${path}`);
    expect(res.status).toBe(status);
    return res.json();
  };
  const jobSearch = async (query: string): Promise<JobSearchResponse['data']> => {
    const body = await get(`/jobsearch/?${query}`);
    expect(is(body, JobSearchResponse)).toBe(true);
    return body.data;
  };
  const count = async (where: string, params: unknown[]) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE ${where}`, params))[0]!.n;

  it('lists every job, newest first, a page of 20 at a time, with facet counts', async () => {
    const found = await jobSearch('');
    expect(found.numFound).toBe(totalJobs);
    expect(found.docs).toHaveLength(Math.min(JOB_PAGE_SIZE, totalJobs));
    const continents = found.facets.continents!.reduce((sum, f) => sum + f.count, 0);
    expect(continents).toBeGreaterThanOrEqual(totalJobs); // a job in two continents counts in both
    expect(found.facets.interestCategory!.reduce((sum, f) => sum + f.count, 0)).toBe(totalJobs);
  });

  it('pages through every job once with start offsets (Load More)', async () => {
    const ids: string[] = [];
    for (let start = 0; start < totalJobs; start += JOB_PAGE_SIZE) ids.push(...(await jobSearch(`start=${start}`)).docs.map((d) => d.jobID));
    expect(new Set(ids).size).toBe(totalJobs);
  });

  it('counts the facets of a filter set once: Load More and a repeated search reuse them', async () => {
    const statements: string[] = [];
    const counted = createTestApp({ ...db, query: (...args: Parameters<Db['query']>) => { statements.push(args[0]); return db.query(...args); } });
    const search = async (query: string) => (await (await counted.request(`/api/search/jobsearch/?${query}`)).json()).data;
    const first = await search('continents=Europe');
    expect(statements).toHaveLength(2); // the page and the facet counts
    expect(first.numFound).toBeGreaterThan(JOB_PAGE_SIZE);
    const more = await search('continents=Europe&start=20');
    expect(more.docs).not.toEqual(first.docs);
    expect(more.facets).toEqual(first.facets);
    expect(statements).toHaveLength(3); // only the new page
    expect(await search('continents=Europe')).toEqual(first);
    expect(statements).toHaveLength(3);
  });

  it('combines facet filters: any value within one, all of them across', async () => {
    const [job] = await db.query<{ continent: string; category: string }>(
      "SELECT 'Europe' AS continent, interest_category AS category FROM jobs WHERE 'Germany' = ANY(countries) ORDER BY id LIMIT 1");
    const { continent, category } = job!;
    const found = await jobSearch(new URLSearchParams({ continents: continent, interestCategory: category, pageSize: '100' }).toString());
    expect(found.numFound).toBe(await count('$1 = ANY(continents) AND interest_category = $2', [continent, category]));
    // Each filter's counts leave that filter out: the other categories on this continent keep theirs.
    for (const facet of found.facets.interestCategory!) {
      expect(facet.count).toBe(await count('$1 = ANY(continents) AND interest_category = $2', [continent, facet.name]));
    }
    const germany = found.facets.countries!.find((f) => f.name === 'Germany');
    expect(germany?.count).toBe(await count("'Germany' = ANY(countries) AND interest_category = $1", [category]));
    const docIds = found.docs.map((d) => d.jobID);
    expect(await count('id = ANY($1) AND $2 = ANY(continents) AND interest_category = $3', [docIds, continent, category])).toBe(docIds.length);
  });

  it('takes several values of a filter as a comma list or repeated', async () => {
    const expected = await count("countries && ARRAY['Germany', 'India']", []);
    expect((await jobSearch('countries=Germany,India')).numFound).toBe(expected);
    expect((await jobSearch('countries=Germany&countries=India')).numFound).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it('searches the text and filters by language', async () => {
    const found = await jobSearch('q=engineer');
    expect(found.numFound).toBe(await count("search @@ websearch_to_tsquery('english', 'engineer')", []));
    expect(found.docs[0]!.title).toMatch(/engineer/i); // title matches rank first
    expect((await jobSearch('lang=de')).numFound).toBe(await count("'de' = ANY(languages)", []));
  });

  it('clamps pageSize and start, refuses unknown languages and oversized values', async () => {
    expect((await jobSearch('pageSize=5000')).docs).toHaveLength(Math.min(100, totalJobs));
    expect(await jobSearch('start=99999999')).toMatchObject({ docs: [], numFound: totalJobs });
    await get('/jobsearch/?lang=fr', 400);
    await get(`/jobsearch/?q=${'x'.repeat(201)}`, 400);
    await get(`/jobsearch/?countries=${'x'.repeat(101)}`, 400);
  });

  describe('job details', () => {
    it('answers a job by its page segment and by its id, with every field of D§3', async () => {
      const [job] = await db.query<{ id: string; friendly_url: string }>('SELECT id, friendly_url FROM jobs ORDER BY id LIMIT 1');
      const bySegment = await get(`/jobsearch/jobdetails?q=${job!.friendly_url}`);
      expect(is(bySegment, JobDetailsResponse)).toBe(true);
      expect(bySegment.data.docs[0]).toMatchObject({ jobID: job!.id, friendlyURL: job!.friendly_url });
      expect(bySegment.data.docs[0].whatYouWillDo.length).toBeGreaterThan(100);
      expect(await get(`/jobsearch/jobdetails?q=${job!.id}`)).toEqual(bySegment);
    });

    it('answers 404 for a job that does not exist, 400 for what is not a job URL', async () => {
      expect((await get('/jobsearch/jobdetails?q=no-such-job-1', 404)).message).toMatch(/no job/i);
      await get('/jobsearch/jobdetails?q=..%2Fetc', 400);
    });

    it('answers similar jobs of the same interest category, never the job itself', async () => {
      const [job] = await db.query<{ id: string; category: string }>('SELECT id, interest_category AS category FROM jobs ORDER BY id LIMIT 1');
      const body = await get(`/jobsearch/jobdetails/similarjobs?jobID=${job!.id}`);
      expect(is(body, SimilarJobsResponse)).toBe(true);
      const ids = body.data.results.map((r: { JobId: string }) => r.JobId);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(job!.id);
      expect(await count('id = ANY($1) AND interest_category = $2', [ids, job!.category])).toBe(ids.length);
      await get('/jobsearch/jobdetails/similarjobs?jobID=999', 404);
    });
  });

  it('answers the master list of every filter value', async () => {
    const body = await get('/masterList');
    expect(is(body, MasterListResponse)).toBe(true);
    const europe = body.data.regions.find((r: { name: string }) => r.name === 'Europe');
    expect(europe.countries).toContainEqual({ name: 'Germany', cities: ['Berlin', 'Frankfurt', 'Munich'] });
    expect(body.data.interests.map((i: { interestCategory: string }) => i.interestCategory)).toContain('Technology');
    expect(body.data.industries).toEqual([...body.data.industries].sort());
    const names = JSON.stringify(body.data).match(/"[^"]*"/g)!;
    expect(names.filter((n) => n.includes(','))).toEqual([]); // filter values travel as comma lists
  });

  it('suggests job titles holding the typed text', async () => {
    const body = await get('/jobtypeahead/?q=eng');
    expect(is(body, JobTypeaheadResponse)).toBe(true);
    expect(body.data.terms.length).toBeGreaterThan(0);
    for (const term of body.data.terms) expect(term.toLowerCase()).toContain('eng');
    expect((await get('/jobtypeahead/?q=')).data.terms).toEqual([]);
  });

  it('answers the pageSize&q lookup', async () => {
    const body = await get('/jobs?pageSize=3&q=data');
    expect(is(body, JobLookupResponse)).toBe(true);
    expect(body.data.docs).toHaveLength(3);
    expect(Object.keys(body.data.docs[0]).sort()).toEqual(['friendlyURL', 'title', 'whatYouWillDo']);
  });

  it('answers the university list by name', async () => {
    const body = await get('/universities');
    expect(is(body, UniversitiesResponse)).toBe(true);
    const names = body.data.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('University of London');
  });
}

describe('job service on PGlite', () => jobsSuite(openTestDb));

describe.skipIf(!process.env.DATABASE_URL)('job service on PostgreSQL (DATABASE_URL)', () =>
  jobsSuite(openPostgresTestDb));
