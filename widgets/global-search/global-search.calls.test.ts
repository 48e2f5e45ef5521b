import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, type FakeCall } from '../../tests/support/fake-services.js';
import { blockFor, DEFAULT_CACHED_PAGES } from './global-search.cache.js';
import { createSearchCalls } from './global-search.calls.js';
import { answer } from './global-search.fixtures.js';
import { INITIAL_STATE, type SearchState } from './global-search.state.js';

let asked: FakeCall[];
const signal = new AbortController().signal;
const state = (overrides: Partial<SearchState>): SearchState => ({ ...INITIAL_STATE, query: 'supply', ...overrides });
const urls = (path: string) => asked.filter((call) => call.path === path).map((call) => call.url);

describe('the search calls', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    asked = fakeServices({
      'GET /pages/suggestions': ({ url }) => ({ data: { terms: [`${url.searchParams.get('q')} one`] } }),
      'GET /pages': ({ url }) => ({ data: answer(Number(url.searchParams.get('start')) + 1, Number(url.searchParams.get('rows')), 45) }),
    }).calls;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('asks for one page of ten at its offset, with the filter, sort and hybrid', async () => {
    const calls = createSearchCalls({ hybrid: true, cachedPages: 0 });
    const page = await calls.fetchResults(state({ page: 3, filter: 'insights', sort: 'date' }), signal);
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({ q: 'supply', start: '20', rows: '10', sort: 'date', pageFilter: 'insights', hybrid: 'true' });
    expect(page.results.map((r) => r.url)).toEqual(Array.from({ length: 10 }, (_, i) => `/insights/page-${21 + i}`));
    await calls.fetchResults(state({ page: 3, filter: 'insights', sort: 'date' }), signal);
    expect(asked).toHaveLength(2); // no caching: every page is a call
  });

  it('with caching, fetches cached pages × 10 rows and serves a later page inside them without a call (D§9)', async () => {
    expect(DEFAULT_CACHED_PAGES).toBe(2);
    const calls = createSearchCalls({ hybrid: false, cachedPages: 2 });
    const first = await calls.fetchResults(state({ page: 1 }), signal);
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toMatchObject({ start: '0', rows: '20' });
    expect(first.results[0]!.url).toBe('/insights/page-1');
    const second = await calls.fetchResults(state({ page: 2 }), signal);
    expect(asked).toHaveLength(1);
    expect(second.results.map((r) => r.url)).toEqual(Array.from({ length: 10 }, (_, i) => `/insights/page-${11 + i}`));
    const third = await calls.fetchResults(state({ page: 3 }), signal);
    expect(Object.fromEntries(asked[1]!.url.searchParams)).toMatchObject({ start: '20', rows: '20' });
    expect(third.results[0]!.url).toBe('/insights/page-21');
    expect(third.numFound).toBe(45);
  });

  it('keys the cache by query, sort, filter and start: any other of them is a new call', async () => {
    const calls = createSearchCalls({ hybrid: false, cachedPages: 3 });
    await calls.fetchResults(state({}), signal);
    await calls.fetchResults(state({ query: 'growth' }), signal);
    await calls.fetchResults(state({ filter: 'people' }), signal);
    await calls.fetchResults(state({ filter: 'insights', sort: 'date' }), signal);
    await calls.fetchResults(state({ page: 4 }), signal);
    await calls.fetchResults(state({ page: 3 }), signal);
    expect(asked).toHaveLength(5);
    expect(blockFor(state({ page: 4 }), 3)).toEqual({ start: 30, rows: 30, key: JSON.stringify(['supply', 'default', 'all', 30]) });
  });

  it('asks for suggestions once per text, and not for texts under three characters', async () => {
    const calls = createSearchCalls({ hybrid: false, cachedPages: 0 });
    expect(await calls.fetchSuggestions('sup', signal)).toEqual(['sup one']);
    expect(await calls.fetchSuggestions('sup', signal)).toEqual(['sup one']);
    expect(await calls.fetchSuggestions('su', signal)).toEqual([]);
    expect(urls('/pages/suggestions').map((url) => url.searchParams.get('q'))).toEqual(['sup']);
  });
});
