import type { SearchResult } from '../../core/contracts/search.js';
import type { SearchAnswer } from './global-search.calls.js';

/** A page found, as the search service answers it, for the widget's tests. */
export const result = (n: number, overrides: Partial<SearchResult> = {}): SearchResult => ({
  url: `/insights/page-${n}`,
  title: `Supply chains ${n}`,
  description: `How leaders rebuild supply chains, part ${n}.`,
  'authors-name': 'Ana Silva|Ben Okafor',
  'search-image': '',
  'title-location': '',
  'searchresults-tags': ['Operations'],
  filter: 'insights',
  date: '2026-01-01',
  ...overrides,
});

/** An answer of GET {search}/pages with results `from`…`from + count - 1` of `numFound`. */
export const answer = (from: number, count: number, numFound: number, overrides: Partial<SearchAnswer> = {}): SearchAnswer => ({
  results: Array.from({ length: count }, (_, i) => result(from + i)),
  numFound,
  correctlySpelled: true,
  suggestedQuery: '',
  queryUsedForSearch: 'supply',
  statusMessage: count ? 'results' : 'no-results',
  ...overrides,
});
