import { array, boolean, enums, number, object, optional, refine, size, string, type, type Infer } from 'superstruct';
import { envelope } from './envelope.js';
import { integerParam } from './query-params.js';

/** Page filters and sorts of the global search (D§2); `all` and `default` when absent. */
export const SEARCH_FILTERS = ['all', 'insights', 'people', 'services', 'careers'] as const;
export const SEARCH_SORTS = ['default', 'date'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The sort that applies (D§4): only the insights filter keeps a chosen sort; any other uses default. */
export const sortFor = (filter: SearchFilter, sort: SearchSort): SearchSort => (filter === 'insights' ? sort : 'default');

/** Search page size (D§9); rows may ask for more (cached pages × 10), up to MAX_SEARCH_ROWS. */
export const SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_ROWS = 100;
/** Deepest result offset served: deeper `start` values are clamped to it. */
export const MAX_SEARCH_START = 10_000;
/** Longest query text the search and job services read. */
export const MAX_QUERY_LENGTH = 200;

/** Query text: at most MAX_QUERY_LENGTH characters, no NUL. */
export const QueryText = refine(size(string(), 0, MAX_QUERY_LENGTH), 'QueryText', (text) => !text.includes('\0'));

/**
 * A whole number sent as a query-string parameter ("20"): coerced to a number. Out-of-range values
 * are not errors; the service clamps them (rows, start, pageSize).
 */
export const IntegerParam = integerParam(/^-?\d{1,9}$/);

/**
 * GET {search}/pages (D§7). `start` is the offset of the first result (0 for page 1, 10 for
 * page 2, …); `rows` defaults to SEARCH_PAGE_SIZE; `sort` applies as `sortFor` says. `hybrid` also matches titles that are merely
 * similar to the query (trigram similarity), not only full-text matches. Other parameters are
 * ignored.
 */
export const PagesSearchRequest = type({
  q: QueryText,
  start: optional(IntegerParam),
  rows: optional(IntegerParam),
  sort: optional(enums(SEARCH_SORTS)),
  pageFilter: optional(enums(SEARCH_FILTERS)),
  hybrid: optional(enums(['true', 'false'])),
});
export type PagesSearchRequest = Infer<typeof PagesSearchRequest>;

/** One page found, with the metatag names of D§3; `authors-name` is pipe separated. */
export const SearchResult = object({
  url: string(),
  title: string(),
  description: string(),
  'authors-name': string(),
  'search-image': string(),
  'title-location': string(),
  'searchresults-tags': array(string()),
  /** Which pageFilter finds this page. */
  filter: enums(['insights', 'people', 'services', 'careers']),
  /** Publication or last update, `YYYY-MM-DD`: what `sort=date` orders by. */
  date: string(),
});
export type SearchResult = Infer<typeof SearchResult>;

/**
 * How the results relate to the query: `results` (the query's own), `no-results` (none, and no
 * correction found any), `suggested-query-results` (the query found nothing, these are the
 * results of `suggestedQuery`, which is then `queryUsedForSearch`).
 */
export const SEARCH_STATUSES = ['results', 'no-results', 'suggested-query-results'] as const;

/**
 * The answer of GET {search}/pages. `correctlySpelled` is false when a word of the query is not
 * in the indexed vocabulary and a similar one is; `suggestedQuery` is then the corrected query
 * ('' otherwise).
 */
export const PagesSearchResponse = envelope(object({
  results: array(SearchResult),
  numFound: number(),
  correctlySpelled: boolean(),
  suggestedQuery: string(),
  queryUsedForSearch: string(),
  statusMessage: enums(SEARCH_STATUSES),
}));
export type PagesSearchResponse = Infer<typeof PagesSearchResponse>;

/** GET {search}/pages/suggestions?q= (D§7): page titles holding the text; none under 3 characters. */
export const SuggestionsRequest = type({ q: QueryText });
export const SUGGESTIONS_MIN_LENGTH = 3;
export const SuggestionsResponse = envelope(object({ terms: array(string()) }));
export type SuggestionsResponse = Infer<typeof SuggestionsResponse>;
