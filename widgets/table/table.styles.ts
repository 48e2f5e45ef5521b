/*
 * The CMS's title, table, source and notes are slotted; their cells get their look from the rules
 * the widget adopts into the page (table.cells.ts). The region scrolls sideways when the table is
 * wider than it; zoomed out, the scaler's CSS `zoom` fits the table to it (layout shrinks too, so
 * nothing below is left at the unzoomed height). The gallery's fallback style gives the unhydrated
 * tag the same boxes.
 */
export const tableStyles = `
:host { display: block; font-family: var(--_font-family-ui); line-height: 1.5; }
.table { display: grid; gap: var(--_space-3); margin: 0; min-width: 0; }
.header { display: grid; gap: var(--_space-3); }
::slotted(*) { margin: 0; }
::slotted([slot="eyebrow"]) { font-size: var(--_font-size-sm); font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; }
::slotted([slot="title"]) { font-family: var(--_font-family); font-weight: 400; font-size: var(--_font-size-2xl); line-height: 1.2; }
::slotted([slot="source"]), ::slotted([slot="notes"]) { font-size: var(--_font-size-sm); color: var(--_color-muted); }
.toolbar { display: flex; align-items: center; gap: var(--_space-3); }
.zoom { margin-inline-start: auto; }
.zoom {
  min-height: 2.75rem; padding: var(--_space-2) var(--_space-4); border-radius: var(--_radius); cursor: pointer; font: inherit; font-weight: 600;
  border: 2px solid var(--_color-accent); background: transparent; color: var(--_color-accent);
}
.zoom[aria-pressed="true"] { background: var(--_color-accent); color: var(--_color-accent-ink); }
.region { overflow-x: auto; min-width: 0; }
.scaler { width: max-content; min-width: 100%; }
.color-legend { display: flex; flex-wrap: wrap; gap: var(--_space-2) var(--_space-4); margin: 0; padding: 0; list-style: none; font-size: var(--_font-size-sm); }
.color-legend li { display: inline-flex; align-items: center; gap: var(--_space-2); }
.swatch { display: inline-block; width: 1rem; height: 1rem; border-radius: 2px; }
.legend { font-size: var(--_font-size-sm); }
.legend > :first-child { margin-top: 0; }
.legend > :last-child { margin-bottom: 0; }
`;
