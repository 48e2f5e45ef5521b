import { PKCE_METHOD, providerOfClient, type SocialProviderId } from '../../../core/contracts/social-login.js';
import { isCodeChallenge } from './pkce.js';

/** A checked authorization request: what the sign-in page carries to its own POST. */
export interface AuthorizeRequest {
  provider: SocialProviderId;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  scope: string;
}

/** The longest `state` the provider carries back; a client's random state is far shorter. */
export const MAX_STATE_LENGTH = 256;

/**
 * Why a request is refused. `page`: the client or redirect cannot be trusted, so the refusal is
 * shown here and nobody is redirected (RFC 6749 §4.1.2.1); `redirect`: the error goes back to the
 * client's redirect URI with its state.
 */
export type AuthorizeCheck =
  | { ok: true; request: AuthorizeRequest }
  | { ok: false; page: string }
  | { ok: false; redirect: string };

/**
 * The redirect URI must be a page of an origin the services serve (settings.allowedOrigins: the
 * demo and the second-origin CMS page), http(s), with neither query nor fragment: the client
 * sends the page where sign-in started without them, so the code can only land on such a page.
 */
export function redirectUriAllowed(raw: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
    && !url.search && !url.hash && !raw.includes('#') && allowedOrigins.includes(url.origin) && url.href === raw;
}

/** Adds OAuth parameters to the client's redirect URI. */
export function redirectWith(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** Checks the query of GET /authorize (or the hidden fields of its POST). */
export function checkAuthorizeRequest(param: (name: string) => string | undefined, allowedOrigins: readonly string[]): AuthorizeCheck {
  const clientId = param('client_id') ?? '';
  const provider = providerOfClient(clientId);
  if (!provider) return { ok: false, page: 'This application (client_id) is not registered with the provider.' };
  const redirectUri = param('redirect_uri') ?? '';
  if (!redirectUriAllowed(redirectUri, allowedOrigins)) {
    return { ok: false, page: 'The redirect_uri is not one registered for this application.' };
  }
  const state = param('state') ?? '';
  const back = (error: string, description: string) =>
    ({ ok: false as const, redirect: redirectWith(redirectUri, { error, error_description: description, ...(state ? { state } : {}) }) });
  if (param('response_type') !== 'code') return back('unsupported_response_type', 'Only response_type=code is supported.');
  if (!state || state.length > MAX_STATE_LENGTH) return back('invalid_request', 'A state of at most 256 characters is required.');
  if (param('code_challenge_method') !== PKCE_METHOD) return back('invalid_request', 'PKCE with code_challenge_method=S256 is required.');
  const codeChallenge = param('code_challenge') ?? '';
  if (!isCodeChallenge(codeChallenge)) return back('invalid_request', 'code_challenge must be a base64url SHA-256.');
  return { ok: true, request: { provider, clientId, redirectUri, state, codeChallenge, scope: param('scope') ?? '' } };
}
