import { DESKTOP_QUERY, GRID_COLUMNS, TEXT_COLUMNS } from './story-container.layout.js';

/** The desktop columns of one text width: the text beside the media, on the media's other side. */
const columns = (selector: string, text: number) => `
${selector} .text { grid-column: ${GRID_COLUMNS - text + 1} / -1; }
${selector} .media { grid-column: 1 / span ${GRID_COLUMNS - text}; }
${selector} .media-right .text { grid-column: 1 / span ${text}; }
${selector} .media-right .media { grid-column: ${text + 1} / -1; }`;

/**
 * A grid in logical terms: column 1 is the inline start, so "left" and "right" mirror on a
 * right-to-left page. The text and media stay in the CMS's order (text first) for screen readers
 * and stacked layouts; only their columns change. The page's fallback CSS (the examples'
 * `<style>`) gives the printed content these same boxes, so hydrating moves nothing.
 */
export const storyContainerStyles = `
:host { padding-block: var(--_space-5); }
:host([collapse-top-space]:not([collapse-top-space="false"])) { padding-block-start: 0; }
:host([collapse-bottom-space]:not([collapse-bottom-space="false"])) { padding-block-end: 0; }
.story { display: grid; gap: var(--_space-5); grid-column: 1 / -1; }
/* The page's fallback CSS makes the host a grid: what renders spans all of it, the error state too. */
.mck-error { grid-column: 1 / -1; }
.item { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_space-5); align-items: start; }
.text, .media { min-width: 0; }
/* Its own formatting context, as the fallback's grid item is: its children's margins stay inside
   it in both. (The page's fallback rules place it in the host's grid; here they place nothing.) */
::slotted(*) { margin: 0; display: flow-root; }
@media ${DESKTOP_QUERY} {
  .item { grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr)); column-gap: var(--_space-4); }
  .text, .media { grid-row: 1; }
  ${columns('.story', TEXT_COLUMNS.default)}
  ${columns('.story.half', TEXT_COLUMNS.half)}
}
`;
