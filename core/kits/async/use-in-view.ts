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
