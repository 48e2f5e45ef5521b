import {
  ACCESS_DENIED, SOCIAL_PROVIDERS, SOCIAL_SIGN_IN_PATH, SocialSignInResponse, type SocialProviderId, type SocialRegistration,
} from '../../contracts/social-login.js';
import { SINGLE_SIGN_ON_TYPE, TEMP_JWT_COOKIE, TEMP_REFRESH_COOKIE } from '../../contracts/single-sign-on.js';
import type { User } from '../../contracts/user.js';
import { getConfig } from '../../page/config.js';
import { setCookie } from '../../page/cookies.js';
import { navigateTo } from '../../page/navigation.js';
import { request } from '../../session/http.js';
import { acceptSignIn } from '../../session/session.js';
import { showToast } from '../toast/index.js';
import { goAfterSignIn } from './after-sign-in.js';
import { clearPending, readPending, type PendingSocialLogin } from './pending.js';
import { t } from './social-login.strings.js';

/** What the return from the identity provider came to. */
export type SocialOutcome =
  /** Not a return from a sign-in this tab started: nothing was touched. */
  | { kind: 'none' }
  | { kind: 'signed-in'; user: User }
  /** Someone without an account: on the way to the registration page. */
  | { kind: 'registration' }
  /**
   * An account has this email but the provider is not linked to it: nothing signed in. The account
   * was mailed a link that links the provider; a toast tells the reader to open it and continue
   * with the provider again (or to sign in with the password).
   */
  | { kind: 'link-required'; email: string; provider: SocialProviderId }
  /** The person cancelled at the provider. */
  | { kind: 'cancelled' }
  /** The state did not match, the provider answered an error, or the user service refused the code. */
  | { kind: 'failed'; error: unknown };

/** The query parameters the provider adds to the redirect URI (RFC 6749 §4.1.2). */
const RETURN_PARAMS = ['code', 'state', 'error', 'error_description', 'error_uri', 'iss'];

/** The page as it was when sign-in started: the provider's parameters go, its own query comes back. */
function restoreUrl(pending: PendingSocialLogin): void {
  const url = new URL(location.href);
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  const own = new URLSearchParams(pending.search);
  for (const [name, value] of own) if (!url.searchParams.has(name)) url.searchParams.append(name, value);
  history.replaceState(history.state, '', url.href);
}

/**
 * The registration page's single-sign-on variant (A§2: `?type=sso&email=…&name=…`, source and
 * redirectURL kept), with the vouched identity's tokens in the temporary cookies it reads.
 */
function toRegistration(registration: SocialRegistration, pending: PendingSocialLogin, caller: string): void {
  setCookie(TEMP_JWT_COOKIE, registration.token);
  setCookie(TEMP_REFRESH_COOKIE, registration.refreshToken);
  const query = new URLSearchParams({
    type: SINGLE_SIGN_ON_TYPE,
    email: registration.email,
    name: `${registration.firstName} ${registration.lastName}`.trim(),
  });
  if (pending.source) query.set('source', pending.source);
  if (pending.returnTo) query.set('redirectURL', pending.returnTo);
  navigateTo(`${getConfig()?.registrationPath ?? '/registration'}?${query}`, caller);
}

async function complete(caller: string): Promise<SocialOutcome> {
  const query = new URLSearchParams(location.search);
  // The address first: on every other page load, sessionStorage is not touched (a first access
  // waits on the browser process, 100 ms on a busy start of the bench's 200-tag page).
  if (!query.has('state') || !(query.has('code') || query.has('error'))) return { kind: 'none' };
  const pending = readPending();
  if (!pending) return { kind: 'none' };
  // From here the return is ours to handle: the entry is spent and the URL cleaned whatever happens.
  clearPending();
  restoreUrl(pending);
  if (query.get('state') !== pending.state) {
    return { kind: 'failed', error: new Error(`${caller}: the identity provider's state does not match the one sent; ignoring the answer.`) };
  }
  const error = query.get('error');
  if (error === ACCESS_DENIED) return { kind: 'cancelled' };
  if (error) return { kind: 'failed', error: new Error(`${caller}: the identity provider answered ${error}.`) };
  try {
    const answer = await request('user', SOCIAL_SIGN_IN_PATH, {
      method: 'POST',
      auth: false, // a stale session's tokens are not sent; the answer's are stored (http.ts)
      json: { provider: pending.provider, code: query.get('code'), codeVerifier: pending.verifier, redirectUri: pending.redirectUri },
      schema: SocialSignInResponse,
    });
    if ('registration' in answer) {
      toRegistration(answer.registration, pending, caller);
      return { kind: 'registration' };
    }
    if ('linkRequired' in answer) {
      const { email, provider } = answer.linkRequired;
      // Shown by the kit, not the caller: the return may land on a page without the widget that
      // started it (the auth router's dialog is gone), and the reader must learn what to do.
      showToast({ text: t('SocialLogin_LinkRequired', { email, provider: SOCIAL_PROVIDERS[provider].name }), close: t('SocialLogin_Close') });
      return { kind: 'link-required', email, provider };
    }
    acceptSignIn(answer.data);
    goAfterSignIn(pending.returnTo, caller);
    return { kind: 'signed-in', user: answer.data };
  } catch (err) {
    return { kind: 'failed', error: err };
  }
}

let inFlight: Promise<SocialOutcome> | null = null;

/**
 * Finishes a social sign-in when this page is the provider's return (`?code&state`, or
 * `?error&state`) of one this tab started: checks the state, has the user service redeem the code,
 * then signs in (the shared session, `signed-in`, other tabs) and goes where the sign-in was
 * heading, or sends someone without an account to the registration page. Whoever is on the page
 * calls it: `mck-signin` when it mounts, the auth router's dialog; the page's several callers share
 * one run. `{ kind: 'none' }` on any other page load, touching nothing.
 */
export function completeSocialSignIn(caller: string): Promise<SocialOutcome> {
  inFlight ??= complete(caller);
  return inFlight;
}

/** Tests: forget the run, so the next call looks at the URL again. */
export function resetSocialSignIn(): void {
  inFlight = null;
}
