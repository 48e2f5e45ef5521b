import { array, object, pattern, string, type Infer } from 'superstruct';
import { json, oneOf, text } from '../../core/host/attributes.js';
import { LINE_RULINGS, MOBILE_LAYOUTS } from './table.layout.js';

/** One entry of the colour legend (E§3 legendItems): a colour (#rgb or #rrggbb, nothing else reaches the CSS) and its label. */
export const LegendItem = object({ color: pattern(string(), /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i), label: string() });
export type LegendItem = Infer<typeof LegendItem>;

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * title, the table, the source and the notes are what the CMS prints inside the tag.
 */
export const tableAttributes = {
  legendItems: json(array(LegendItem), [], {
    type: '{ color: string; label: string }[]',
    doc: 'E§3 legendItems, the colour legend, JSON: `[{"color":"#2251ff","label":"Growth"}]`; colours are #rgb or #rrggbb.',
  }),
  dataLegend: text('', { doc: 'E§3 dataLegend: the legend under the table, an HTML string (sanitised before it is shown).' }),
  lineRuling: oneOf(LINE_RULINGS, 'rows', { doc: 'E§3 lineRuling, the borders between cells: `rows`, `all` or `none`.' }),
  mobileLayout: oneOf(MOBILE_LAYOUTS, 'scroll', {
    doc: 'E§3 mobileLayout below 768 px: `scroll` (sideways, with zoom), `stacked` (each row a block) or `mobile-body` (the CMS\'s `<table slot="mobile">` instead).',
  }),
};
