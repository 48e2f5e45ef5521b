import { useEffect, type RefObject } from 'react';
import { parallaxShift } from './hero.layout.js';

/**
 * Moves the background (`layer`) slower than the page while `on`: a transform, written once per
 * frame, so it neither shifts the layout nor reads layout more than once a frame.
 */
export function useParallax(host: HTMLElement, layer: RefObject<HTMLElement | null>, on: boolean): void {
  useEffect(() => {
    const el = layer.current;
    if (!el) return;
    if (!on) {
      el.style.removeProperty('transform');
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      el.style.transform = `translate3d(0, ${parallaxShift(host.getBoundingClientRect().top)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      el.style.removeProperty('transform');
    };
  }, [host, layer, on]);
}
