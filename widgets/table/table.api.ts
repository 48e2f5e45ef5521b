/**
 * The public contract of `<mck-table>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { array, type Infer, object, pattern, string } from 'superstruct';
import { json, oneOf, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** E§3 lineRuling: the borders between cells. */
export const LINE_RULINGS = ['rows', 'all', 'none'] as const;
export type LineRuling = (typeof LINE_RULINGS)[number];

/**
 * E§3 mobileLayout, below the site's medium breakpoint (`MOBILE_QUERY`): `scroll` keeps the table
 * and scrolls it sideways (zoom out fits it to the width); `stacked` shows each row as a block of
 * its cells; `mobile-body` shows the CMS's mobile table (`slot="mobile"`, E§3 mobileBody) instead
 * of the desktop one.
 */
export const MOBILE_LAYOUTS = ['scroll', 'stacked', 'mobile-body'] as const;
export type MobileLayout = (typeof MOBILE_LAYOUTS)[number];

/** One entry of the colour legend (E§3 legendItems): a colour (#rgb or #rrggbb, nothing else reaches the CSS) and its label. */
export const LegendItem = object({ color: pattern(string(), /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i), label: string() });
export type LegendItem = Infer<typeof LegendItem>;

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * title, the table, the source and the notes are what the CMS prints inside the tag.
 */
export const tableAttributes = {
  legendItems: json(array(LegendItem), [], {
    doc: 'E§3 legendItems, the colour legend, JSON: `[{"color":"#2251ff","label":"Growth"}]`; colours are #rgb or #rrggbb.',
  }),
  dataLegend: text('', { doc: 'E§3 dataLegend: the legend under the table, an HTML string (sanitised before it is shown).' }),
  lineRuling: oneOf(LINE_RULINGS, 'rows', { doc: 'E§3 lineRuling, the borders between cells: `rows`, `all` or `none`.' }),
  mobileLayout: oneOf(MOBILE_LAYOUTS, 'scroll', {
    doc: 'E§3 mobileLayout below 768 px: `scroll` (sideways, with zoom), `stacked` (each row a block) or `mobile-body` (the CMS\'s `<table slot="mobile">` instead).',
  }),
};

/** The parts of `<mck-table>`, for `mck-table::part(…)`. */
export const tableParts = /* @__PURE__ */ defineParts({
  base: 'The figure around the whole module.',
  header: 'The box holding the eyebrow, title and description the CMS printed.',
  toolbar: 'The row holding the zoom button.',
  zoom: 'The zoom in / zoom out button.',
  region: 'The scrollable, focusable region holding the table.',
  'color-legend': 'The colour legend list.',
  swatch: 'The colour square of a colour-legend entry.',
  legend: 'The data legend (sanitised HTML).',
  source: 'The box holding the source.',
  notes: 'The box holding the notes and footnotes.',
}, editorParts);

/** What `<mck-table>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface TableEvents {
  /** The reader zoomed the table out (fit to width) or in (its own width). On the element; bubbles, composed. */
  'mck-table-zoom': { zoomedOut: boolean };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<TableEvents> {}
}

/** Dictionary keys of `<mck-table>` with their English defaults: zoom, the region's name, the colour legend's name. */
export const tableStrings = defineStrings({
  Table_ZoomIn: 'Zoom in',
  Table_ZoomOut: 'Zoom out',
  Table_Region: 'Table',
  Table_ColorLegend: 'Colour legend',
});
export const { t } = tableStrings;
