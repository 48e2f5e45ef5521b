import { LARGE_MIN_PX as ONE_ROW_MIN_PX, MEDIUM_MIN_PX as SIDE_BY_SIDE_MIN_PX } from '../../core/host/viewport.js';

/**
 * From the medium width media sit side by side (below it they stack); from the large one a
 * four-media block shows its four media in one row (the content kit's breakpoints).
 */
export { ONE_ROW_MIN_PX, SIDE_BY_SIDE_MIN_PX };

/*
 * The host is the grid and the wrapper is `display: contents` (so is the slot): the CMS's figures
 * are the grid's cells from the element's upgrade on, and a template's CSS for the printed block
 * (the gallery's `<style>`) gives the same boxes before it, so hydrating moves nothing. The figures'
 * own margins go (a page's CSS still wins over `::slotted`). Columns follow the writing direction,
 * so right to left needs nothing of its own. Nothing moves, so there is no motion to reduce.
 */
export const mediaBlockStyles = `
:host { display: grid; gap: var(--_space-4); grid-template-columns: minmax(0, 1fr); }
@media (min-width: ${SIDE_BY_SIDE_MIN_PX}px) { :host { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: ${ONE_ROW_MIN_PX}px) { :host([layout="four"]) { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.media-block { display: contents; }
::slotted(*) { margin: 0; min-width: 0; }
.missing { display: grid; place-items: center; min-height: 8rem; border: 1px dashed var(--_color-line); }
`;
