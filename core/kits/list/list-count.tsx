import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { announce } from '../../page/announce.js';
import type { ListHandle } from './list.js';
import { t } from './list.strings.js';

/**
 * The count for sighted readers ("Showing 18 of 40"), also said to screen-reader users through
 * the page's one polite live region (core/page/announce.ts) each time it changes.
 */
export function ListCount({ list }: { list: ListHandle }) {
  useSignals();
  const { items, total } = list.state.value;
  const text = total !== undefined && items.length > 0 ? t('List_Showing', { shown: items.length, total }) : '';
  useEffect(() => {
    if (text) announce(text);
  }, [text]);
  return <p className="mck-list-count" part="count">{text}</p>;
}
