import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-table>`, for `mck-table::part(…)`. */
export const tableParts = {
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
  ...editorParts,
} satisfies PartDocs;
