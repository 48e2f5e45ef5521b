import type { PartDocs } from '../../core/host/parts.js';
import { formParts } from '../../core/kits/form/index.js';

/** The parts of `<mck-reset-password>`, for `mck-reset-password::part(…)`; the form's own come from the form kit. */
export const resetPasswordParts = {
  ...formParts,
  base: 'The form, the invalid-link panel or the success panel.',
  heading: 'The heading.',
  'invalid-link': 'The invalid-link message (no token or uid in the URL, or the service refused the link).',
  'ask-again': 'The link to the forgot-password page in the invalid-link state.',
} satisfies PartDocs;
