import { MEDIUM_QUERY, MOBILE_QUERY } from '../../core/host/viewport.js';
import { listStyles } from '../../core/kits/list/index.js';
/**
 * Wide screens (768 px and up) show the filter groups side by side and 2, 3 or 4 cards a row
 * (the `columns` attribute, D§2); narrow ones stack, the filter groups folded behind their button
 * until it opens them. Cards have one height, so pages of events add whole rows. Logical
 * properties: the layout mirrors in right-to-left pages.
 */
export const careersEventsStyles = listStyles + `
/* Positioned: what the list places absolutely (screen-reader-only text) stays in the box that
   scrolls it, rather than lengthening the page below. */
:host { display: block; position: relative; }
.heading { font-family: var(--_font-family); margin: 0 0 var(--_space-3); font-size: var(--_font-size-2xl); line-height: 1.25; }
.careers-events { font-family: var(--_font-family-ui); }
.filters { display: grid; gap: var(--_space-3); margin-block-end: var(--_space-3); }
@media ${MEDIUM_QUERY} { .filters { grid-template-columns: repeat(3, 1fr); } }
.filters-toggle { display: none; }
@media ${MOBILE_QUERY} {
  .filters-toggle { display: inline-flex; align-items: center; gap: var(--_space-2); margin-block-end: var(--_space-3); padding: var(--_space-2) var(--_space-3); border: 1px solid var(--_color-muted); border-radius: var(--_radius); background: var(--_color-surface); color: var(--_color-ink); font-weight: 600; cursor: pointer; }
  .filters:not([data-open]) { display: none; }
}
.group { margin: 0; padding: var(--_space-2) var(--_space-3); border: 1px solid var(--_color-muted); border-radius: var(--_radius); }
.group legend { font-weight: 600; padding-inline: var(--_space-1); }
.option { display: flex; align-items: center; gap: var(--_space-2); padding-block: 2px; cursor: pointer; }
.option input { inline-size: 1.125rem; block-size: 1.125rem; accent-color: var(--_color-accent); }
.controls { display: flex; flex-wrap: wrap; align-items: end; gap: var(--_space-3); margin-block-end: var(--_space-3); }
.control { display: flex; flex-direction: column; gap: var(--_space-1); font-size: var(--_font-size-sm); font-weight: 600; }
.control select, .control input { font: var(--_font-size-md)/1.25 var(--_font-family-ui); padding: var(--_space-1) var(--_space-2); border: 1px solid var(--_color-muted); border-radius: var(--_radius); background: var(--_color-surface); color: var(--_color-ink); }
.range { margin: 0; min-block-size: 1.5rem; color: var(--_color-muted); }
.applied { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); margin-block-end: var(--_space-3); }
.tags { display: flex; flex-wrap: wrap; gap: var(--_space-2); margin: 0; padding: 0; list-style: none; }
.tag { border: 1px solid var(--_color-accent); border-radius: 999px; background: var(--_color-surface); color: var(--_color-ink); padding: var(--_space-1) var(--_space-3); font: inherit; cursor: pointer; }
.link { border: 0; background: none; color: var(--_color-accent); text-decoration: underline; font: inherit; cursor: pointer; padding: var(--_space-1); }
.mck-list-count { margin: 0 0 var(--_space-2); min-block-size: 1.5rem; color: var(--_color-muted); }
.cards { display: grid; grid-template-columns: 1fr; grid-auto-rows: 30rem; gap: var(--_space-4); margin: 0; padding: 0; list-style: none; }
@media ${MEDIUM_QUERY} {
  .columns-2up .cards { grid-template-columns: repeat(2, 1fr); }
  .columns-3up .cards { grid-template-columns: repeat(3, 1fr); }
  .columns-4up .cards { grid-template-columns: repeat(4, 1fr); }
}
.card { display: flex; flex-direction: column; gap: var(--_space-2); overflow: hidden; min-inline-size: 0; }
.image { display: block; inline-size: 100%; block-size: 10rem; object-fit: cover; background: var(--_color-subtle); }
.meta { margin: 0; font-size: var(--_font-size-xs); font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: var(--_color-muted); }
.title { margin: 0; font-family: var(--_font-family); font-size: var(--_font-size-xl); line-height: 1.3; }
.date { margin: 0; font-size: var(--_font-size-sm); color: var(--_color-muted); }
.description { margin: 0; line-height: 1.5; }
.ctas { margin: auto 0 0; }
.cta { color: var(--_color-accent); font-weight: 600; }
/* Room under "View more" too: the button never sits against the box's edge or what follows. */
.more { min-block-size: 3.5rem; padding-block: var(--_space-3) var(--_space-4); }
:is(.tag, .link, .cta, .mck-load-more-button, select, input):focus-visible { outline: 2px solid var(--_color-focus); outline-offset: 2px; }
`;
