import { navigationUrl, num, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const resetPasswordAttributes = {
  heading: text('', { doc: 'Heading of the form; default from the dictionary (ResetPassword_Heading).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6.' }),
  forgotPasswordUrl: navigationUrl('', {
    doc: 'The forgot-password page, linked from the invalid-link state to ask for a new link; empty = no link. Checked like every navigation URL.',
  }),
};
