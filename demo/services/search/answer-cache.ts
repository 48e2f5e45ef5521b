import { LRUCache } from 'lru-cache';

/**
 * How long a search, suggestion or facet-count answer is reused. The tables these answers come
 * from (search_pages, search_words, jobs) are written only by the seed, before the server
 * listens; nothing the services do changes them. So a cached answer can only go stale when
 * someone edits or re-seeds the database behind a running server, and then for at most this long.
 */
export const ANSWER_CACHE_TTL_MS = 60_000;

/** Answers kept per cache: the head of the query distribution, a few MB at most. */
export const ANSWER_CACHE_ENTRIES = 2_000;

/**
 * A small LRU of answers by key (the normalised request). It holds the promise, so concurrent
 * requests for one key share one database call; a failed call is forgotten at once.
 */
export function answerCache<T>() {
  const cache = new LRUCache<string, Promise<T>>({
    max: ANSWER_CACHE_ENTRIES,
    ttl: ANSWER_CACHE_TTL_MS,
    // Read at call time (not lru-cache's captured `performance`), so fake timers drive expiry in tests.
    perf: { now: () => performance.now() },
  });
  return (key: string, answer: () => Promise<T>): Promise<T> => {
    const known = cache.get(key);
    if (known) return known;
    const pending = answer();
    cache.set(key, pending);
    pending.catch(() => { if (cache.get(key) === pending) cache.delete(key); });
    return pending;
  };
}

/**
 * A request's query string as it came (after `?`, '' without one): the key of an answer cache in
 * front of a GET route's own, so a repeated request skips parsing and checking its parameters too.
 * Two spellings of one request are two keys over the one answer the route's cache shares.
 */
export function rawQueryOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}
