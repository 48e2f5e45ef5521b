/**
 * The public contract of `<mck-reset-password>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, num, text } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import { formParts } from '../../core/kits/form/index.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const resetPasswordAttributes = {
  heading: text('', { doc: 'Heading of the form; default from the dictionary (ResetPassword_Heading).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6.' }),
  forgotPasswordUrl: navigationUrl('', {
    doc: 'The forgot-password page, linked from the invalid-link state to ask for a new link; empty = no link. Checked like every navigation URL.',
  }),
};

/** The parts of `<mck-reset-password>`, for `mck-reset-password::part(…)`; the form's own come from the form kit. */
export const resetPasswordParts = /* @__PURE__ */ defineParts({
  base: 'The form, the invalid-link panel or the success panel.',
  heading: 'The heading.',
  'invalid-link': 'The invalid-link message (no token or uid in the URL, or the service refused the link).',
  'ask-again': 'The link to the forgot-password page in the invalid-link state.',
}, formParts);

/** Dictionary keys of `<mck-reset-password>` with their English defaults. */
export const resetPasswordStrings = defineStrings({
  ResetPassword_Heading: 'Choose a new password',
  ResetPassword_Password: 'New password',
  ResetPassword_Confirm: 'Confirm new password',
  ResetPassword_Submit: 'Save password',
  ResetPassword_Success: 'Your password has been changed and you are signed in.',
  ResetPassword_InvalidLink: 'This password reset link is invalid or has expired.',
  ResetPassword_AskAgain: 'Ask for a new link',
  ResetPassword_AccountGone: 'We could not find the account of this link.',
  ResetPassword_PasswordRefused: 'This password is not strong enough for your account. Please choose another.',
});
export const { t } = resetPasswordStrings;
