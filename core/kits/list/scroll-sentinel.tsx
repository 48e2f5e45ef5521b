import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import type { ListHandle } from './list.js';

/**
 * Infinite scroll: an invisible element after the items that loads the next page when it comes
 * within `rootMargin` of the viewport. It re-arms after each page, so a page too short to push it
 * out of view still leads to the next one.
 */
export function ScrollSentinel({ list, rootMargin = '400px' }: { list: ListHandle; rootMargin?: string }) {
  useSignals();
  const ref = useRef<HTMLDivElement>(null);
  const { items, hasMore, loadingMore } = list.state.value;
  const armed = hasMore && !loadingMore;
  useEffect(() => {
    const el = ref.current;
    if (!el || !armed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void list.loadMore();
    }, { rootMargin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [list, armed, items.length, rootMargin]);
  return <div ref={ref} className="mck-scroll-sentinel" aria-hidden="true" />;
}
