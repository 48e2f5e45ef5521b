import { editorParts, type PartDocs } from '../../core/host/parts.js';
import { registrationParts as kitParts } from '../../core/kits/registration/index.js';

/** The parts of `<mck-registration>`, for `mck-registration::part(…)`; the form's own come from the form and registration kits. */
export const registrationParts = {
  ...kitParts,
  base: 'The form.',
  heading: 'The heading.',
  intro: 'The text under the heading.',
  banner: 'The single-sign-on success banner.',
  ...editorParts,
} satisfies PartDocs;
