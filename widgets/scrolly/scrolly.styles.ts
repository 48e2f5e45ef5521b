import { DESKTOP_QUERY, GRID_COLUMNS, STEP_MIN_HEIGHT, TEXT_COLUMNS } from './scrolly.layout.js';

/**
 * Each step is a row: its text beside its media on desktop, the media sticky while the tall text
 * scrolls past; stacked below desktop. Columns are logical (column 1 is the inline start), so
 * right to left mirrors them. The page's fallback CSS (the examples' `<style>`) gives the printed
 * content these same boxes, so hydrating moves nothing. The active step and the parallax change
 * only opacity and transform: nothing moves in the layout while scrolling.
 */
export const scrollyStyles = `
:host { padding-block: var(--_space-5); }
/* A module without steps shows visitors nothing, and takes no room either. */
:host([data-steps="0"]) { padding-block: 0; }
:host([background="dark"]) { background: var(--_color-ink); color: var(--_color-surface); }
.scrolly { display: grid; gap: var(--_space-5); grid-column: 1 / -1; }
/* The page's fallback CSS makes the host a grid: what renders spans all of it, the error state too. */
.mck-error { grid-column: 1 / -1; }
.step { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_space-5); align-items: start; }
.text, .media { min-width: 0; }
/* Its own formatting context, as the fallback's grid item is: its children's margins stay inside. */
::slotted(*) { margin: 0; display: flow-root; }
.frame { transition: opacity var(--_transition-speed) ease-out; }
@media ${DESKTOP_QUERY} {
  .step { grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr)); column-gap: var(--_space-4); }
  .text, .media { grid-row: 1; }
  .text { grid-column: 1 / span ${TEXT_COLUMNS}; }
  .media { grid-column: ${TEXT_COLUMNS + 1} / -1; position: sticky; top: 0; }
  .text-right .text { grid-column: ${GRID_COLUMNS - TEXT_COLUMNS + 1} / -1; }
  .text-right .media { grid-column: 1 / span ${GRID_COLUMNS - TEXT_COLUMNS}; }
  /* Tall enough for its media to stay while it scrolls past: a step without media (yet) takes only its text's room. */
  .with-media ::slotted([slot^="text-"]) { min-height: ${STEP_MIN_HEIGHT}; }
  /* The steps not being read fade back; the one being read shows fully. */
  .scrolly.started .step:not(.active) .frame { opacity: 0.35; }
  /* A scroll-driven animation: the browser moves the media slower than the page, no script runs. */
  .scrolly.parallax .frame { animation: mck-scrolly-parallax linear both; animation-timeline: view(); }
}
@keyframes mck-scrolly-parallax { from { transform: translateY(6%); } to { transform: translateY(-6%); } }
`;
