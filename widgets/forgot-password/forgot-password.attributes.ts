import { num, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const forgotPasswordAttributes = {
  heading: text('', { doc: 'Heading of the form; default from the dictionary (ForgotPassword_Heading).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6.' }),
};
