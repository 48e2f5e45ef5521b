import { MAX_QUERY_LENGTH, SEARCH_FILTERS, SEARCH_PAGE_SIZE, SEARCH_SORTS, sortFor, type SearchFilter, type SearchSort } from '../../core/contracts/search.js';
import { stripHtml } from '../../core/kits/text/index.js';

/** D§9: page links shown at a time (pagination in groups of 10). */
export const PAGINATION_GROUP_SIZE = 10;
/** D§9: suggestions wait this long after the last keystroke. */
export const SUGGESTION_DEBOUNCE_MS = 300;

/** What the reader searched for (D§3 "Search state"); `page` counts from 1. */
export interface SearchState {
  query: string;
  filter: SearchFilter;
  sort: SearchSort;
  page: number;
}

export const INITIAL_STATE: SearchState = { query: '', filter: 'all', sort: 'default', page: 1 };

/** The query-string names of the state, so reload, back and forward and shared links work. */
export const URL_PARAMS = { query: 'q', filter: 'filter', sort: 'sort', page: 'page' } as const;

// eslint-disable-next-line no-control-regex -- a control character anywhere in the query is dropped (the service refuses NUL)
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** D§5: the input is trimmed and sanitised (markup stripped, control characters dropped) before any call. */
export function cleanQuery(input: string): string {
  return stripHtml(input).replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** D§4: any change resets start to 1; the filter decides whether the sort stays (`sortFor`). */
export const withQuery = (state: SearchState, query: string): SearchState => ({ ...state, query: cleanQuery(query), page: 1 });
export const withFilter = (state: SearchState, filter: SearchFilter): SearchState => ({ ...state, filter, sort: sortFor(filter, state.sort), page: 1 });
export const withSort = (state: SearchState, sort: SearchSort): SearchState => ({ ...state, sort: sortFor(state.filter, sort), page: 1 });
export const withPage = (state: SearchState, page: number): SearchState => ({ ...state, page });

/** Offset of the first result of `page` (the service's `start`). */
export const startOf = (page: number) => (page - 1) * SEARCH_PAGE_SIZE;
export const pageCount = (numFound: number) => Math.ceil(numFound / SEARCH_PAGE_SIZE);

/** The page links around `page`: its group of PAGINATION_GROUP_SIZE, cut at the last page. */
export function pageGroup(page: number, pages: number): number[] {
  const first = Math.floor((page - 1) / PAGINATION_GROUP_SIZE) * PAGINATION_GROUP_SIZE + 1;
  const last = Math.min(pages, first + PAGINATION_GROUP_SIZE - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

const oneOf = <V extends string>(values: readonly V[], raw: string | null, fallback: V): V =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as V) : fallback;

/** The state a URL's query string holds; unknown or malformed values fall back to the defaults. */
export function stateFromUrl(search: string): SearchState {
  const params = new URLSearchParams(search);
  const filter = oneOf(SEARCH_FILTERS, params.get(URL_PARAMS.filter), INITIAL_STATE.filter);
  const page = Number(params.get(URL_PARAMS.page));
  return {
    query: cleanQuery(params.get(URL_PARAMS.query) ?? ''),
    filter,
    sort: sortFor(filter, oneOf(SEARCH_SORTS, params.get(URL_PARAMS.sort), INITIAL_STATE.sort)),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** `search` (a query string) with the state written in, other parameters kept; defaults are left out. */
export function urlWithState(search: string, state: SearchState): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) params.delete(name);
    else params.set(name, value);
  };
  set(URL_PARAMS.query, state.query, INITIAL_STATE.query);
  set(URL_PARAMS.filter, state.filter, INITIAL_STATE.filter);
  set(URL_PARAMS.sort, state.sort, INITIAL_STATE.sort);
  set(URL_PARAMS.page, String(state.page), String(INITIAL_STATE.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
