import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../page/motion.js';

/**
 * The viewport, once for every widget: the breakpoints (E§9 names 768 and 1180: the medium layout
 * from 768 px, below it "mobile"; the large one, "desktop", from 1180 px), used by every widget's
 * styles, rules and tests, and the hooks that follow a media query.
 */
export const MEDIUM_MIN_PX = 768;
export const LARGE_MIN_PX = 1180;
export const MEDIUM_QUERY = `(min-width: ${MEDIUM_MIN_PX}px)`;
export const DESKTOP_QUERY = `(min-width: ${LARGE_MIN_PX}px)`;
/** Below the medium layout: a phone's width. */
export const MOBILE_QUERY = `(max-width: ${MEDIUM_MIN_PX - 1}px)`;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export const mediaMatches = (query: string): boolean => typeof matchMedia === 'function' && matchMedia(query).matches;

/** Whether `query` matches, followed as it changes (a window resized, a phone turned). */
export function useMediaQuery(query: string): boolean {
  const [matched, setMatched] = useState(() => mediaMatches(query));
  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const list = matchMedia(query);
    const update = () => setMatched(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matched;
}

/**
 * Whether `query` matches, read again `debounceMs` after the last resize event (E§9: the hero's
 * 500 ms, the parallax's 250 ms): a window being dragged wider re-lays a module out once, when the
 * dragging stops, not on every frame.
 */
export function useDebouncedMatch(query: string, debounceMs: number): boolean {
  const [matched, setMatched] = useState(() => mediaMatches(query));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMatched(mediaMatches(query)), debounceMs);
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
 * Whether the reader asks for reduced motion, read at each render: a change of the preference
 * renders again at once.
 */
export function useReducedMotion(): boolean {
  const [, renderAgain] = useState(0);
  useEffect(() => {
    const list = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION_QUERY) : null;
    const onChange = () => renderAgain((n) => n + 1);
    list?.addEventListener?.('change', onChange);
    return () => list?.removeEventListener?.('change', onChange);
  }, []);
  return prefersReducedMotion();
}
