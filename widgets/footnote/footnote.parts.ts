import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-footnote>`, for `mck-footnote::part(…)`. */
export const footnoteParts = {
  base: 'The wrapper around marker and note.',
  marker: 'The button holding the marker the CMS printed.',
  note: 'The note that opens beside the marker.',
  ...editorParts,
} satisfies PartDocs;
