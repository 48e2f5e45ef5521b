import { useEffect, useState, type RefObject } from 'react';
import { ACTIVE_LINE_MARGIN } from './scrolly.layout.js';

/**
 * The index (into `count` steps) of the step crossing the middle of the viewport, -1 before the
 * first: an IntersectionObserver on each step's text box (`[data-step]` in `root`), so scrolling
 * runs no handler and reads no layout. The last step crossed stays active until another one is.
 */
export function useActiveStep(root: RefObject<HTMLElement | null>, count: number): number {
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const steps = [...(root.current?.querySelectorAll<HTMLElement>('[data-step]') ?? [])];
    if (!steps.length || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const crossing = entries.filter((entry) => entry.isIntersecting);
      if (crossing.length) setActive(Number((crossing.at(-1)!.target as HTMLElement).dataset.step));
    }, { rootMargin: ACTIVE_LINE_MARGIN });
    steps.forEach((step) => observer.observe(step));
    return () => observer.disconnect();
  }, [root, count]);
  return active;
}
