import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-registration-rail>`, for `mck-registration-rail::part(…)`; the nested forms have their own. */
export const registrationRailParts = {
  base: 'The rail: heading, description and the form or offer of its state.',
  heading: 'The heading.',
  description: 'The description under the heading.',
  form: 'The box holding the nested <mck-signup> or <mck-signin>.',
  subscribe: 'The one-click "Subscribe" button of a signed-in reader.',
  'error-message': 'The message when subscribing failed.',
  'profile-link': 'The link to the profile page (profile variant).',
  ...editorParts,
} satisfies PartDocs;
