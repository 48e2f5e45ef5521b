import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Table } from './table.js';
import { tableAttributes } from './table.api.js';
import { tableStyles } from './table.styles.js';

/**
 * A data table in an article (E§2 "Table module", E§3, E§6, E§9): the eyebrow, title,
 * description, `<table>`, source and notes the CMS printed inside the tag, with a colour legend
 * and a data legend from attributes, the borders the editor chose, a mobile layout (scroll
 * sideways, stacked rows, or the CMS's own mobile table), and a zoom button: zoomed out, a table
 * wider than the column is scaled to fit it (measured 300 ms after the zoom or a resize).
 *
 * The table is the CMS's own markup, shown through a slot (nothing is copied or re-rendered), so
 * the page reads the same before and without JavaScript and hydrating moves nothing. The data
 * legend is an HTML string: it is sanitised before it is shown.
 *
 * Keyboard: Tab reaches the zoom button (Enter or Space zooms) and then the table's region, which
 * the arrow keys scroll sideways.
 *
 * Screen readers: a figure holding the CMS's own table, read as printed; the scrollable box around
 * it is a focusable region named by the title, else "Table". The colour legend is a list named
 * "Colour legend" (the swatches are empty boxes: the labels carry the meaning). The zoom button
 * reads "Zoom out" or "Zoom in", aria-pressed when zoomed out.
 *
 * @tagname mck-table
 * @summary A data table with legends, source, notes, borders, mobile layouts and zoom.
 *
 * @slot - The table (`<table>`, E§3 body).
 * @slot mobile - The mobile table (`<table slot="mobile">`, E§3 mobileBody), shown below 768 px with `mobile-layout="mobile-body"`.
 * @slot eyebrow - The eyebrow.
 * @slot title - The title; its text also names the scrollable region.
 * @slot description - The description.
 * @slot source - The source line.
 * @slot notes - The notes and footnotes.
 *
 * @cssprop --mck-color-accent - Zoom button colour.
 */
export class TableElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Table,
  attributes: tableAttributes,
  styles: tableStyles,
}) {}

registerWidget(TableElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-table': TableElement;
  }
}
