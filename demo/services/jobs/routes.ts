import { Hono } from 'hono';
import {
  JOB_FILTERS, JOB_PAGE_SIZE, JobDetailsRequest, JobDetailsResponse, JobFilterValues, JobLookupRequest,
  JobLookupResponse, JobSearchRequest, JobSearchResponse, JobTypeaheadRequest, JobTypeaheadResponse,
  MAX_JOB_PAGE_SIZE, MAX_SEARCH_START, MasterListResponse, SimilarJobsRequest, SimilarJobsResponse,
  UniversitiesResponse, type JobFilter,
} from '../../../core/contracts/index.js';
import type { ServiceDeps } from '../deps.js';
import { checkedJsonText, clip, fail, parseRequest, respond, sendJsonText } from '../http.js';
import { answerCache, rawQueryOf } from '../search/answer-cache.js';
import { clampParam } from '../search/paging.js';
import {
  countFacets, findJob, findSimilarJobs, listUniversities, lookupJobs, readMasterList, searchJobs, suggestJobTitles,
} from './queries.js';

const SUGGESTIONS_SHOWN = 8;
const SIMILAR_JOBS_SHOWN = 5;

/** The selected values of each facet filter: repeated parameters and comma-separated lists alike. */
function filtersOf(queries: Record<string, string[]>): Partial<Record<JobFilter, string[]>> {
  const filters: Partial<Record<JobFilter, string[]>> = {};
  for (const filter of JOB_FILTERS) {
    const values = (queries[filter] ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
    if (values.length) filters[filter] = parseRequest(JobFilterValues, values);
  }
  return filters;
}

/** The job calls of the search service (D§2, D§3, D§7), mounted beside the page search. */
export function jobRoutes({ db }: Pick<ServiceDeps, 'db'>) {
  const app = new Hono();
  const pages = answerCache<Awaited<ReturnType<typeof searchJobs>>>();
  /** Per text, language and filter set: Load more asks for the same counts again. */
  const facetCounts = answerCache<Awaited<ReturnType<typeof countFacets>>>();
  /** Whole answers, checked and serialised, by the query string as it came (as the page search's). */
  const requests = answerCache<string>();

  app.get('/jobsearch', async (c) => sendJsonText(c, await requests(rawQueryOf(c.req.url), async () => {
    const request = parseRequest(JobSearchRequest, c.req.query());
    const query = {
      text: request.q?.trim() ?? '',
      lang: request.lang ?? 'en',
      filters: filtersOf(c.req.queries()),
      start: clampParam(request.start, 0, 0, MAX_SEARCH_START),
      pageSize: clampParam(request.pageSize, JOB_PAGE_SIZE, 1, MAX_JOB_PAGE_SIZE),
    };
    const filterSet = { text: query.text, lang: query.lang, filters: query.filters };
    const [found, facets] = await Promise.all([
      pages(JSON.stringify(query), () => searchJobs(db, query)),
      facetCounts(JSON.stringify(filterSet), () => countFacets(db, query)),
    ]);
    return checkedJsonText(JobSearchResponse, { data: { ...found, start: query.start, facets } });
  })));

  app.get('/jobtypeahead', async (c) => {
    const text = parseRequest(JobTypeaheadRequest, c.req.query()).q.trim();
    const terms = text ? await suggestJobTitles(db, text, SUGGESTIONS_SHOWN) : [];
    return respond(c, JobTypeaheadResponse, { data: { terms } });
  });

  app.get('/jobsearch/jobdetails', async (c) => {
    const { q } = parseRequest(JobDetailsRequest, c.req.query());
    const job = await findJob(db, q);
    if (!job) fail(404, `No job "${clip(q, 60)}".`);
    return respond(c, JobDetailsResponse, { data: { numFound: 1, docs: [job] } });
  });

  app.get('/jobsearch/jobdetails/similarjobs', async (c) => {
    const { jobID } = parseRequest(SimilarJobsRequest, c.req.query());
    const results = await findSimilarJobs(db, jobID, SIMILAR_JOBS_SHOWN);
    if (!results) fail(404, `No job "${clip(jobID, 60)}".`);
    return respond(c, SimilarJobsResponse, { data: { results } });
  });

  app.get('/masterList', async (c) => respond(c, MasterListResponse, { data: await readMasterList(db) }));

  app.get('/jobs', async (c) => {
    const request = parseRequest(JobLookupRequest, c.req.query());
    const docs = await lookupJobs(db, request.q?.trim() ?? '', clampParam(request.pageSize, JOB_PAGE_SIZE, 1, MAX_JOB_PAGE_SIZE));
    return respond(c, JobLookupResponse, { data: { docs } });
  });

  app.get('/universities', async (c) => respond(c, UniversitiesResponse, { data: await listUniversities(db) }));

  return app;
}
