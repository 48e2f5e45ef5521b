import { useSignals } from '@preact/signals-react/runtime';
// eslint-disable-next-line no-restricted-imports -- a failed page's message key is the failure policy's, chosen at run time
import { t as anyKey } from '../../text/i18n.js';
import { t } from './list.strings.js';
import type { ListHandle } from './list.js';

/**
 * "Load more" (A§2 saved articles, D§2 job search), or the widget's own `label` ("View more" of
 * the events, D§2): shown while another page exists. A failed
 * page shows its message under the button (A§8) and the button stays to try again; under a policy
 * that treats failures as no data (`emptyOnFailure`), only the button stays.
 */
export function LoadMore({ list, label }: { list: ListHandle; label?: string }) {
  useSignals();
  const { items, hasMore, loadingMore, outcome } = list.state.value;
  if (!items.length) return null;
  return (
    <div className="mck-load-more">
      {hasMore && (
        <button
          type="button"
          className="mck-load-more-button"
          part="load-more"
          aria-busy={loadingMore}
          aria-disabled={loadingMore}
          onClick={() => void list.loadMore()}
        >
          {label ?? t('List_LoadMore')}
        </button>
      )}
      {outcome?.status === 'error' && <p role="alert" className="mck-error" part="load-more-error">{anyKey(outcome.messageKey)}</p>}
    </div>
  );
}
