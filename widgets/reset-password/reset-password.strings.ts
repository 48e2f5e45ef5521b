import { defineStrings } from '../../core/text/i18n.js';

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
