import { draftKey } from '../form/index.js';
import { readSessionJson, writeSessionJson } from '../../page/storage.js';

/** The auth router's sign-in route (A§2), where a form without a container switches to. */
export const SIGN_IN_ROUTE = '#/signin';
/** The sign-in form's draft (mck-signin's form id 'signin', field 'username'): it opens with this email. */
const SIGN_IN_DRAFT = draftKey('signin');

/**
 * Goes to the sign-in route carrying `email` (A§4 rail switch, A§8 2003): the sign-in form's saved
 * draft gets the email, so the form the router opens shows it.
 */
export function goToSignIn(email: string): void {
  if (email) writeSessionJson(SIGN_IN_DRAFT, { ...readSessionJson(SIGN_IN_DRAFT), username: email });
  location.hash = SIGN_IN_ROUTE.slice(1);
}
