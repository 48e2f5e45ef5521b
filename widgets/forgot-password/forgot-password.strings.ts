import { defineStrings } from '../../core/text/i18n.js';

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
