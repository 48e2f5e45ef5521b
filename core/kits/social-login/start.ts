import {
  IDP_PATHS, PKCE_METHOD, SOCIAL_PROVIDERS, SOCIAL_SCOPE, type SocialProviderId,
} from '../../contracts/social-login.js';
import { getConfig } from '../../page/config.js';
import { navigateTo } from '../../page/navigation.js';
import { savePending } from './pending.js';
import { challengeOf, createState, createVerifier } from './pkce.js';

export interface SocialSignInOptions {
  /** Where to go once signed in (already checked by the caller's attribute kind). */
  returnTo?: string;
  /** The `source` of this sign-in (A§2), kept for the registration page. */
  source?: string;
  /** Names the caller in console messages, e.g. `[mck-signin] social login`. */
  caller: string;
}

/** The page the provider sends the person back to: this page, without query or fragment. */
export const redirectUriOfThisPage = () => `${location.origin}${location.pathname}`;

/**
 * Starts a sign-in with `provider`: a new PKCE verifier and state, kept for the return in this
 * tab's sessionStorage, then the provider's authorize page through the one navigation check (its
 * origin must be in the page config's `navigationOrigins`). False when the page config names no
 * identity provider or the check refuses it (said on the console).
 */
export async function startSocialSignIn(provider: SocialProviderId, options: SocialSignInOptions): Promise<boolean> {
  const base = getConfig()?.services.idp;
  if (!base) {
    console.error(`${options.caller}: the page config has no services.idp: social login is not available.`);
    return false;
  }
  const verifier = createVerifier();
  const state = createState();
  const redirectUri = redirectUriOfThisPage();
  const url = new URL(`${base}${IDP_PATHS.authorize}`, location.href);
  const params = {
    response_type: 'code',
    client_id: SOCIAL_PROVIDERS[provider].clientId,
    redirect_uri: redirectUri,
    scope: SOCIAL_SCOPE,
    state,
    code_challenge: await challengeOf(verifier),
    code_challenge_method: PKCE_METHOD,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  savePending({
    provider, state, verifier, redirectUri, search: location.search,
    ...(options.returnTo ? { returnTo: options.returnTo } : {}),
    ...(options.source ? { source: options.source } : {}),
  });
  return navigateTo(url.href, options.caller);
}
