import { editorParts, type PartDocs } from '../../core/host/parts.js';
import { registrationParts } from '../../core/kits/registration/index.js';

/** The parts of `<mck-signup>`, for `mck-signup::part(…)`; the form's own come from the form and registration kits. */
export const signupParts = {
  ...registrationParts,
  base: 'The form.',
  heading: 'The heading.',
  'switch-text': 'The "Already have an account?" line.',
  'switch-link': 'The "Sign in" link.',
  ...editorParts,
} satisfies PartDocs;
