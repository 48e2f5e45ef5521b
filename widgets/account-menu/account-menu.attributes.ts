import { navigationUrl } from '../../core/host/attributes.js';

export const accountMenuAttributes = {
  accountPath: navigationUrl('/my-account', { doc: 'Base path of the account pages (on this site or an origin the page config allows).' }),
  signinHref: navigationUrl('#signin/', { doc: 'Where the sign-in link goes when nobody is signed in (on this site or an allowed origin).' }),
};
