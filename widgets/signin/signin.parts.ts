import type { PartDocs } from '../../core/host/parts.js';
import { formParts } from '../../core/kits/form/index.js';

/** The parts of `<mck-signin>`, for `mck-signin::part(…)`; the form's own come from the form kit. */
export const signinParts = {
  ...formParts,
  base: 'The form, or the signed-in panel.',
  status: '"Signed in as …".',
  'sign-out': 'The sign-out button.',
} satisfies PartDocs;
