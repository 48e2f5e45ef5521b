import { Hono, type Context } from 'hono';
import {
  ACCOUNT_LOCKED, GetUserResponse, INVALID_CREDENTIALS, LoginRequest, LoginResponse, TOKEN_HEADERS, TokenRefreshRequest,
  TokenRefreshResponse,
} from '../../../core/contracts/index.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { fail, parseRequest, respond } from '../http.js';
import { authRateLimit } from '../rate-limit.js';
import { passwordCheck } from './password-sign-in.js';
import { findUserById } from './queries.js';
import { jsonBody, setTokenHeaders, userAuthorization } from './authorize.js';

/**
 * Sign-in error codes (core/contracts/auth.ts): INVALID_CREDENTIALS (1001, 401) wrong email or
 * password; ACCOUNT_LOCKED (1005, 423, with `Retry-After` seconds) too many failed sign-ins for
 * the address, known or not; the lock ends on its own (settings.lockout; the policy is in
 * demo/server/README.md, "Sign-in throttling").
 */
export { ACCOUNT_LOCKED, INVALID_CREDENTIALS };

async function formBody(c: Context): Promise<unknown> {
  try {
    return await c.req.parseBody();
  } catch {
    return fail(400, 'Invalid request: the form body does not parse.');
  }
}

/** The token route is form-encoded (A§7); multipart is a form too. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The user service: sign-in, token refresh, the user record (A§7). */
export function userRoutes(deps: ServiceDeps) {
  const { db } = deps;
  const checkPassword = passwordCheck(deps);
  const { tokens, authorizedUserId } = userAuthorization(deps);
  const app = new Hono();

  app.post('/v2/auth/login', authRateLimit(deps), requireContentType('application/json'), async (c) => {
    const { username, password } = parseRequest(LoginRequest, await jsonBody(c));
    const userId = await checkPassword(c, username, password);
    const user = await findUserById(db, userId);
    if (!user) fail(401, 'The email or password is incorrect.', INVALID_CREDENTIALS);
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
