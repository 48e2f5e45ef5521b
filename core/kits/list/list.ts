/**
 * A paged list on top of the async kit: the first page for a query, then "load more" pages
 * appended. A new query replaces the list and aborts any page in flight (D§7: "any change to the
 * query, a filter or a removal resets the start page").
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { createResource, type AsyncStatus, type FailurePolicy, type Outcome } from '../async/index.js';
import { firstPage, hasMore, nextPage, type Page, type PageRequest, type Paging } from './paging.js';

/** Fetches one page; pass `signal` on to `request()`. */
export type PageLoader<Q, T> = (query: Q, page: PageRequest, signal: AbortSignal) => Promise<Page<T>>;

export interface ListOptions {
  paging: Paging;
  /** Wait before fetching a new query's first page (search as you type). */
  debounceMs?: number;
  failures?: FailurePolicy;
}

export interface ListState<T> {
  /** The first page's state: `ready` once items show, `empty` when there are none. */
  status: AsyncStatus;
  items: readonly T[];
  total: number | undefined;
  hasMore: boolean;
  /** A further page is loading. */
  loadingMore: boolean;
  /** Why the first page, or the last "load more", failed. */
  outcome: Outcome | null;
}

export interface List<Q, T> {
  readonly state: ReadonlySignal<ListState<T>>;
  /** Replaces the list with the first page for `query`. */
  load(query: Q): Promise<void>;
  /** Appends the next page; does nothing when there is none or one is loading. */
  loadMore(): Promise<void>;
  /** Aborts and empties the list (back to `waiting`). */
  reset(): void;
  /**
   * Takes the items `match` picks out of the list once the service has removed them (A§4 saved
   * articles: "item removed on unsave, count decreases"): the total drops with them, and offset
   * paging asks for the next page from the shorter list, so nothing is skipped.
   */
  remove(match: (item: T) => boolean): void;
}

/** What the list's controls (`<LoadMore>`, `<ScrollSentinel>`, `<ListCount>`) need, whatever the item type. */
export type ListHandle = Pick<List<never, unknown>, 'state' | 'loadMore'>;

interface Loaded<Q, T> {
  query: Q;
  items: T[];
  last: Page<T> | null;
}

export function createList<Q, T>(fetchPage: PageLoader<Q, T>, options: ListOptions): List<Q, T> {
  const { paging } = options;
  const loaded = signal<Loaded<Q, T> | null>(null);
  const pages = createResource<{ query: Q; page: PageRequest }, Page<T>>(
    ({ query, page }, abort) => fetchPage(query, page, abort),
    { failures: options.failures, isEmpty: () => false },
  );
  const first = createResource<Q, Page<T>>(
    (query, abort) => fetchPage(query, firstPage(paging), abort),
    { failures: options.failures, debounceMs: options.debounceMs, isEmpty: (page) => page.items.length === 0 },
  );

  // True from the request of a further page until its items are in `loaded` (the resource settles
  // a moment before), so nothing can ask for the same page twice in between.
  const fetchingMore = signal(false);

  const state = computed<ListState<T>>(() => {
    const list = loaded.value;
    const head = first.state.value;
    const items = list?.items ?? [];
    return {
      // The first page's answer is in, but its items not yet: still loading.
      status: head.status === 'ready' && !list?.last ? 'loading' : head.status,
      items,
      total: list?.last?.total,
      hasMore: !!list?.last && hasMore(paging, items.length, list.last),
      loadingMore: fetchingMore.value,
      outcome: head.outcome ?? pages.state.value.outcome,
    };
  });

  async function load(query: Q): Promise<void> {
    pages.reset();
    loaded.value = { query, items: [], last: null };
    const page = await first.run(query);
    if (page) loaded.value = { query, items: page.items, last: page };
  }

  async function loadMore(): Promise<void> {
    const list = loaded.peek();
    if (!list?.last || !state.peek().hasMore || fetchingMore.peek()) return;
    fetchingMore.value = true;
    const page = await pages.run({ query: list.query, page: nextPage(paging, list.items.length, list.last) });
    batch(() => {
      fetchingMore.value = false;
      // A new query while this page loaded aborted it (page undefined) and replaced `loaded`.
      if (page && loaded.peek() === list) {
        loaded.value = { query: list.query, items: [...list.items, ...page.items], last: { ...page, total: page.total ?? list.last!.total } };
      }
    });
  }

  function reset(): void {
    first.reset();
    pages.reset();
    loaded.value = null;
  }

  function remove(match: (item: T) => boolean): void {
    const list = loaded.peek();
    if (!list?.last) return;
    const items = list.items.filter((item) => !match(item));
    const removed = list.items.length - items.length;
    if (!removed) return;
    const total = list.last.total === undefined ? undefined : Math.max(0, list.last.total - removed);
    loaded.value = { ...list, items, last: { ...list.last, total } };
  }

  return { state, load, loadMore, reset, remove };
}
