import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../core/page/motion.js';
import { DESKTOP_QUERY, PARALLAX_RESIZE_DEBOUNCE_MS, parallaxOn } from './scrolly.layout.js';

const desktop = () => typeof matchMedia === 'function' && matchMedia(DESKTOP_QUERY).matches;
const currentParallax = () => parallaxOn({ desktop: desktop(), reducedMotion: prefersReducedMotion() });

/**
 * Whether the parallax runs: read at first render and again {@link PARALLAX_RESIZE_DEBOUNCE_MS}
 * after the last resize event (E§9), so a window being dragged wider switches it once, when the
 * dragging stops. A change of the reduced-motion preference switches it at once.
 */
export function useParallaxOn(): boolean {
  const [on, setOn] = useState(currentParallax);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setOn(currentParallax()), PARALLAX_RESIZE_DEBOUNCE_MS);
    };
    const motion = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
    const onMotion = () => setOn(currentParallax());
    addEventListener('resize', onResize);
    motion?.addEventListener?.('change', onMotion);
    return () => {
      removeEventListener('resize', onResize);
      motion?.removeEventListener?.('change', onMotion);
      clearTimeout(timer);
    };
  }, []);
  return on;
}
