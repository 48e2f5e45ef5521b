import type { Context } from 'hono';
import { TOKEN_HEADERS } from '../../../core/contracts/auth.js';
import type { ServiceDeps } from '../deps.js';
import { fail } from '../http.js';
import { createTokenService, type AccessSession, type IssuedTokens } from './tokens.js';

/** The access token from `Authorization: Bearer …`, else from the `access_token` header (A§7). */
export function accessTokenOf(c: Context): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return bearer ?? (c.req.header(TOKEN_HEADERS.access) || undefined);
}

/** Every user-service answer that signs someone in carries both tokens as headers (A§7). */
export function setTokenHeaders(c: Context, tokens: IssuedTokens) {
  c.header(TOKEN_HEADERS.access, tokens.accessToken);
  c.header(TOKEN_HEADERS.refresh, tokens.refreshToken);
}

/** A JSON body, or a clean 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return fail(400, 'Invalid request: the body is not JSON.');
  }
}

/**
 * Who is calling, for the user service's per-user routes (`/v2/users/:userId/…`): the signed-in
 * user's id; 401 without a valid access token, 403 when the path names another user.
 */
export function userAuthorization({ db, settings }: ServiceDeps) {
  const tokens = createTokenService(db, settings);
  /** The caller's session from the access token; 401 when there is none, or it is invalid or revoked. */
  async function signedInSession(c: Context): Promise<AccessSession> {
    const token = accessTokenOf(c);
    if (!token) fail(401, 'Sign-in required.');
    const session = await tokens.verifyAccessToken(token);
    if (!session) fail(401, 'The access token is invalid or expired.');
    return session;
  }
  /** As signedInSession, and the path's `:userId` must be the caller. */
  async function authorizedSession(c: Context): Promise<AccessSession> {
    const session = await signedInSession(c);
    if (session.userId !== c.req.param('userId')) fail(403, 'This user record belongs to someone else.');
    return session;
  }
  /** The caller's user id from the access token; 401 when there is none or it is invalid. */
  const signedInUserId = async (c: Context) => (await signedInSession(c)).userId;
  /** As signedInUserId, and the path's `:userId` must be the caller. */
  const authorizedUserId = async (c: Context) => (await authorizedSession(c)).userId;
  return { tokens, signedInUserId, authorizedUserId, authorizedSession };
}
