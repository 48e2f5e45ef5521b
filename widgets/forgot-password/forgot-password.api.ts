/**
 * The public contract of `<mck-forgot-password>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { num, text } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import { formParts } from '../../core/kits/form/index.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const forgotPasswordAttributes = {
  heading: text('', { doc: 'Heading of the form; default from the dictionary (ForgotPassword_Heading).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6.' }),
};

/** The parts of `<mck-forgot-password>`, for `mck-forgot-password::part(…)`; the form's own come from the form kit. */
export const forgotPasswordParts = /* @__PURE__ */ defineParts({
  base: 'The form, or the success panel.',
  heading: 'The heading.',
}, formParts);

/** Dictionary keys of `<mck-forgot-password>` with their English defaults. */
export const forgotPasswordStrings = defineStrings({
  ForgotPassword_Heading: 'Forgot your password?',
  ForgotPassword_Intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  ForgotPassword_Email: 'Email address',
  ForgotPassword_Submit: 'Send reset link',
  ForgotPassword_Success: 'If an account uses this address, a link to reset its password is on its way. Check your inbox.',
  ForgotPassword_SubmitError: 'We could not send the reset link. Please try again.',
});
export const { t } = forgotPasswordStrings;
