import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-signup>` with their English defaults. */
export const signupStrings = defineStrings({
  Signup_Heading: 'Create your account',
  Signup_Submit: 'Create account',
  Signup_HaveAccount: 'Already have an account?',
  Signup_SignIn: 'Sign in',
});
export const { t } = signupStrings;
