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

/** From this viewport width (px) media sit side by side; below it they stack. */
export const SIDE_BY_SIDE_MIN_PX = 768;
/** From this viewport width (px) a four-media block shows its four media in one row. */
export const ONE_ROW_MIN_PX = 1180;
