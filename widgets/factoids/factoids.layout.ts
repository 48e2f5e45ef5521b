/**
 * The factoids' grid and type scale (E§9), declared once for the styles, the component and the tests.
 */

/**
 * E§9: the grid grows to its medium (at most 4 columns) and large (at most 5) layout at the content
 * kit's breakpoints; desktop starts with the large layout: slide-in delays apply from there.
 */
export { DESKTOP_QUERY, LARGE_MIN_PX, MEDIUM_MIN_PX } from '../../core/host/viewport.js';

/** E§9: the most columns per layout (one column below medium). */
export const MAX_COLUMNS = { medium: 4, large: 5 } as const;

/** E§9: the large text's size, in px, per title size. */
export const TITLE_SIZES = {
  huge: 196,
  xxlarge: 120,
  xlarge: 92,
  large: 76,
  medium: 52,
  small: 36,
} as const;
export type TitleSize = keyof typeof TITLE_SIZES;
export const TITLE_SIZE_NAMES = Object.keys(TITLE_SIZES) as TitleSize[];
