/**
 * The five-fifty story's constants (D§9) and sizes, declared once for the attributes, the styles,
 * the scroll arithmetic, the gallery's fallback CSS and the tests.
 */

/** D§9 "scroll scale factor 2": on desktop the story moves one pixel sideways per two pixels of page scroll. */
export const SCROLL_SCALE_FACTOR = 2;

/** D§9 "header offset 60 px": the site header's height; the pinned story sits right under it. */
export const HEADER_OFFSET_PX = 60;

/**
 * Heights of the tab bar above the panels (desktop) and of the arrows-and-bullets row under them
 * (mobile and tablet): fixed, so a template's fallback CSS reserves the same boxes.
 */
export const TAB_BAR_REM = 3.5;
export const CONTROLS_REM = 3.5;

/**
 * A window dragged across the desktop breakpoint (1180 px, the content kit's) switches layouts
 * once, this long after the last resize event, not on every frame.
 */
export const RELAYOUT_DEBOUNCE_MS = 150;

/**
 * Set on `<html>` while a five-fifty story is on the page, to the kind of the active tab (`hero`,
 * `story` or `related`): the page template's CSS makes its header fixed or transparent in the
 * story and shows its footer only on the related-articles tab (D§4). The widget does not know
 * the page's header and footer; the template does.
 */
export const PAGE_STATE_ATTR = 'data-mck-five-fifty';
