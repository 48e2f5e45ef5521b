/**
 * The scrolly-telling layout's constants (E§4, E§9), declared once for the styles, the component
 * and the tests. "Left" and "right" are the inline start and end: a right-to-left page mirrors them.
 */

/** From the desktop width (the content kit's) the text and media sit side by side and parallax may run (E§4: desktop only). */
export { DESKTOP_QUERY, LARGE_MIN_PX as DESKTOP_MIN_PX } from '../../core/host/viewport.js';

/** E§9: the resize debounce of the parallax, in ms. */
export const PARALLAX_RESIZE_DEBOUNCE_MS = 250;

/** The desktop grid: the text takes 5 of 12 columns, the media the other 7. */
export const GRID_COLUMNS = 12;
export const TEXT_COLUMNS = 5;

/** How tall each step's text is on desktop, so the media stays (sticky) while it scrolls past. */
export const STEP_MIN_HEIGHT = '80vh';

/**
 * A step is active while it crosses the middle of the viewport: the observer's root shrunk to a
 * line there. IntersectionObserver, not a scroll handler: no layout read while scrolling.
 */
export const ACTIVE_LINE_MARGIN = '-50% 0px -50% 0px';

/** E§3 Scrolly item text placement and background. */
export const TEXT_PLACEMENTS = ['left', 'right'] as const;
export const BACKGROUNDS = ['light', 'dark'] as const;

/** Parallax runs only at desktop width and never under reduced motion (E§4). */
export const parallaxOn = ({ desktop, reducedMotion }: { desktop: boolean; reducedMotion: boolean }) => desktop && !reducedMotion;
