import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-pull-quote>`, for `mck-pull-quote::part(…)`. */
export const pullQuoteParts = {
  base: 'The figure around quote, citation and call to action.',
  quote: 'The blockquote holding the quote text the CMS printed.',
  mark: 'The opening and the closing quotation mark (decorative, hidden from screen readers).',
  citation: 'The citation under the quote.',
  cta: 'The call-to-action link.',
  ...editorParts,
} satisfies PartDocs;
