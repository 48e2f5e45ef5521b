import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { createList, type List, type ListOptions, type ListState, type PageLoader } from './list.js';

/**
 * A list owned by the component: loads the first page whenever `query` changes (by value), stays
 * `waiting` while `query` is `null`, and aborts when the component unmounts. Options are read once.
 * Pass the returned `list` to `<LoadMore>`, `<ScrollSentinel>` and `<ListCount>`.
 */
export function useList<Q, T>(fetchPage: PageLoader<Q, T>, query: Q | null, options: ListOptions): ListState<T> & { list: List<Q, T> } {
  useSignals();
  const latest = useRef(fetchPage);
  latest.current = fetchPage;
  const [list] = useState(() => createList<Q, T>((q, page, signal) => latest.current(q, page, signal), options));
  const key = query === null ? null : JSON.stringify(query);
  useEffect(() => {
    if (query === null) list.reset();
    else void list.load(query);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `query` by value: a new but equal object must not load again
  }, [list, key]);
  useEffect(() => () => list.reset(), [list]);
  return { ...list.state.value, list };
}
