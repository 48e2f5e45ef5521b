import { defineStrings } from '../../text/i18n.js';

/** Dictionary keys of the social-login kit with their English defaults. */
export const socialLoginStrings = defineStrings({
  /** After a social sign-in whose email an account has, without that provider linked. */
  SocialLogin_LinkRequired: 'An account already uses {email}. To sign in to it with {provider}, open the link we have emailed to that address, then continue with {provider} again. Or sign in with your password.',
  SocialLogin_Close: 'Close',
});
export const { t } = socialLoginStrings;
