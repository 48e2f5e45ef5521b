import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useInView } from '../async/index.js';
import type { ListHandle } from './list.js';

/**
 * Infinite scroll: an invisible element after the items that loads the next page while it is
 * within `rootMargin` of the viewport, page after page while it stays there. After a failed page
 * it waits: `<LoadMore>` shows the message and offers the retry, instead of a loop of failures.
 */
export function ScrollSentinel({ list, rootMargin = '400px' }: { list: ListHandle; rootMargin?: string }) {
  useSignals();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const visible = useInView(element, { rootMargin });
  const { items, hasMore, loadingMore, outcome } = list.state.value;
  const wanted = visible && hasMore && !loadingMore && !outcome;
  useEffect(() => {
    if (wanted) void list.loadMore();
  }, [list, wanted, items.length]);
  return <div ref={setElement} className="mck-scroll-sentinel" aria-hidden="true" />;
}
