import { useEffect, useState, type RefObject } from 'react';
import { parallaxShift } from './hero.layout.js';

const matches = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches;

/**
 * Whether `query` matches, read again `debounceMs` after the last resize event (E§9): a window
 * being dragged wider re-lays the hero out once, when the dragging stops, not on every frame.
 */
export function useDebouncedMatch(query: string, debounceMs: number): boolean {
  const [matched, setMatched] = useState(() => matches(query));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMatched(matches(query)), debounceMs);
    };
    addEventListener('resize', onResize);
    return () => {
      removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, [query, debounceMs]);
  return matched;
}

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
