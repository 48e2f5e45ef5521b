import { SocialProviderId } from '../../contracts/social-login.js';
import { readSessionJson, removeStored, writeSessionJson } from '../../page/storage.js';
import { is, object, optional, string } from 'superstruct';

/**
 * The sign-in this tab started, kept in sessionStorage across the trip to the identity provider:
 * the provider sends the person back to the same tab, and another tab (or site) cannot read it.
 */
export const PENDING_SOCIAL_LOGIN_KEY = 'mck.socialLogin';

export const PendingSocialLogin = object({
  provider: SocialProviderId,
  state: string(),
  verifier: string(),
  /** The redirect_uri sent: the page where sign-in started, without query or fragment. */
  redirectUri: string(),
  /** That page's query, put back when the person returns (the redirect URI carries none). */
  search: string(),
  /** Where to go after signing in (the widget's redirect-url), if anywhere. */
  returnTo: optional(string()),
  /** The `source` of the sign-in (A§2), carried to the registration page. */
  source: optional(string()),
});
export type PendingSocialLogin = typeof PendingSocialLogin.TYPE;

export const savePending = (pending: PendingSocialLogin) => writeSessionJson(PENDING_SOCIAL_LOGIN_KEY, pending);

/** The pending sign-in, or null (none, or something else under the key). */
export function readPending(): PendingSocialLogin | null {
  const stored = readSessionJson(PENDING_SOCIAL_LOGIN_KEY);
  return is(stored, PendingSocialLogin) ? stored : null;
}

export const clearPending = () => removeStored(PENDING_SOCIAL_LOGIN_KEY);
