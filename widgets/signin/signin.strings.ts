import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-signin>` with their English defaults. */
export const signinStrings = defineStrings({
  SignIn_Heading: 'Sign in',
  SignIn_Username: 'Email address',
  SignIn_Password: 'Password',
  SignIn_Submit: 'Sign in',
  SignIn_InvalidCredentials: 'The email address or password you entered is incorrect.',
  SignIn_AccountLocked: 'Your account is locked. Try again later.',
  SignIn_AccountLockedFor: 'Your account is locked after too many failed sign-ins. Try again in {minutes} min.',
  SignIn_SignedInAs: 'Signed in as {name}',
  SignIn_SignOut: 'Sign out',
  SignIn_SocialHeading: 'Or sign in with',
  SignIn_WithProvider: 'Continue with {provider}',
  SignIn_SocialCancelled: 'Sign-in with the provider was cancelled.',
  SignIn_SocialFailed: 'Signing in with the provider did not work. Please try again.',
  SignIn_CreateAccount: 'Create an account',
  SignIn_NoAccount: 'New here?',
});
export const { t } = signinStrings;
