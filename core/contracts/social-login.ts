import { enums, literal, number, object, string, union, type Infer } from 'superstruct';
import { envelope } from './envelope.js';
import { User } from './user.js';

/**
 * Social and single sign-on (A§2 "social login buttons", A§9 "social login hosts and identity
 * provider ids are configured"): the providers, the identity provider's OAuth 2.0 routes and the
 * user service's social sign-in call, shared by `mck-signin`, the social-login kit, the demo's
 * identity provider (demo/services/idp/) and the user service.
 *
 * The flow is the authorization code grant with PKCE (RFC 6749, RFC 7636): the browser goes to
 * the provider's authorize page, comes back to the page it started on with `?code&state`, and the
 * user service redeems the code at the provider's token route (server to server) for an id_token.
 */

/** One configured provider: its id in attributes and the API, what a reader sees, its OAuth client. */
export interface SocialProvider {
  /** The button's label: "Sign in with {name}". */
  name: string;
  /** The OAuth client id of this site at the provider. */
  clientId: string;
  /** Its name in the user's comma-separated `socialLoginIdps` (A§3). */
  idpName: string;
}

/**
 * The five configured providers (A§9), in the order the buttons show. The demo runs one identity
 * provider for all five, told apart by client id; a production page config points `services.idp`
 * at the firm's broker. `firm-sso` is the firm's own sign-in, stored as `Default` (DEFAULT_IDP in
 * account.ts: its users keep an editable email).
 */
export const SOCIAL_PROVIDERS = {
  google: { name: 'Google', clientId: 'mck-google', idpName: 'Google' },
  apple: { name: 'Apple', clientId: 'mck-apple', idpName: 'Apple' },
  linkedin: { name: 'LinkedIn', clientId: 'mck-linkedin', idpName: 'LinkedIn' },
  'firm-sso': { name: 'Firm SSO', clientId: 'mck-firm-sso', idpName: 'Default' },
  identity: { name: 'Identity', clientId: 'mck-identity', idpName: 'Identity' },
} as const satisfies Record<string, SocialProvider>;

export type SocialProviderId = keyof typeof SOCIAL_PROVIDERS;
export const SOCIAL_PROVIDER_IDS = Object.keys(SOCIAL_PROVIDERS) as SocialProviderId[];
export const SocialProviderId = enums(SOCIAL_PROVIDER_IDS);

/** The provider whose OAuth client id this is, or undefined. */
export const providerOfClient = (clientId: string): SocialProviderId | undefined =>
  SOCIAL_PROVIDER_IDS.find((id) => SOCIAL_PROVIDERS[id].clientId === clientId);

/** The identity provider's routes, relative to its base URL (page config `services.idp`). */
export const IDP_PATHS = {
  /** GET: the provider's sign-in page (response_type=code, client_id, redirect_uri, state, code_challenge, code_challenge_method=S256, scope). */
  authorize: '/authorize',
  /** POST, form-encoded: the code for an id_token ({@link IdpTokenRequest}). */
  token: '/token',
} as const;

/** The only PKCE method the provider takes (RFC 7636 §4.2; `plain` is refused). */
export const PKCE_METHOD = 'S256';
/** What the site asks the provider for. */
export const SOCIAL_SCOPE = 'openid email profile';
/** A code is good for one redemption within this many seconds. */
export const AUTHORIZATION_CODE_TTL_SECONDS = 60;

/** POST {idp}/token, form-encoded (RFC 6749 §4.1.3 with the PKCE verifier). */
export const IdpTokenRequest = object({
  grant_type: literal('authorization_code'),
  code: string(),
  redirect_uri: string(),
  client_id: string(),
  code_verifier: string(),
});
export type IdpTokenRequest = Infer<typeof IdpTokenRequest>;

/**
 * The token answer: the identity as an id_token, an HS256 JWT signed by the provider with
 * `iss`, `aud` (the client id), `sub`, `email`, `given_name`, `family_name`, `exp`.
 */
export const IdpTokenResponse = object({
  id_token: string(),
  token_type: literal('Bearer'),
  expires_in: number(),
});
export type IdpTokenResponse = Infer<typeof IdpTokenResponse>;

/** The user service's social sign-in, relative to {user}. */
export const SOCIAL_SIGN_IN_PATH = '/v2/auth/social';

/** POST {user}/v2/auth/social: the code the browser came back with, and what it was issued for. */
export const SocialSignInRequest = object({
  provider: SocialProviderId,
  code: string(),
  codeVerifier: string(),
  redirectUri: string(),
});
export type SocialSignInRequest = Infer<typeof SocialSignInRequest>;

/**
 * The vouched identity of someone without an account: the single-sign-on token and temp refresh
 * token go to the TEMP_JWT_COOKIE / TEMP_REFRESH_COOKIE cookies (registration.ts) and the
 * registration page completes the account.
 */
export const SocialRegistration = object({
  token: string(),
  refreshToken: string(),
  email: string(),
  firstName: string(),
  lastName: string(),
  provider: SocialProviderId,
});
export type SocialRegistration = Infer<typeof SocialRegistration>;

/**
 * An identity whose email an account already has, without this provider linked: nothing is signed
 * in or linked until the account proves itself, as providers' account linking does. The service
 * has mailed the account a link that links the provider (SOCIAL_LINK_CONFIRM_PATH); `token` links
 * it with the account's password instead (SOCIAL_LINK_PATH), for a short while.
 */
export const SocialLinkRequired = object({
  token: string(),
  email: string(),
  provider: SocialProviderId,
});
export type SocialLinkRequired = Infer<typeof SocialLinkRequired>;

/**
 * The answer: signed in (the user, tokens in the response headers, like sign-in), for an identity
 * without an account the registration to complete, or for one whose email an account has the
 * link it must confirm.
 */
export const SocialSignInResponse = union([
  envelope(User),
  object({ registration: SocialRegistration }),
  object({ linkRequired: SocialLinkRequired }),
]);
export type SocialSignInResponse = Infer<typeof SocialSignInResponse>;

/** The `error` the provider sends back when the person cancels (RFC 6749 §4.1.2.1). */
export const ACCESS_DENIED = 'access_denied';
/** Error codes of the social sign-in (ErrorBody.code): the code was refused (unknown, used, expired, wrong verifier or redirect). */
export const SOCIAL_CODE_REFUSED = 1010;

/**
 * POST {user}/v2/auth/social/link `{ token, password }`: links the provider of a
 * {@link SocialLinkRequired} with the account's password and signs in (like sign-in: 401 1001,
 * 423 1005 while the address is locked); 400 {@link SOCIAL_LINK_REFUSED} when the token is unknown,
 * used or expired. The mailed link opens SOCIAL_LINK_CONFIRM_PATH (GET: a page asking to confirm,
 * POST: links), on the user service's origin.
 */
export const SOCIAL_LINK_PATH = '/v2/auth/social/link';
export const SOCIAL_LINK_CONFIRM_PATH = '/v2/auth/social/link/confirm';
export const SocialLinkRequest = object({ token: string(), password: string() });
export type SocialLinkRequest = Infer<typeof SocialLinkRequest>;
export const SocialLinkResponse = envelope(User);
/** The link's token is unknown, used or expired. */
export const SOCIAL_LINK_REFUSED = 1011;
/** Whether `id` is one of the configured providers (own keys only: `toString` is not a provider). */
export const isSocialProviderId = (id: string): id is SocialProviderId => Object.hasOwn(SOCIAL_PROVIDERS, id);
