import type { PartDocs } from '../../core/host/parts.js';
import { formParts } from '../../core/kits/form/index.js';

/** The parts of `<mck-forgot-password>`, for `mck-forgot-password::part(…)`; the form's own come from the form kit. */
export const forgotPasswordParts = {
  ...formParts,
  base: 'The form, or the success panel.',
  heading: 'The heading.',
} satisfies PartDocs;
