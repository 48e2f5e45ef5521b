import { text } from '../../core/host/attributes.js';

export const accountMenuAttributes = {
  accountPath: text('/my-account', { doc: 'Base path of the account pages.' }),
  signinHref: text('#signin/', { doc: 'Where the sign-in link goes when nobody is signed in.' }),
};
