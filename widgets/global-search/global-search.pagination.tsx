import type { MouseEvent } from 'react';
import { pageCount, pageGroup, urlWithState, withPage, type SearchState } from './global-search.state.js';
import { t } from './global-search.api.js';

interface PaginationProps {
  state: SearchState;
  numFound: number;
  onChange: (next: SearchState) => void;
}

/**
 * Page links in groups of ten (D§9), with previous and next. Each is a real link to the page's URL
 * (open in a new tab, copy), followed in place.
 */
export function Pagination({ state, numFound, onChange }: PaginationProps) {
  const pages = pageCount(numFound);
  if (pages < 2) return null;
  const link = (page: number) => ({
    href: `${location.pathname}${urlWithState(location.search, withPage(state, page))}`,
    onClick: (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onChange(withPage(state, page));
    },
  });
  return (
    <nav className="pagination" part="pagination" aria-label={t('GlobalSearch_Pagination')}>
      <ul className="pages">
        {state.page > 1 && (
          <li><a className="page step" part="previous-page" {...link(state.page - 1)} aria-label={t('GlobalSearch_PreviousPage')}>‹</a></li>
        )}
        {pageGroup(state.page, pages).map((page) => (
          <li key={page}>
            <a
              className="page" part="page" {...link(page)} aria-label={t('GlobalSearch_Page', { page })}
              aria-current={page === state.page ? 'page' : undefined}
            >
              {page}
            </a>
          </li>
        ))}
        {state.page < pages && (
          <li><a className="page step" part="next-page" {...link(state.page + 1)} aria-label={t('GlobalSearch_NextPage')}>›</a></li>
        )}
      </ul>
    </nav>
  );
}
