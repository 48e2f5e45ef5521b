import { editorParts, type PartDocs } from '../../core/host/parts.js';
import { contactFormParts } from '../../core/kits/contact-form/index.js';

/** The parts of `<mck-form>`, for `mck-form::part(…)`. */
export const formParts = {
  base: 'The section around the heading and the form.',
  heading: 'The heading.',
  ...contactFormParts,
  ...editorParts,
} satisfies PartDocs;
