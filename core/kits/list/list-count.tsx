import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../text/i18n.js';
import type { ListHandle } from './list.js';

/**
 * The count for screen readers and sighted readers alike ("Showing 18 of 40"), in a polite live
 * region that exists before it has text, so each change is announced.
 */
export function ListCount({ list }: { list: ListHandle }) {
  useSignals();
  const { items, total } = list.state.value;
  return (
    <p role="status" className="mck-list-count" part="count">
      {total !== undefined && items.length > 0 ? t('List_Showing', { shown: items.length, total }) : ''}
    </p>
  );
}
