import { Hono } from 'hono';
import {
  SOCIAL_CODE_REFUSED, SOCIAL_PROVIDERS, SOCIAL_SIGN_IN_PATH, SocialSignInRequest, SocialSignInResponse,
} from '../../../core/contracts/social-login.js';
import { socialProviders } from '../../../core/contracts/account.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { fail, parseRequest, respond } from '../http.js';
import { authRateLimit } from '../rate-limit.js';
import { verifyIdToken } from '../idp/id-token.js';
import { redeemCode } from '../idp/token-exchange.js';
import { findUserIdByEmail, setSocialLoginIdps } from './account-queries.js';
import { clearSignInFailures, findUserById } from './queries.js';
import { jsonBody, setTokenHeaders, userAuthorization } from './authorize.js';
import { issueSingleSignOnToken } from './single-sign-on-token.js';

/**
 * POST {user}/v2/auth/social `{ provider, code, codeVerifier, redirectUri }`: a social or single
 * sign-on. The service redeems the code at the identity provider (in-process: the demo runs it,
 * demo/services/idp/; a real one is an HTTP call to its token route) and reads the id_token:
 * - an account with that email → signed in (tokens in the headers, the user in the body, like
 *   sign-in). When the provider is not linked to it yet, it is linked now: the provider vouches
 *   for the email (its id_token says `email_verified`), the same proof a password reset link gives.
 *   A lock from failed password sign-ins does not stop it (the password was not used) and is
 *   lifted, as a password sign-in would lift it.
 * - no account → `{ registration }`: a single-sign-on token for the registration page, which
 *   completes the account (POST /v2/users with the token, single-sign-on-token.ts).
 * A refused code (unknown, used, expired, another redirect or verifier) is a 400 with code 1010.
 */
export function socialSignInRoutes(deps: ServiceDeps) {
  const { db } = deps;
  const { tokens } = userAuthorization(deps);
  const app = new Hono();

  app.post(SOCIAL_SIGN_IN_PATH, authRateLimit(deps), requireContentType('application/json'), async (c) => {
    const { provider, code, codeVerifier, redirectUri } = parseRequest(SocialSignInRequest, await jsonBody(c));
    const { clientId, idpName } = SOCIAL_PROVIDERS[provider];
    const answer = await redeemCode(db, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: codeVerifier });
    const identity = await verifyIdToken(db, answer.id_token, clientId);
    if (!identity) fail(400, 'The identity provider answered an id_token that does not verify.', SOCIAL_CODE_REFUSED);

    const account = await findUserIdByEmail(db, identity.email);
    if (!account) {
      const { token, refreshToken } = await issueSingleSignOnToken(deps, {
        email: identity.email, firstName: identity.firstName, lastName: identity.lastName, provider: idpName,
      });
      return respond(c, SocialSignInResponse, {
        registration: { token, refreshToken, email: identity.email, firstName: identity.firstName, lastName: identity.lastName, provider },
      });
    }
    const before = await findUserById(db, account.id);
    if (!before) fail(404, 'No such user.');
    const linked = socialProviders(before);
    if (!linked.some((name) => name.toLowerCase() === idpName.toLowerCase())) await setSocialLoginIdps(db, account.id, [...linked, idpName]);
    await clearSignInFailures(db, account.id);
    setTokenHeaders(c, await tokens.issueForSignIn(account.id));
    return respond(c, SocialSignInResponse, { data: await findUserById(db, account.id) });
  });

  return app;
}
