/**
 * The table's choices (E§3 Table module: lineRuling, mobileLayout) and the width below which the
 * mobile layout applies, declared once.
 */

/** E§3 lineRuling: the borders between cells. */
export const LINE_RULINGS = ['rows', 'all', 'none'] as const;
export type LineRuling = (typeof LINE_RULINGS)[number];

/**
 * E§3 mobileLayout, below {@link MOBILE_QUERY}: `scroll` keeps the table and scrolls it sideways
 * (zoom out fits it to the width); `stacked` shows each row as a block of its cells; `mobile-body`
 * shows the CMS's mobile table (`slot="mobile"`, E§3 mobileBody) instead of the desktop one.
 */
export const MOBILE_LAYOUTS = ['scroll', 'stacked', 'mobile-body'] as const;
export type MobileLayout = (typeof MOBILE_LAYOUTS)[number];

/** Narrower windows than the site's medium breakpoint get the mobile layout. */
export { MOBILE_QUERY } from '../../core/host/viewport.js';
