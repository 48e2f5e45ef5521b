/**
 * The public contract of `<mck-account-menu>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import { defineStrings } from '../../core/text/i18n.js';

export const accountMenuAttributes = {
  accountPath: navigationUrl('/my-account', { doc: 'Base path of the account pages (on this site or an origin the page config allows).' }),
  signinHref: navigationUrl('#signin/', { doc: 'Where the sign-in link goes when nobody is signed in (on this site or an allowed origin).' }),
};

/** The parts of `<mck-account-menu>`, for `mck-account-menu::part(…)`. */
export const accountMenuParts = /* @__PURE__ */ defineParts({
  base: 'The navigation.',
  name: "The reader's name.",
  link: 'Each account link.',
  'signin-link': 'The sign-in link shown when signed out.',
});

/** Dictionary keys of `<mck-account-menu>` with their English defaults. */
export const accountMenuStrings = defineStrings({
  AccountMenu_Label: 'Account',
  AccountMenu_Profile: 'Profile',
  AccountMenu_EmailSubscriptions: 'Email subscriptions',
  AccountMenu_SavedArticles: 'Saved articles',
  AccountMenu_SignIn: 'Sign in',
});
export const { t } = accountMenuStrings;
