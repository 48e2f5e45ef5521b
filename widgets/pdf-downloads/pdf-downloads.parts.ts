import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-pdf-downloads>`, for `mck-pdf-downloads::part(…)`. */
export const pdfDownloadsParts = {
  base: 'The wrapper.',
  heading: 'The heading, when `heading` is set.',
  list: 'A list of PDFs (the full report; the other languages).',
  link: 'Each PDF\'s link.',
  meta: 'The page count or size after a PDF\'s name.',
  actions: 'The print and save buttons\' row.',
  action: 'The print and the save button.',
  ...editorParts,
} satisfies PartDocs;
