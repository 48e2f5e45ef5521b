import type { PartDocs } from '../../host/parts.js';

/** Parts the form kit's components render; a widget using them spreads these into its parts. */
export const formParts = {
  field: 'Each field: label, hint, message and input.',
  label: "A field's label.",
  input: "A field's input.",
  'field-error': "A field's error message.",
  'error-summary': 'The list of errors shown after a refused submit, linking to each field.',
  'error-message': 'The failure message after a failed submit.',
  'success-message': 'The message after a successful submit.',
  captcha: 'The captcha, when the form has one.',
  submit: 'The submit button.',
} as const satisfies PartDocs;
