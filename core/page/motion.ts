/** Whether the reader asked for reduced motion (no autoplay, no animation, no smooth scrolling). */
export const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
