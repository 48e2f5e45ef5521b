/**
 * The user service's calls (A§7): sign-in, token refresh and the user record. Transport (headers,
 * token capture, timeouts, contracts) is http.ts; session state is session.ts, which uses these.
 * Importing this module registers {@link refreshTokens} as the refresh http.ts runs on a 401.
 */
import { LoginResponse, TokenRefreshResponse } from '../contracts/auth.js';
import { GetUserResponse, type User } from '../contracts/user.js';
import { getConfig } from '../page/config.js';
import { AuthError, ConfigMissingError, notify, registerTokenRefresher, request } from './http.js';
import { accessTokenExpired, getAccessToken, getRefreshToken, setTokens } from './tokens.js';
import { decodeJwtPayload } from './jwt.js';

/** Path of the sign-in route on the user service (A§7). */
export const SIGN_IN_PATH = '/v2/auth/login';
/** Path of the token endpoint on the user service (A§7). */
export const TOKEN_REFRESH_PATH = '/v2/auth/token';
/** Path of a user record. */
export const userPath = (id: string) => `/v2/users/${encodeURIComponent(id)}`;

type RefreshedHandler = (answer: TokenRefreshResponse) => void;
const refreshedHandlers = new Set<RefreshedHandler>();

/** Registers `cb` to run after every successful refresh, with the answer. Returns the unregister function. */
export function onTokensRefreshed(cb: RefreshedHandler): () => void {
  refreshedHandlers.add(cb);
  return () => refreshedHandlers.delete(cb);
}

/**
 * POST {user}/v2/auth/login, JSON `{username, password}`. The tokens come back in the response
 * headers, which http.ts stores. `auth: false`: stale tokens are not sent, and a 401 (wrong
 * password) must not trigger a refresh.
 */
export async function postSignIn(username: string, password: string): Promise<User> {
  const answer = await request('user', SIGN_IN_PATH, { method: 'POST', json: { username, password }, auth: false, schema: LoginResponse });
  return answer.data;
}

/** GET {user}/v2/users/{id}. */
export async function getUserRecord(id: string): Promise<User> {
  const answer = await request('user', userPath(id), { schema: GetUserResponse });
  return answer.data;
}

let refreshInFlight: Promise<TokenRefreshResponse> | null = null;

async function doRefresh(): Promise<TokenRefreshResponse> {
  const config = getConfig();
  if (!config) throw new ConfigMissingError('user');
  if (!getRefreshToken()) throw new AuthError('[mck] no refresh token: cannot refresh the session.');
  const answer = await request('user', TOKEN_REFRESH_PATH, {
    method: 'POST',
    form: {
      grant_type: 'refresh_token',
      client_id: config.site === 'insights' ? 'Insights' : 'Dotcom',
      is_passwordless_login: 'false',
    },
    refreshOn401: false,
    schema: TokenRefreshResponse,
  });
  // Headers were captured by the transport already; the body is the OAuth answer and wins.
  setTokens({ access: answer.access_token, refresh: answer.refresh_token });
  notify(refreshedHandlers, answer);
  return answer;
}

/** Name of the Web Lock that makes one tab at a time refresh (they share the stored tokens). */
export const REFRESH_LOCK = 'mck-token-refresh';

/**
 * Tabs share one refresh token (localStorage) and the service revokes a whole sign-in when a
 * rotated token is presented again. So a tab refreshes while holding a cross-tab lock, and when
 * it gets the lock after another tab refreshed (the stored refresh token changed and the access
 * token is fresh), it adopts those tokens instead of spending the old one.
 */
async function refreshOnce(): Promise<TokenRefreshResponse> {
  const seen = getRefreshToken();
  const underLock = (): Promise<TokenRefreshResponse> => {
    const now = getRefreshToken();
    const access = getAccessToken();
    if (now && now !== seen && access && !accessTokenExpired()) {
      const exp = decodeJwtPayload(access)?.exp;
      const answer = { access_token: access, refresh_token: now, expires_in: typeof exp === 'number' ? Math.max(0, Math.round(exp - Date.now() / 1000)) : 0 };
      notify(refreshedHandlers, answer);
      return Promise.resolve(answer);
    }
    return doRefresh();
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, underLock) : underLock();
}

/**
 * Refreshes the tokens (`POST {user}/v2/auth/token`, form-encoded, A§7) and stores the new ones.
 * Single-flight in the page (callers arriving while a refresh runs share it, so a burst of 401s
 * sends one request) and across tabs (see {@link refreshOnce}). Rejects with AuthError (no
 * refresh token), HttpError, TimeoutError or ContractError. It does not sign out by itself; see
 * http.ts `onAuthFailure`.
 */
export function refreshTokens(): Promise<TokenRefreshResponse> {
  refreshInFlight ??= refreshOnce().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

registerTokenRefresher(refreshTokens);
