/**
 * A§4 and A§9: which sticky variant shows, from where the in-page bar is. Hidden while the in-page
 * bar is in view and until it is more than half a viewport away; sticky-default beyond that;
 * beyond a full viewport, sticky-minimal-top when the in-page bar is above the viewport (the reader
 * scrolled past it) and sticky-minimal when it is below (not reached yet).
 */
export type StickyVariant = 'hidden' | 'sticky-default' | 'sticky-minimal' | 'sticky-minimal-top';

/** A§9: the thresholds, as fractions of the viewport height. */
export const DEFAULT_THRESHOLD = 0.5;
export const MINIMAL_THRESHOLD = 1;

/** `top` and `bottom` of the in-page bar relative to the viewport (getBoundingClientRect), and the viewport height. */
export function stickyVariant(bar: { top: number; bottom: number }, viewportHeight: number): StickyVariant {
  const above = bar.bottom < 0;
  const below = bar.top > viewportHeight;
  if (!above && !below) return 'hidden'; // in view
  const distance = above ? -bar.bottom : bar.top - viewportHeight;
  if (distance > MINIMAL_THRESHOLD * viewportHeight) return above ? 'sticky-minimal-top' : 'sticky-minimal';
  if (distance > DEFAULT_THRESHOLD * viewportHeight) return 'sticky-default';
  return 'hidden';
}
