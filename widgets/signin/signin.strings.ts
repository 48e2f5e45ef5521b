import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-signin>` with their English defaults. */
export const signinStrings = defineStrings({
  SignIn_Heading: 'Sign in',
  SignIn_Username: 'Email address',
  SignIn_Password: 'Password',
  SignIn_Submit: 'Sign in',
  SignIn_InvalidCredentials: 'The email address or password you entered is incorrect.',
  SignIn_AccountLocked: 'Your account is locked. Try again later.',
  SignIn_SignedInAs: 'Signed in as {name}',
  SignIn_SignOut: 'Sign out',
});
export const { t } = signinStrings;
