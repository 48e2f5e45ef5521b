import { useDebouncedMatch, useReducedMotion } from '../../core/host/viewport.js';
import { DESKTOP_QUERY, PARALLAX_RESIZE_DEBOUNCE_MS, parallaxOn } from './scrolly.layout.js';

/**
 * Whether the parallax runs: the desktop width read at first render and again
 * {@link PARALLAX_RESIZE_DEBOUNCE_MS} after the last resize event (E§9), so a window being dragged
 * wider switches it once, when the dragging stops; a change of the reduced-motion preference
 * switches it at once.
 */
export function useParallaxOn(): boolean {
  const desktop = useDebouncedMatch(DESKTOP_QUERY, PARALLAX_RESIZE_DEBOUNCE_MS);
  return parallaxOn({ desktop, reducedMotion: useReducedMotion() });
}
