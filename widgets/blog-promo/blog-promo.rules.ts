/** D§3 "Blog promo" and D§9: the promo's defaults and choices, each declared once. */

/** D§9: the promo's default background, deep blue (the brand's ink colour). */
export const DEFAULT_BACKGROUND = '#051c2c';
/** D§9: the heading's default scale, H5. */
export const DEFAULT_HEADING_SCALE = 'h5';
export const HEADING_SCALES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export const DESCRIPTION_SCALES = ['large', 'medium', 'small'] as const;
/** D§3: align, default center. */
export const ALIGNMENTS = ['left', 'center', 'right'] as const;

/** D§4: hidden when hidePromoBar is set or there is no title. */
export const isPromoShown = (heading: string, hidePromoBar: boolean) => !hidePromoBar && heading.trim() !== '';

/**
 * D§4, D§6: the form container shows only to a reader without a session (and not while the
 * session is still being read, so a signed-in reader never sees it flash).
 */
export const showsForm = (signedIn: boolean, sessionPending: boolean) => !signedIn && !sessionPending;
