import { JOB_FILTERS, type JobFilter } from '../../core/contracts/jobs.js';

/** The selected values of each facet filter; a filter with none is absent. */
export type FilterSelection = Partial<Record<JobFilter, readonly string[]>>;

/** What the URL holds (D§2 "URL query parameters"): the search a link or the back button restores. */
export interface JobSearchState {
  query: string;
  /** 1 for the first page; Load More raises it (D§4). */
  page: number;
  filters: FilterSelection;
}

export const PAGE_PARAM = 'page';
export const QUERY_PARAM = 'query';

/** Several values of a filter, repeated or comma-separated (the service takes both; values hold no commas). */
const valuesOf = (params: URLSearchParams, filter: JobFilter) =>
  [...new Set(params.getAll(filter).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];

/** Reads the state from a query string; anything unreadable (page=abc, page=0) falls back to the first page. */
export function readState(search: string): JobSearchState {
  const params = new URLSearchParams(search);
  const page = Number(params.get(PAGE_PARAM));
  const filters: FilterSelection = {};
  for (const filter of JOB_FILTERS) {
    const values = valuesOf(params, filter);
    if (values.length) filters[filter] = values;
  }
  return { query: (params.get(QUERY_PARAM) ?? '').trim(), page: Number.isInteger(page) && page > 1 ? page : 1, filters };
}

/**
 * The query string for `state`, keeping the page's other parameters. An empty query, an empty
 * filter and page 1 are left out (D§4: a reset "drops the page parameter").
 */
export function writeState(search: string, state: JobSearchState): string {
  const params = new URLSearchParams(search);
  for (const name of [PAGE_PARAM, QUERY_PARAM, ...JOB_FILTERS]) params.delete(name);
  if (state.query) params.set(QUERY_PARAM, state.query);
  for (const filter of JOB_FILTERS) {
    const values = state.filters[filter];
    if (values?.length) params.set(filter, values.join(','));
  }
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A change to the query or the filters starts again at the first page (D§4). */
export const withSearch = (state: JobSearchState, change: Partial<Pick<JobSearchState, 'query' | 'filters'>>): JobSearchState =>
  ({ ...state, ...change, page: 1 });
