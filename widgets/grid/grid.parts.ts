import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-grid>`, for `mck-grid::part(…)`. The cards are the CMS's elements: style them as such. */
export const gridParts = {
  base: 'The grid that lays the cards out (or, in editor mode, the empty grid\'s placeholder).',
  ...editorParts,
} satisfies PartDocs;
