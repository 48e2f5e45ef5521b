import {
  PagesSearchResponse, SEARCH_PAGE_SIZE, SUGGESTIONS_MIN_LENGTH, SuggestionsResponse,
} from '../../core/contracts/search.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import { request } from '../../core/session/http.js';
import { blockFor, pageOfBlock, ResultCache } from './global-search.cache.js';
import { startOf, type SearchState } from './global-search.state.js';

export type SearchAnswer = PagesSearchResponse['data'];

/** D§8 "search failure: empty results", "suggestion failure: suggestions cleared": no message. */
export const searchFailures: FailurePolicy = { emptyOnFailure: true };

export interface SearchCallOptions {
  /** D§7 `hybrid`: also match titles merely similar to the query. */
  hybrid: boolean;
  /** D§9 `enable_search_results_caching`: pages fetched at once, or 0 for no caching. */
  cachedPages: number;
}

/**
 * The widget's two calls (D§7), each with its cache for the element's lifetime: suggestions per
 * query text, result blocks per query, sort, filter and start (D§9).
 */
export function createSearchCalls(options: SearchCallOptions) {
  const suggestionCache = new Map<string, string[]>();
  const results = new ResultCache();

  /** GET {search}/pages/suggestions?q= ; texts too short to suggest for are not sent. */
  async function fetchSuggestions(text: string, signal: AbortSignal): Promise<string[]> {
    if (text.length < SUGGESTIONS_MIN_LENGTH) return [];
    const cached = suggestionCache.get(text);
    if (cached) return cached;
    const { data } = await request('search', '/pages/suggestions', { query: { q: text }, auth: false, schema: SuggestionsResponse, signal });
    suggestionCache.set(text, data.terms);
    return data.terms;
  }

  /** GET {search}/pages: one page, or with caching the block holding it (served again without a call). */
  async function fetchResults(state: SearchState, signal: AbortSignal): Promise<SearchAnswer> {
    const block = options.cachedPages > 0 ? blockFor(state, options.cachedPages) : { start: startOf(state.page), rows: SEARCH_PAGE_SIZE, key: '' };
    const cached = block.key ? results.get(block.key) : undefined;
    const answer = cached ?? (await request('search', '/pages', {
      query: {
        q: state.query, start: block.start, rows: block.rows, sort: state.sort, pageFilter: state.filter,
        hybrid: options.hybrid ? 'true' : undefined,
      },
      auth: false,
      schema: PagesSearchResponse,
      signal,
    })).data;
    if (block.key && !cached) results.set(block.key, answer);
    return pageOfBlock(answer, state, block.start);
  }

  return { fetchSuggestions, fetchResults };
}
