import {
  JOB_PAGE_SIZE, MAX_JOB_PAGE_SIZE, JobSearchResponse, JobTypeaheadResponse, MasterListResponse,
  type JobDoc,
} from '../../core/contracts/jobs.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import type { Page, PageRequest } from '../../core/kits/list/index.js';
import { request } from '../../core/session/http.js';
import type { FilterSelection } from './job-search.url.js';

export type JobLanguage = 'en' | 'de';

/** What the list asks the service for, apart from the offset (the list kit adds it). */
export interface JobsQuery {
  q: string;
  filters: FilterSelection;
  lang: JobLanguage;
  /** How many pages the first call brings at once: a link or back step to page 3 shows 60 jobs. */
  pages: number;
}

/** Per filter, how many jobs carry each value (D§3 facetData). */
export type JobFacets = JobSearchResponse['data']['facets'];
/** A page of jobs and the facet counts that came with it. */
export type JobsPage = Page<JobDoc> & { facets: JobFacets };

/** D§8: a failed master list is an empty list; failed suggestions are none. */
export const nothingOnFailure: FailurePolicy = { emptyOnFailure: true };

/** D§7 "lang (de or en from the page language)". */
export const jobLanguage = (pageLanguage: string): JobLanguage => (/^de(?:-|$)/i.test(pageLanguage) ? 'de' : 'en');

/**
 * GET {search}/jobsearch/ (D§7): page size 20 (D§9); the first call of a restored page N brings N
 * pages in one (up to the service's maximum).
 */
export async function fetchJobsPage(query: JobsQuery, page: PageRequest, signal: AbortSignal): Promise<JobsPage> {
  const pageSize = page.offset === 0 ? Math.min(JOB_PAGE_SIZE * query.pages, MAX_JOB_PAGE_SIZE) : page.limit;
  const filters = Object.fromEntries(Object.entries(query.filters).map(([filter, values]) => [filter, values.join(',')]));
  const { data } = await request('search', '/jobsearch/', {
    query: { ...filters, q: query.q || undefined, start: page.offset, pageSize, lang: query.lang },
    auth: false,
    schema: JobSearchResponse,
    signal,
  });
  return { items: data.docs, total: data.numFound, facets: data.facets };
}

/** GET {search}/jobtypeahead/?q= (D§7), the text sent as typed (D§5). */
export async function fetchSuggestions(q: string, signal: AbortSignal): Promise<string[]> {
  const { data } = await request('search', '/jobtypeahead/', { query: { q }, auth: false, schema: JobTypeaheadResponse, signal });
  return data.terms;
}

/** GET {search}/masterList (D§7): every filter value, in display order. */
export async function fetchMasterList(_: string, signal: AbortSignal): Promise<MasterListResponse['data']> {
  const { data } = await request('search', '/masterList', { auth: false, schema: MasterListResponse, signal });
  return data;
}
