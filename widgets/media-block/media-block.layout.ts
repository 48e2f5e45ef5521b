/**
 * The media block's layouts (D§2 "two-media and four-media blocks"), declared once for the
 * attribute, the component, the styles and the gallery's printed fallback.
 * - two: side by side from a tablet-wide viewport, stacked below it;
 * - four: two by two from a tablet-wide viewport, four across from a desktop-wide one, stacked on mobile.
 * The spec names no breakpoints: these are the site's tablet and desktop widths (the factoids' too).
 */
export const MEDIA_COUNTS = { two: 2, four: 4 } as const;
export type MediaLayout = keyof typeof MEDIA_COUNTS;
export const MEDIA_LAYOUTS = Object.keys(MEDIA_COUNTS) as MediaLayout[];

/**
 * From the medium width media sit side by side (below it they stack); from the large one a
 * four-media block shows its four media in one row (the content kit's breakpoints).
 */
export { LARGE_MIN_PX as ONE_ROW_MIN_PX, MEDIUM_MIN_PX as SIDE_BY_SIDE_MIN_PX } from '../../core/host/viewport.js';
