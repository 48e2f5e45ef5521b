import { boolean, enums, number, object, optional, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';
import { User } from './user.js';

/** Header names the user service uses for tokens, in both directions (A§7). */
export const TOKEN_HEADERS = {
  access: 'access_token',
  refresh: 'refresh_token',
} as const;

/** Token refresh client ids (A§9). */
export const ClientId = enums(['Insights', 'Dotcom']);
export type ClientId = Infer<typeof ClientId>;

/**
 * POST {user}/v2/auth/login. The spec leaves the body "username/password style": JSON
 * `{ username, password }`. The answer carries the user, and the tokens in the
 * `access_token` / `refresh_token` response headers (like every other call).
 */
export const LoginRequest = object({ username: string(), password: string() });
export type LoginRequest = Infer<typeof LoginRequest>;
export const LoginResponse = envelope(User);
export type LoginResponse = Infer<typeof LoginResponse>;

/**
 * POST {user}/v2/auth/token, form-encoded (A§7). The refresh token travels in the
 * `refresh_token` header as on every call.
 */
export const TokenRefreshRequest = object({
  grant_type: enums(['refresh_token']),
  client_id: ClientId,
  is_passwordless_login: enums(['true', 'false']),
});
export type TokenRefreshRequest = Infer<typeof TokenRefreshRequest>;
export const TokenRefreshResponse = object({
  access_token: string(),
  /** Rotated refresh token; absent when the old one stays valid. */
  refresh_token: optional(string()),
  expires_in: number(),
  /** A§4: a refreshed session may need a fresh sign-in before sensitive data is shown. */
  reLoginRequiredForSensitiveData: optional(boolean()),
});
export type TokenRefreshResponse = Infer<typeof TokenRefreshResponse>;

/**
 * Sign-in error codes (the `code` of the ErrorBody), shared by the user service and the widgets.
 * INVALID_CREDENTIALS: 401, wrong email or password (A§8 lists 1001).
 * ACCOUNT_LOCKED: 423, too many failed sign-ins; the account unlocks on its own after the
 * `Retry-After` header's seconds, and the widget shows the locked-account outcome (A§4).
 */
export const INVALID_CREDENTIALS = 1001;
export const ACCOUNT_LOCKED = 1005;

/** Error body every service answers with on a 4xx/5xx. `code` feeds the spec's code tables. */
export const ErrorBody = object({
  code: optional(number()),
  message: string(),
});
export type ErrorBody = Infer<typeof ErrorBody>;
