import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../session/http.js';
import { createList, hasMore, type Page, type PageRequest } from './index.js';

const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('offset paging (saved articles: currentOffset, pageSize 9)', () => {
  const fetchPage = vi.fn(async (_query: string, page: PageRequest): Promise<Page<number>> =>
    ({ items: numbers(page.offset, Math.min(page.limit, 20 - page.offset)), total: 20 }));

  it('loads the first page, then appends pages until the total is reached', async () => {
    const list = createList(fetchPage, { paging: { kind: 'offset', pageSize: 9 } });
    await list.load('all');
    expect(list.state.value).toMatchObject({ status: 'ready', total: 20, hasMore: true });
    expect(list.state.value.items).toEqual(numbers(0, 9));
    await list.loadMore();
    await list.loadMore();
    expect(list.state.value.items).toEqual(numbers(0, 20));
    expect(list.state.value.hasMore).toBe(false);
    expect(fetchPage.mock.calls.map(([, page]) => page.offset)).toEqual([0, 9, 18]);
  });

  it('asks for each page once, however often "load more" is pressed meanwhile', async () => {
    fetchPage.mockClear();
    const list = createList(fetchPage, { paging: { kind: 'offset', pageSize: 9 } });
    await list.load('all');
    await Promise.all([list.loadMore(), list.loadMore()]);
    await list.loadMore();
    expect(fetchPage.mock.calls.map(([, page]) => page.offset)).toEqual([0, 9, 18]);
  });

  it('an item removed on the service leaves the list and the total, and the next page starts after the shorter list', async () => {
    const stored = numbers(0, 20);
    const fromStore = vi.fn(async (_query: string, page: PageRequest): Promise<Page<number>> =>
      ({ items: stored.slice(page.offset, page.offset + page.limit), total: stored.length }));
    const list = createList(fromStore, { paging: { kind: 'offset', pageSize: 9 } });
    await list.load('all');
    stored.splice(stored.indexOf(4), 1); // the service deletes 4…
    list.remove((n) => n === 4); // …and the list follows
    expect(list.state.value).toMatchObject({ total: 19, hasMore: true });
    expect(list.state.value.items).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
    await list.loadMore();
    await list.loadMore();
    expect(list.state.value.items).toEqual(stored);
    expect(list.state.value.hasMore).toBe(false);
  });

  it('without a total, another page exists while pages come back full', () => {
    const paging = { kind: 'offset', pageSize: 2 } as const;
    expect(hasMore(paging, 2, { items: [1, 2] })).toBe(true);
    expect(hasMore(paging, 3, { items: [3] })).toBe(false);
  });
});

describe('cursor paging (events, insights grid)', () => {
  it('sends the cursor the last page gave, and stops when there is none', async () => {
    const pages: Record<string, Page<string>> = {
      first: { items: ['a', 'b'], nextCursor: 'c2', total: 3 },
      c2: { items: ['c'], nextCursor: null },
    };
    const fetchPage = vi.fn(async (_q: null, page: PageRequest) => pages[page.cursor ?? 'first']!);
    const list = createList(fetchPage, { paging: { kind: 'cursor', pageSize: 2 } });
    await list.load(null);
    await list.loadMore();
    expect(list.state.value).toMatchObject({ items: ['a', 'b', 'c'], hasMore: false, total: 3 });
    expect(fetchPage.mock.calls.map(([, page]) => page.cursor)).toEqual([null, 'c2']);
  });
});

describe('createList', () => {
  it('is empty when the first page has no items', async () => {
    const list = createList(async () => ({ items: [], total: 0 }), { paging: { kind: 'offset', pageSize: 10 } });
    await list.load('nothing');
    expect(list.state.value).toMatchObject({ status: 'empty', items: [], hasMore: false });
  });

  it('a new query replaces the list and aborts a page still loading', async () => {
    const signals: AbortSignal[] = [];
    let answerMore: (page: Page<string>) => void = () => {};
    const fetchPage = async (query: string, page: PageRequest, signal: AbortSignal): Promise<Page<string>> => {
      signals.push(signal);
      if (page.offset === 0) return { items: [`${query}1`], total: 5 };
      return new Promise((resolve) => { answerMore = resolve; });
    };
    const list = createList(fetchPage, { paging: { kind: 'offset', pageSize: 1 } });
    await list.load('cats');
    const more = list.loadMore();
    expect(list.state.value.loadingMore).toBe(true);
    await list.load('dogs');
    expect(signals[1]!.aborted).toBe(true);
    answerMore({ items: ['cats2'] });
    await more;
    expect(list.state.value.items).toEqual(['dogs1']);
  });

  it('a failed "load more" keeps the items and says why', async () => {
    const fetchPage = async (_q: string, page: PageRequest): Promise<Page<number>> => {
      if (page.offset > 0) throw new HttpError({ status: 500, message: 'down' });
      return { items: [1], total: 2 };
    };
    const list = createList(fetchPage, { paging: { kind: 'offset', pageSize: 1 } });
    await list.load('q');
    await list.loadMore();
    expect(list.state.value).toMatchObject({ status: 'ready', items: [1], hasMore: true, loadingMore: false });
    expect(list.state.value.outcome?.messageKey).toBe('Common_GenericError');
  });

  it('a failed first page is an error, or empty where the spec says failures give empty results', async () => {
    const failing = async (): Promise<Page<number>> => { throw new TypeError('Failed to fetch'); };
    const strict = createList(failing, { paging: { kind: 'offset', pageSize: 1 } });
    await strict.load('q');
    expect(strict.state.value.status).toBe('error');
    const lenient = createList(failing, { paging: { kind: 'offset', pageSize: 1 }, failures: { emptyOnFailure: true } });
    await lenient.load('q');
    expect(lenient.state.value.status).toBe('empty');
  });
});
