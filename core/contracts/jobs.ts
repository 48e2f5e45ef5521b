import { array, enums, number, object, optional, pattern, record, refine, size, string, type, type Infer } from 'superstruct';
import { envelope } from './envelope.js';
import { IntegerParam, QueryText } from './search.js';

/**
 * The job calls of the search service (D§7), all under {search}: /jobsearch/, /jobtypeahead/,
 * /jobsearch/jobdetails, /jobsearch/jobdetails/similarjobs, /masterList, /jobs (the pageSize&q
 * lookup) and /universities.
 */

/**
 * Where a job's page is on the site: this path and the job's page segment (friendlyURL). The job
 * detail page picks its job by the last segment (D§2); the service's JobUrl and the search pages
 * use it, and the job widgets link to it.
 */
export const JOB_PAGE_PATH = '/careers/search-jobs/jobs/';
/** The page of the job with this page segment (or id). */
export const jobPageUrl = (segment: string) => `${JOB_PAGE_PATH}${encodeURIComponent(segment)}`;

/** Job page size (D§9); pageSize may ask for up to MAX_JOB_PAGE_SIZE. */
export const JOB_PAGE_SIZE = 20;
export const MAX_JOB_PAGE_SIZE = 100;
export const JOB_LANGUAGES = ['en', 'de'] as const;

/**
 * The facet filters, by their URL query parameter names (D§2). Several values of one filter
 * match any of them (repeat the parameter or separate values with commas; facet values hold no
 * commas); different filters must all match.
 */
export const JOB_FILTERS = ['continents', 'countries', 'cities', 'interestCategory', 'interest', 'industries', 'functions'] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];
/** One filter's selected values, after splitting on commas. */
export const JobFilterValues = size(array(refine(size(string(), 1, 100), 'FacetValue', (v) => !v.includes('\0'))), 0, 50);

/**
 * GET {search}/jobsearch/ (D§7). `start` is the offset of the first job (0, 20, 40 … for Load
 * More), `q` the query text (optional: no text lists every job, newest first), `lang` the page
 * language (`de` lists the jobs also posted in German). Filters: JOB_FILTERS.
 */
export const JobSearchRequest = type({
  q: optional(QueryText),
  start: optional(IntegerParam),
  pageSize: optional(IntegerParam),
  lang: optional(enums(JOB_LANGUAGES)),
});
export type JobSearchRequest = Infer<typeof JobSearchRequest>;

/** A job in a result list (D§3). `whatYouWillDo` is whole: the card truncates it. */
export const JobDoc = object({
  jobID: string(),
  title: string(),
  whatYouWillDo: string(),
  interest: string(),
  cities: array(string()),
  friendlyURL: string(),
});
export type JobDoc = Infer<typeof JobDoc>;

/** How many of the jobs matching everything else carry each value. */
export const FacetCount = object({ name: string(), count: number() });
/**
 * Facet counts per filter: each filter's counts apply the query and every other filter but not
 * its own, so the values one could add to a filter keep their counts.
 */
export const JobFacets = record(enums(JOB_FILTERS), array(FacetCount));

export const JobSearchResponse = envelope(object({
  numFound: number(),
  start: number(),
  docs: array(JobDoc),
  facets: JobFacets,
}));
export type JobSearchResponse = Infer<typeof JobSearchResponse>;

/** GET {search}/jobtypeahead/?q= (D§7): job titles holding the text, sent as typed. */
export const JobTypeaheadRequest = type({ q: QueryText });
export const JobTypeaheadResponse = envelope(object({ terms: array(string()) }));
export type JobTypeaheadResponse = Infer<typeof JobTypeaheadResponse>;

/**
 * A job's page segment or id: letters, digits and hyphens. Anything else is not a job URL (400;
 * the page redirects to /404); a well-formed one that names no job is 404 (JobSearch_JobNotFound).
 */
export const JobKey = pattern(size(string(), 1, 200), /^[a-z0-9-]+$/i);

/** GET {search}/jobsearch/jobdetails?q=<last path segment or jobID> (D§7). */
export const JobDetailsRequest = type({ q: JobKey });
export const EntryLevelLink = object({ name: string(), url: string() });
export const JobDetail = object({
  jobID: string(),
  friendlyURL: string(),
  title: string(),
  interest: string(),
  interestCategory: string(),
  cities: array(string()),
  countries: array(string()),
  industries: array(string()),
  functions: array(string()),
  whoYouWillWorkWith: string(),
  whatYouWillDo: string(),
  yourBackground: string(),
  /** '' where the posting states none. */
  compensationRange: string(),
  jobApplyURL: string(),
  /** Apply links by entry level, on German postings (D§2); empty otherwise. */
  Einstiegslevel: array(EntryLevelLink),
});
export type JobDetail = Infer<typeof JobDetail>;
/** Job details come from `data.docs[0]` (D§3). */
export const JobDetailsResponse = envelope(object({ numFound: number(), docs: array(JobDetail) }));
export type JobDetailsResponse = Infer<typeof JobDetailsResponse>;

/** GET {search}/jobsearch/jobdetails/similarjobs?jobID= (D§7): same interest first. */
export const SimilarJobsRequest = type({ jobID: JobKey });
export const SimilarJob = object({
  JobId: string(),
  JobTitle: string(),
  /** Every city: the page shows 3, then "+N more" (D§9). */
  JobLocation: array(string()),
  JobUrl: string(),
  JobInterest: string(),
});
export const SimilarJobsResponse = envelope(object({ results: array(SimilarJob) }));
export type SimilarJobsResponse = Infer<typeof SimilarJobsResponse>;

/** GET {search}/masterList (D§3 "Facet master list"): every filter value, in display order. */
export const MasterList = object({
  regions: array(object({
    name: string(),
    countries: array(object({ name: string(), cities: array(string()) })),
  })),
  interests: array(object({ interestCategory: string(), interests: array(string()) })),
  industries: array(string()),
  functions: array(string()),
});
export const MasterListResponse = envelope(MasterList);
export type MasterListResponse = Infer<typeof MasterListResponse>;

/** GET {search}/jobs?pageSize=&q= (D§7): a short list of matching jobs for other pages. */
export const JobLookupRequest = type({ q: optional(QueryText), pageSize: optional(IntegerParam) });
export const JobLookupResponse = envelope(object({
  docs: array(object({ title: string(), whatYouWillDo: string(), friendlyURL: string() })),
}));
export type JobLookupResponse = Infer<typeof JobLookupResponse>;

/** GET {search}/universities (D§3): the whole list; the university search bar filters it (D§5). */
export const University = object({ name: string(), url: string() });
export const UniversitiesResponse = envelope(array(University));
export type UniversitiesResponse = Infer<typeof UniversitiesResponse>;
