import { Hono, type Context } from 'hono';
import {
  GetUserResponse, LoginRequest, LoginResponse, TOKEN_HEADERS, TokenRefreshRequest, TokenRefreshResponse,
} from '../../../core/contracts/index.js';
import type { ServiceDeps } from '../deps.js';
import { fail, parseRequest, respond } from '../http.js';
import { passwordMatches, hashPassword } from './passwords.js';
import { findCredentials, findUserById } from './queries.js';
import { createTokenService, type IssuedTokens } from './tokens.js';

/** Error code the sign-in form maps to "invalid credentials" (A§8 lists 1001). */
export const INVALID_CREDENTIALS = 1001;

/** Compared against when the email is unknown, so a miss costs as long as a wrong password. */
const DUMMY_HASH = hashPassword('not-a-real-password');

function setTokenHeaders(c: Context, tokens: IssuedTokens) {
  c.header(TOKEN_HEADERS.access, tokens.accessToken);
  c.header(TOKEN_HEADERS.refresh, tokens.refreshToken);
}

/** The access token from `Authorization: Bearer …`, else from the `access_token` header. */
function accessTokenOf(c: Context): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return bearer ?? (c.req.header(TOKEN_HEADERS.access) || undefined);
}

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return fail(400, 'Invalid request: the body is not JSON.');
  }
}

/** The user service: sign-in, token refresh, the user record (A§7). */
export function userRoutes({ db, settings }: ServiceDeps) {
  const tokens = createTokenService(db, settings);
  const app = new Hono();

  app.post('/v2/auth/login', async (c) => {
    const { username, password } = parseRequest(LoginRequest, await jsonBody(c));
    const credentials = await findCredentials(db, username.trim());
    const ok = await passwordMatches(credentials?.password_hash ?? (await DUMMY_HASH), password);
    if (!credentials?.password_hash || !ok) fail(401, 'The email or password is incorrect.', INVALID_CREDENTIALS);
    const user = await findUserById(db, credentials.id);
    if (!user) fail(401, 'The email or password is incorrect.', INVALID_CREDENTIALS);
    setTokenHeaders(c, await tokens.issueForSignIn(user.id));
    return respond(c, LoginResponse, { data: user });
  });

  app.post('/v2/auth/token', async (c) => {
    parseRequest(TokenRefreshRequest, await c.req.parseBody());
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

  /** The signed-in user's id; 401 without a valid access token, 403 when the path names another user. */
  async function authorizedUserId(c: Context): Promise<string> {
    const token = accessTokenOf(c);
    if (!token) fail(401, 'Sign-in required.');
    const subject = await tokens.verifyAccessToken(token);
    if (!subject) fail(401, 'The access token is invalid or expired.');
    if (subject !== c.req.param('userId')) fail(403, 'This user record belongs to someone else.');
    return subject;
  }

  app.get('/v2/users/:userId', async (c) => {
    const subject = await authorizedUserId(c);
    const user = await findUserById(db, subject);
    if (!user) fail(404, 'No such user.');
    return respond(c, GetUserResponse, { data: user });
  });

  return app;
}
