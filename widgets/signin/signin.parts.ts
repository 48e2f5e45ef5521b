import type { PartDocs } from '../../core/host/parts.js';
import { formParts } from '../../core/kits/form/index.js';

/** The parts of `<mck-signin>`, for `mck-signin::part(…)`; the form's own come from the form kit. */
export const signinParts = {
  ...formParts,
  base: 'The form, or the signed-in panel.',
  status: '"Signed in as …".',
  'sign-out': 'The sign-out button.',
  lock: 'The locked-account message (with `error-message`).',
  social: 'The social login group: its heading and buttons.',
  'social-button': 'One "Continue with …" button.',
  'social-message': 'What came of a social sign-in that did not sign in (cancelled, failed).',
  switch: 'The "Create an account" link.',
} satisfies PartDocs;
