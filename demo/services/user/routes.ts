import { Hono, type Context } from 'hono';
import {
  ACCOUNT_LOCKED, GetUserResponse, INVALID_CREDENTIALS, LoginRequest, LoginResponse, TOKEN_HEADERS, TokenRefreshRequest,
  TokenRefreshResponse,
} from '../../../core/contracts/index.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { fail, parseRequest, respond } from '../http.js';
import { authRateLimit, peerAddress } from '../rate-limit.js';
import { passwordMatches, hashPassword } from './passwords.js';
import {
  clearSignInFailures, findCredentials, findUserById, isKnownSignInClient, recordSignInFailure, rememberSignInClient,
  signInLockedUntil,
} from './queries.js';
import { jsonBody, setTokenHeaders, userAuthorization } from './authorize.js';

/**
 * Sign-in error codes (core/contracts/auth.ts): INVALID_CREDENTIALS (1001, 401) wrong email or
 * password; ACCOUNT_LOCKED (1005, 423, with `Retry-After` seconds) too many failed sign-ins for
 * the address, known or not; the lock ends on its own (settings.lockout; the policy is in
 * demo/server/README.md, "Sign-in throttling").
 */
export { ACCOUNT_LOCKED, INVALID_CREDENTIALS };

/** Compared against when the email is unknown or has no password, so a miss costs as long as a wrong password. */
const DUMMY_HASH = hashPassword('not-a-real-password');

async function formBody(c: Context): Promise<unknown> {
  try {
    return await c.req.parseBody();
  } catch {
    return fail(400, 'Invalid request: the form body does not parse.');
  }
}

/** A correct password from a client that signed in to the account within this many days gets in during a lock. */
export const KNOWN_CLIENT_DAYS = 90;

/** The token route is form-encoded (A§7); multipart is a form too. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The user service: sign-in, token refresh, the user record (A§7). */
export function userRoutes(deps: ServiceDeps) {
  const { db, settings } = deps;
  const clientOf = deps.clientKey ?? peerAddress;
  const { tokens, authorizedUserId } = userAuthorization(deps);
  const app = new Hono();

  const locked = (until: Date): never => {
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    return fail(423, `This account is locked after too many failed sign-ins; try again in ${Math.ceil(seconds / 60)} min.`,
      ACCOUNT_LOCKED, { 'Retry-After': String(seconds) });
  };

  app.post('/v2/auth/login', authRateLimit(deps), requireContentType('application/json'), async (c) => {
    const { username, password } = parseRequest(LoginRequest, await jsonBody(c));
    // Known and unknown addresses take the same path (counted, locked, answered alike), so the
    // answers tell no one which emails have an account.
    const credentials = await findCredentials(db, username.trim());
    const client = clientOf(c);
    const lockedUntil = await signInLockedUntil(db, username);
    // A locked address is not even checked: its password cannot be guessed while it is locked.
    // Except from a client the account signed in from before: a stranger's failures must not
    // shut the reader out of their own devices.
    if (lockedUntil && !(credentials && (await isKnownSignInClient(db, credentials.id, client, KNOWN_CLIENT_DAYS)))) {
      locked(lockedUntil);
    }
    const storedHash = credentials?.password_hash;
    const ok = (await passwordMatches(storedHash || (await DUMMY_HASH), password)) && !!storedHash;
    if (!credentials || !ok) {
      const lock = (await recordSignInFailure(db, username, settings.lockout)) ?? lockedUntil;
      if (lock) locked(lock);
      fail(401, 'The email or password is incorrect.', INVALID_CREDENTIALS);
    }
    const user = await findUserById(db, credentials.id);
    if (!user) fail(401, 'The email or password is incorrect.', INVALID_CREDENTIALS);
    // A sign-in through a lock leaves the lock for everyone else; one without forgets the failures.
    if (!lockedUntil) await clearSignInFailures(db, user.id);
    await rememberSignInClient(db, user.id, client);
    setTokenHeaders(c, await tokens.issueForSignIn(user.id));
    return respond(c, LoginResponse, { data: user });
  });

  app.post('/v2/auth/token', authRateLimit(deps), requireContentType(...FORM_TYPES), async (c) => {
    parseRequest(TokenRefreshRequest, await formBody(c));
    const refreshToken = c.req.header(TOKEN_HEADERS.refresh);
    if (!refreshToken) fail(401, 'A refresh_token header is required.');
    const rotated = await tokens.rotate(refreshToken);
    if (!rotated) fail(401, 'The refresh token is invalid or expired.');
    setTokenHeaders(c, rotated);
    return respond(c, TokenRefreshResponse, {
      access_token: rotated.accessToken,
      refresh_token: rotated.refreshToken,
      expires_in: rotated.expiresIn,
      reLoginRequiredForSensitiveData: rotated.reLoginRequiredForSensitiveData,
    });
  });

  app.get('/v2/users/:userId', async (c) => {
    const subject = await authorizedUserId(c);
    const user = await findUserById(db, subject);
    if (!user) fail(404, 'No such user.');
    return respond(c, GetUserResponse, { data: user });
  });

  return app;
}
