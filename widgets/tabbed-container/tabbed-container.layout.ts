/**
 * The tabbed container's layout choices (E§2, E§3 Tabbed container) and sizes, declared once for
 * the attributes, the styles, the component, the gallery's fallback CSS and the tests.
 */

/** tabAlignment: the tabs start at the inline start or are centred. */
export const TAB_ALIGNMENTS = ['left', 'center'] as const;
/** tabWidth: each tab as wide as its label, or all tabs sharing the row equally. */
export const TAB_WIDTHS = ['autosize', 'consistent'] as const;
/** mobileRendering: on mobile keep the tabs, or replace them with a native select (the dropdown layout). */
export const MOBILE_RENDERINGS = ['tabs', 'dropdown'] as const;


/**
 * The tab row's (and the select's) fixed height, in rem: a fixed height lets the CMS template's
 * fallback reserve the same box before the widget renders, so hydrating moves nothing.
 */
export const TAB_ROW_REM = 3;
