import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH } from '../../core/contracts/search.js';
import {
  cleanQuery, INITIAL_STATE, PAGINATION_GROUP_SIZE, pageGroup, stateFromUrl, urlWithState,
  withFilter, withPage, withQuery, withSort, type SearchState,
} from './global-search.state.js';

const onPage3: SearchState = { query: 'leaders', filter: 'insights', sort: 'date', page: 3 };

describe('search state rules (D§4)', () => {
  it('keeps the chosen sort for insights and forces the default for any other filter', () => {
    expect(withFilter({ ...onPage3, filter: 'all', sort: 'default' }, 'insights').sort).toBe('default');
    expect(withSort({ ...onPage3, filter: 'insights' }, 'date').sort).toBe('date');
    for (const filter of ['all', 'people', 'services', 'careers'] as const) {
      expect(withFilter(onPage3, filter)).toMatchObject({ filter, sort: 'default' });
      expect(withSort({ ...onPage3, filter }, 'date').sort).toBe('default');
    }
    expect(withFilter(onPage3, 'insights').sort).toBe('date');
  });

  it('goes back to page 1 on any change of query, filter or sort', () => {
    expect(withQuery(onPage3, 'growth').page).toBe(1);
    expect(withFilter(onPage3, 'people').page).toBe(1);
    expect(withFilter(onPage3, 'insights').page).toBe(1);
    expect(withSort(onPage3, 'default').page).toBe(1);
    expect(withPage(onPage3, 7)).toEqual({ ...onPage3, page: 7 });
  });

  it('trims and sanitises the input before anything is asked (D§5)', () => {
    expect(cleanQuery('   net  zero \n')).toBe('net zero');
    expect(cleanQuery('<b>supply</b> <script>alert(1)</script>chain')).toBe('supply chain');
    expect(cleanQuery('a\u0000b')).toBe('a b');
    expect(cleanQuery('x'.repeat(MAX_QUERY_LENGTH + 5))).toHaveLength(MAX_QUERY_LENGTH);
    expect(withQuery(INITIAL_STATE, '  <i>ai</i> ').query).toBe('ai');
  });
});

describe('pagination groups (D§9)', () => {
  it('shows the group of ten page links holding the current page, cut at the last page', () => {
    expect(PAGINATION_GROUP_SIZE).toBe(10);
    expect(pageGroup(1, 35)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageGroup(10, 35)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageGroup(11, 35)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageGroup(34, 35)).toEqual([31, 32, 33, 34, 35]);
    expect(pageGroup(1, 1)).toEqual([1]);
  });
});

describe('the state in the URL', () => {
  it('round-trips through the query string, keeping other parameters and leaving defaults out', () => {
    const url = urlWithState('?lang=de', onPage3);
    expect(url).toBe('?lang=de&q=leaders&filter=insights&sort=date&page=3');
    expect(stateFromUrl(url)).toEqual(onPage3);
    expect(urlWithState('?lang=de&q=old&page=4', { ...INITIAL_STATE, query: 'new' })).toBe('?lang=de&q=new');
    expect(urlWithState('', INITIAL_STATE)).toBe('');
  });

  it('reads what a shared link holds by the same rules, ignoring what is malformed', () => {
    expect(stateFromUrl('?q=%20%3Cb%3Eai%3C/b%3E&filter=people&sort=date&page=2')).toEqual({ query: 'ai', filter: 'people', sort: 'default', page: 2 });
    expect(stateFromUrl('?q=ai&filter=videos&sort=popular&page=-3')).toEqual({ ...INITIAL_STATE, query: 'ai' });
    expect(stateFromUrl('?page=2.5').page).toBe(1);
    expect(stateFromUrl('')).toEqual(INITIAL_STATE);
  });
});
