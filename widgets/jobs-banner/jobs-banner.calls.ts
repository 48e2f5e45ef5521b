import { jobPageUrl, JobSearchResponse, type JobDoc } from '../../core/contracts/jobs.js';
import { request } from '../../core/session/http.js';

/** D§9: the banner shows counts above this as "500 plus". */
export const JOBS_BANNER_COUNT_CAP = 500;
/** Jobs listed under the count by default, and at most. */
export const JOBS_BANNER_LISTED = 3;
export const MAX_JOBS_BANNER_LISTED = 10;

/** A job's page: the job detail page picks the job by its last segment (D§2). */
export const jobPageHref = jobPageUrl;

export interface JobsCount {
  numFound: number;
  docs: JobDoc[];
}

/**
 * GET {search}/jobsearch/ (D§7) with the banner's text: numFound is the count (the pageSize&q
 * lookup returns at most 100 docs and no total, so it cannot tell "500 plus"), docs the jobs listed.
 * An answer without a docs array fails the contract, which is the "No Jobs Data" outcome.
 */
export async function fetchJobsCount({ query, limit }: { query: string; limit: number }, signal: AbortSignal): Promise<JobsCount> {
  const { data } = await request('search', '/jobsearch/', {
    query: { q: query || undefined, pageSize: Math.max(limit, 1) },
    auth: false,
    schema: JobSearchResponse,
    signal,
  });
  return { numFound: data.numFound, docs: data.docs.slice(0, limit) };
}

/** Above the cap the banner says "500 plus" instead of the number (D§9). */
export const isOverCap = (numFound: number) => numFound > JOBS_BANNER_COUNT_CAP;
