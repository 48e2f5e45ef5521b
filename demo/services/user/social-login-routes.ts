import { Hono } from 'hono';
import {
  ACCOUNT_CODES, ACCOUNT_PATHS, AccountUserResponse, CreatePasswordRequest, UnlinkSocialLoginRequest, socialProviders,
} from '../../../core/contracts/account.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { fail, parseRequest, respond } from '../http.js';
import { jsonBody, userAuthorization } from './authorize.js';
import { hashPassword } from './passwords.js';
import { findUserById, revokeOtherSessions } from './queries.js';
import { setPasswordHash, setSocialLoginIdps } from './account-queries.js';
import { checkNewPassword } from './password-reset-routes.js';

const ROUTE_PARAM = ':userId';

/**
 * Linked social logins (A§7, A§4). POST {user}/v2/users/{userId}/unlink-social-login-user-account
 * `{socialLoginIdpName}` removes that provider (404 when it is not linked; 409 code 6013 when it
 * is the only way in: no password and no other provider). The way out of 6013 is
 * POST {user}/v2/users/{userId}/password `{password}`, which gives an account without a password
 * its first one (409 code 6014 when it has one: changing it is the profile's or reset's job; 400
 * code 6011 when too weak; it ends the account's other sessions). Both answer the updated user.
 */
export function socialLoginRoutes(deps: ServiceDeps) {
  const { db } = deps;
  const { authorizedUserId, authorizedSession } = userAuthorization(deps);
  const app = new Hono();
  // The paths come from the contract, with the route parameter in place of the id.
  const routePath = (path: (userId: string) => string) => path(ROUTE_PARAM).replace(encodeURIComponent(ROUTE_PARAM), ROUTE_PARAM);
  const unlinkPath = routePath(ACCOUNT_PATHS.unlinkSocialLogin);
  const createPasswordPath = routePath(ACCOUNT_PATHS.createPassword);

  async function currentUser(userId: string) {
    const user = await findUserById(db, userId);
    return user ?? fail(404, 'No such user.');
  }

  app.post(unlinkPath, requireContentType('application/json'), async (c) => {
    const userId = await authorizedUserId(c);
    const { socialLoginIdpName } = parseRequest(UnlinkSocialLoginRequest, await jsonBody(c));
    const user = await currentUser(userId);
    const providers = socialProviders(user);
    const name = socialLoginIdpName.trim().toLowerCase();
    if (!providers.some((p) => p.toLowerCase() === name)) fail(404, 'This social login is not linked to the account.');
    const remaining = providers.filter((p) => p.toLowerCase() !== name);
    if (!user.hasPassword && remaining.length === 0) {
      fail(409, 'This is the only way to sign in: create a password first.', ACCOUNT_CODES.PASSWORD_NEEDED);
    }
    await setSocialLoginIdps(db, userId, remaining);
    return respond(c, AccountUserResponse, { data: await currentUser(userId) });
  });

  app.post(createPasswordPath, requireContentType('application/json'), async (c) => {
    const { userId, sessionId } = await authorizedSession(c);
    const { password } = parseRequest(CreatePasswordRequest, await jsonBody(c));
    const user = await currentUser(userId);
    if (user.hasPassword) fail(409, 'This account already has a password.', ACCOUNT_CODES.PASSWORD_EXISTS);
    checkNewPassword(password, user.email, ACCOUNT_CODES.RESET_PASSWORD_REFUSED);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, userId, passwordHash);
      await revokeOtherSessions(tx, userId, sessionId); // as any new password: the other sessions end
    });
    return respond(c, AccountUserResponse, { data: await currentUser(userId) });
  });

  return app;
}
