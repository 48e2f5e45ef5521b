import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-account-menu>` with their English defaults. */
export const accountMenuStrings = defineStrings({
  AccountMenu_Label: 'Account',
  AccountMenu_Profile: 'Profile',
  AccountMenu_EmailSubscriptions: 'Email subscriptions',
  AccountMenu_SavedArticles: 'Saved articles',
  AccountMenu_SignIn: 'Sign in',
});
export const { t } = accountMenuStrings;
