import { text } from '../../core/host/attributes.js';

export const accountMenuAttributes = {
  /** Base path of the account pages. */
  accountPath: text('/my-account'),
  /** Where the sign-in link goes when nobody is signed in. */
  signinHref: text('#signin/'),
};
