import { useEffect, useState } from 'react';

export interface InViewOptions {
  /** Grows the viewport for the check, to start early (`'200px'`). */
  rootMargin?: string;
  /** Stay true after the first time (load once when seen). */
  once?: boolean;
}

/**
 * Whether `target` is within the (grown) viewport: the usual trigger that ends `waiting` (A§4:
 * videos load when scrolled into view; infinite scroll's sentinel).
 */
export function useInView(target: Element | null, { rootMargin = '0px', once = false }: InViewOptions = {}): boolean {
  const [inView, setInView] = useState(false);
  const settled = once && inView;
  useEffect(() => {
    if (!target || settled) return;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (latest) setInView(latest.isIntersecting);
    }, { rootMargin });
    observer.observe(target);
    return () => observer.disconnect();
  }, [target, rootMargin, settled]);
  return inView;
}

/**
 * Runs `run` on each scroll of the page while `target` is within `rootMargin` of the viewport,
 * and once each time it comes near or goes away. A scroll listener that reads layout (a pinned
 * story's position, the entry under the reader) then costs nothing while the reader is elsewhere
 * on a long page, where each read would force the layout that hydrating widgets keep changing.
 * Returns the stop.
 */
export function onScrollWhileNear(target: Element, run: () => void, rootMargin = '100% 0px'): () => void {
  let near = false;
  const observer = new IntersectionObserver((entries) => {
    const latest = entries[entries.length - 1];
    if (!latest) return;
    near = latest.isIntersecting;
    run();
  }, { rootMargin });
  const onScroll = () => {
    if (near) run();
  };
  observer.observe(target);
  addEventListener('scroll', onScroll, { passive: true });
  return () => {
    observer.disconnect();
    removeEventListener('scroll', onScroll);
  };
}
