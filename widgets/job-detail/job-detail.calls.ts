import { JobDetailsResponse, SimilarJobsResponse, type JobDetail } from '../../core/contracts/jobs.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import { request } from '../../core/session/http.js';

export type SimilarJob = SimilarJobsResponse['data']['results'][number];

/** D§8 "Job not found → JobSearch_JobNotFound"; any other failure is the generic message. */
export const JOB_NOT_FOUND_KEY = 'JobSearch_JobNotFound';
export const jobFailures: FailurePolicy = { statuses: { 404: JOB_NOT_FOUND_KEY } };
/** Similar jobs are extra: when they cannot be had the section is left out. */
export const similarJobsFailures: FailurePolicy = { emptyOnFailure: true };

/** GET {search}/jobsearch/jobdetails?q=<key> (D§7); the job is `data.docs[0]` (D§3), null when none. */
export async function fetchJob(key: string, signal: AbortSignal): Promise<JobDetail | null> {
  const { data } = await request('search', '/jobsearch/jobdetails', { query: { q: key }, auth: false, schema: JobDetailsResponse, signal });
  return data.docs[0] ?? null;
}

/** GET {search}/jobsearch/jobdetails/similarjobs?jobID= (D§7): `data.results`. */
export async function fetchSimilarJobs(jobID: string, signal: AbortSignal): Promise<SimilarJob[]> {
  const { data } = await request('search', '/jobsearch/jobdetails/similarjobs', { query: { jobID }, auth: false, schema: SimilarJobsResponse, signal });
  return data.results;
}
