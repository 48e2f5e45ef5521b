import { Hono } from 'hono';
import {
  SOCIAL_CODE_REFUSED, SOCIAL_LINK_CONFIRM_PATH, SOCIAL_LINK_PATH, SOCIAL_LINK_REFUSED, SOCIAL_PROVIDERS, SOCIAL_SIGN_IN_PATH,
  SocialLinkRequest, SocialLinkResponse, SocialSignInRequest, SocialSignInResponse,
} from '../../../core/contracts/social-login.js';
import { socialProviders } from '../../../core/contracts/account.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { fail, parseRequest, respond } from '../http.js';
import { authRateLimit } from '../rate-limit.js';
import { verifyIdToken } from '../idp/id-token.js';
import { redeemCode } from '../idp/token-exchange.js';
import { findUserIdByEmail } from './account-queries.js';
import { findUserById } from './queries.js';
import { passwordCheck } from './password-sign-in.js';
import { askToLink, completeLink, confirmPage, findLinkRequest, linkedPage, refusedPage } from './social-link.js';
import { jsonBody, setTokenHeaders, userAuthorization } from './authorize.js';
import { issueSingleSignOnToken } from './single-sign-on-token.js';

/** The mailed link's page posts a plain HTML form. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * POST {user}/v2/auth/social `{ provider, code, codeVerifier, redirectUri }`: a social or single
 * sign-on. The service redeems the code at the identity provider (in-process: the demo runs it,
 * demo/services/idp/; a real one is an HTTP call to its token route) and reads the id_token:
 * - an account with that email and this provider linked → signed in (tokens in the headers, the
 *   user in the body, like sign-in). A lock from failed password sign-ins stays: the password was
 *   not used, and it is the password the lock protects.
 * - an account with that email, the provider not linked → `{ linkRequired }`, nothing more: an
 *   email the provider vouches for is not proof of the account (the demo provider vouches for
 *   any email typed into it). The account is mailed a link that links the provider; or the
 *   answer's token links it with the account's password at POST {user}/v2/auth/social/link
 *   `{ token, password }`, which then signs in (social-link.ts). Neither lifts a lock.
 * - no account → `{ registration }`: a single-sign-on token for the registration page, which
 *   completes the account (POST /v2/users with the token, single-sign-on-token.ts).
 * A refused code (unknown, used, expired, another redirect or verifier) is a 400 with code 1010.
 * The mailed link opens GET {user}/v2/auth/social/link/confirm?token (a page with a button), whose
 * POST links the provider (no sign-in: the reader then continues with the provider again).
 */
export function socialSignInRoutes(deps: ServiceDeps) {
  const { db, settings } = deps;
  const { tokens } = userAuthorization(deps);
  const checkPassword = passwordCheck(deps);
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
    const user = await findUserById(db, account.id);
    if (!user) fail(404, 'No such user.');
    if (!socialProviders(user).some((name) => name.toLowerCase() === idpName.toLowerCase())) {
      const token = await askToLink(db, settings.publicOrigin, account, provider);
      return respond(c, SocialSignInResponse, { linkRequired: { token, email: user.email, provider } });
    }
    setTokenHeaders(c, await tokens.issueForSignIn(account.id));
    return respond(c, SocialSignInResponse, { data: user });
  });

  app.post(SOCIAL_LINK_PATH, authRateLimit(deps), requireContentType('application/json'), async (c) => {
    const { token, password } = parseRequest(SocialLinkRequest, await jsonBody(c));
    const request = await findLinkRequest(db, 'password', token);
    if (!request) fail(400, 'This link request is unknown, used or expired: sign in with the provider again.', SOCIAL_LINK_REFUSED);
    // The password is checked as a sign-in checks it: throttled and locked per address.
    const userId = await checkPassword(c, request.email, password);
    if (userId !== request.userId || !(await completeLink(db, 'password', token))) {
      fail(400, 'This link request is unknown, used or expired: sign in with the provider again.', SOCIAL_LINK_REFUSED);
    }
    setTokenHeaders(c, await tokens.issueForSignIn(userId));
    return respond(c, SocialLinkResponse, { data: await findUserById(db, userId) });
  });

  // The confirmation page must not be framed by another site (a hidden "Allow" button: clickjacking)
  // nor kept by a cache; its URL holds the token, so no Referer carries it on.
  app.use(SOCIAL_LINK_CONFIRM_PATH, async (c, next) => {
    await next();
    c.header('X-Frame-Options', 'DENY');
    c.header('Content-Security-Policy', "frame-ancestors 'none'");
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
  });

  app.get(SOCIAL_LINK_CONFIRM_PATH, async (c) => {
    const token = c.req.query('token') ?? '';
    const request = await findLinkRequest(db, 'mail', token);
    return request ? c.html(confirmPage(request, token)) : c.html(refusedPage(), 400);
  });

  app.post(SOCIAL_LINK_CONFIRM_PATH, authRateLimit(deps), requireContentType(...FORM_TYPES), async (c) => {
    const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
    const token = typeof form.token === 'string' ? form.token : '';
    const linked = await completeLink(db, 'mail', token);
    return linked ? c.html(linkedPage(linked.provider, settings.publicOrigin)) : c.html(refusedPage(), 400);
  });

  return app;
}
