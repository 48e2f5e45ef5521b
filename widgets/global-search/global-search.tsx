import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { SEARCH_FILTERS, type SearchFilter, type SearchSort } from '../../core/contracts/search.js';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { useAsync } from '../../core/kits/async/index.js';
import { announce } from '../../core/page/announce.js';
import { constant, flag, getConfig } from '../../core/page/config.js';
import { type globalSearchAttributes, t } from './global-search.api.js';
import { SearchBox } from './global-search.box.js';
import { CACHED_PAGES_CONSTANT, DEFAULT_CACHED_PAGES } from './global-search.cache.js';
import { createSearchCalls, searchFailures } from './global-search.calls.js';
import { Pagination } from './global-search.pagination.js';
import { ResultItem } from './global-search.result.js';
import { startOf, stateFromUrl, urlWithState, withFilter, withQuery, withSort, type SearchState } from './global-search.state.js';
import { SearchStatus, statusText } from './global-search.status.js';

const FILTER_LABELS: Record<SearchFilter, Parameters<typeof t>[0]> = {
  all: 'GlobalSearch_FilterAll',
  insights: 'GlobalSearch_FilterInsights',
  people: 'GlobalSearch_FilterPeople',
  services: 'GlobalSearch_FilterServices',
  careers: 'GlobalSearch_FilterCareers',
};

/** D§9: with `enable_search_results_caching`, pages fetched per call; 0 without caching. */
const cachedPages = () => (flag('enable_search_results_caching') ? constant(CACHED_PAGES_CONSTANT, DEFAULT_CACHED_PAGES) : 0);

export function GlobalSearch({ host, heading, headingLevel, hybrid }: WidgetProps<typeof globalSearchAttributes>) {
  useSignals();
  const sortId = useId();
  const searchService = getConfig()?.services.search ?? '';
  const [calls] = useState(() => createSearchCalls({ hybrid, cachedPages: cachedPages() }));
  // The URL holds the state (D§3): a reload or a shared link searches again; back and forward too.
  const [state, setState] = useState(() => stateFromUrl(location.search));
  useEffect(() => {
    const restore = () => setState(stateFromUrl(location.search));
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  const results = useAsync(calls.fetchResults, state.query ? state : null, {
    failures: searchFailures,
    isEmpty: (answer) => answer.results.length === 0,
  });
  const settled = results.status === 'ready' || results.status === 'empty';
  const answer = settled ? results.data : undefined;
  useEffect(() => {
    if (settled) announce(statusText(state.query, answer));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announced once per answer, not again as the reader types the next query
  }, [settled, answer]);

  function change(next: SearchState) {
    if (JSON.stringify(next) === JSON.stringify(state)) return;
    history.pushState(history.state, '', `${location.pathname}${urlWithState(location.search, next)}${location.hash}`);
    setState(next);
    fire(host, 'mck-global-search-search', next);
  }
  const search = (text: string) => change(withQuery(state, text));

  return (
    <div className="global-search" part="base">
      <EditorField name="Heading" value={heading} as={`h${headingLevel}` as 'h1'} className="heading" part="heading" />
      <SearchBox label={heading.trim() || t('GlobalSearch_Label')} query={state.query} fetchSuggestions={calls.fetchSuggestions} onSearch={search} />
      <div className="controls" part="controls">
        <div className="filters" role="group" aria-label={t('GlobalSearch_Filters')}>
          {SEARCH_FILTERS.map((filter) => (
            <button
              key={filter} type="button" className="filter" part="filter" aria-pressed={state.filter === filter}
              onClick={() => change(withFilter(state, filter))}
            >
              {t(FILTER_LABELS[filter])}
            </button>
          ))}
        </div>
        <div className="sorting">
          <label className="sort-label" htmlFor={sortId}>{t('GlobalSearch_Sort')}</label>{' '}
          {/* D§4: only the insights filter keeps a sort; any other uses the default. */}
          <select
            id={sortId} className="sort" part="sort" value={state.sort} disabled={state.filter !== 'insights'}
            onChange={(event) => change(withSort(state, event.currentTarget.value as SearchSort))}
          >
            <option value="default">{t('GlobalSearch_SortDefault')}</option>
            <option value="date">{t('GlobalSearch_SortDate')}</option>
          </select>
        </div>
      </div>
      {state.query && (
        <div className="outcome" aria-busy={results.status === 'loading'}>
          {results.status === 'loading' && <p className="searching">{t('GlobalSearch_Searching')}</p>}
          {settled && <SearchStatus query={state.query} answer={answer} onSearch={search} />}
          {answer && answer.results.length > 0 && (
            <>
              <ol className="results" part="results" start={startOf(state.page) + 1}>
                {answer.results.map((result) => (
                  <ResultItem
                    key={result.url} result={result} query={answer.queryUsedForSearch || state.query}
                    titleLevel={headingLevel + 1} searchService={searchService}
                  />
                ))}
              </ol>
              <Pagination state={state} numFound={answer.numFound} onChange={change} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
