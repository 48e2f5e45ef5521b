import type { SearchAnswer } from './global-search.calls.js';
import { t } from './global-search.api.js';

/** What the status line says, also announced in the page's live region. */
export function statusText(query: string, answer: SearchAnswer | undefined): string {
  if (!answer || answer.numFound === 0) return t('GlobalSearch_NoResults', { query });
  if (answer.statusMessage === 'suggested-query-results') return t('GlobalSearch_NoResults', { query });
  return t('GlobalSearch_ResultsCount', { count: answer.numFound, query: answer.queryUsedForSearch || query });
}

/** The corrected query to offer (D§2 did-you-mean), or '' when the query was spelt right. */
export function suggestedQueryOf(answer: SearchAnswer | undefined): string {
  if (!answer) return '';
  if (answer.statusMessage === 'suggested-query-results') return answer.queryUsedForSearch || answer.suggestedQuery;
  return answer.correctlySpelled ? '' : answer.suggestedQuery;
}

interface SearchStatusProps {
  query: string;
  /** The answer; `undefined` when the call failed (D§8: empty results). */
  answer: SearchAnswer | undefined;
  onSearch: (text: string) => void;
}

/**
 * The result status (D§2): the count, or the zero-results message; for a misspelt query the
 * suggested-query message with a button that searches the suggestion, or, when the service already
 * searched the suggestion, "showing results for" it.
 */
export function SearchStatus({ query, answer, onSearch }: SearchStatusProps) {
  const suggested = suggestedQueryOf(answer);
  const showing = answer?.statusMessage === 'suggested-query-results';
  return (
    <div className="status" part="status">
      <p className="status-line">{statusText(query, answer)}</p>
      {suggested && (
        <p className="did-you-mean">
          {t(showing ? 'GlobalSearch_ShowingResultsFor' : 'GlobalSearch_SuggestedQueryMessage')}{' '}
          <button type="button" className="suggested-query" part="suggested-query" onClick={() => onSearch(suggested)}>{suggested}</button>
        </p>
      )}
    </div>
  );
}
