/**
 * The story container's grid (E§2 Story container), declared once for the styles, the attributes
 * and the tests. "Left" and "right" are the inline start and end: a right-to-left page mirrors them.
 */

/** Below the medium width (the content kit's) the text and the media stack, in the order the CMS printed them. */
export { MEDIUM_MIN_PX as STACK_BELOW_PX, MEDIUM_QUERY as DESKTOP_QUERY } from '../../core/host/viewport.js';

/** The desktop grid's columns and the text column's share of them: 4/8 by default, 6/6 at 50. */
export const GRID_COLUMNS = 12;
export const TEXT_COLUMNS = { default: 4, half: 6 } as const;
/** E§2: desktopTextColumnWidth 50 makes the text column half the width (6/6). */
export const HALF_WIDTH = 50;

export const textColumnsFor = (desktopTextColumnWidth: number) =>
  desktopTextColumnWidth === HALF_WIDTH ? TEXT_COLUMNS.half : TEXT_COLUMNS.default;

/** E§3 Story item mediaPlacement. */
export const MEDIA_PLACEMENTS = ['left', 'right'] as const;
export type MediaPlacement = (typeof MEDIA_PLACEMENTS)[number];
