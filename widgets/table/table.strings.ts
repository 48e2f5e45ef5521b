import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-table>` with their English defaults: zoom, the region's name, the colour legend's name. */
export const tableStrings = defineStrings({
  Table_ZoomIn: 'Zoom in',
  Table_ZoomOut: 'Zoom out',
  Table_Region: 'Table',
  Table_ColorLegend: 'Colour legend',
});
export const { t } = tableStrings;
