import { Hono, type Context } from 'hono';
import {
  ACCESS_DENIED, AUTHORIZATION_CODE_TTL_SECONDS, IDP_PATHS, IdpTokenRequest, IdpTokenResponse,
} from '../../../core/contracts/social-login.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { fail, parseRequest, respond } from '../http.js';
import { authRateLimit } from '../rate-limit.js';
import { authorizePage, refusalPage, type NewIdentityInput } from './authorize-page.js';
import { checkAuthorizeRequest, redirectWith, type AuthorizeRequest } from './authorize-request.js';
import { issueCode } from './codes.js';
import { IDP_DIRECTORY, subjectFor, type IdpIdentity } from './directory.js';
import { redeemCode } from './token-exchange.js';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** A typed-in email: something@domain.tld, as the provider would have checked at its own sign-up. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;
const MAX_NAME = 60;

async function formFields(c: Context): Promise<Record<string, string>> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return fail(400, 'Invalid request: the form body does not parse.');
  }
  return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The identity a POST chose, or the reason the typed one is refused. */
function chosenIdentity(r: AuthorizeRequest, fields: Record<string, string>): IdpIdentity | { refused: string; typed: NewIdentityInput } {
  if (fields.identity) {
    const known = IDP_DIRECTORY[r.provider].find((who) => who.subject === fields.identity);
    return known ?? { refused: 'Choose one of the accounts listed.', typed: { email: '', firstName: '', lastName: '' } };
  }
  const typed = { email: (fields.email ?? '').trim(), firstName: (fields.firstName ?? '').trim(), lastName: (fields.lastName ?? '').trim() };
  if (!EMAIL.test(typed.email) || typed.email.length > MAX_EMAIL) return { refused: 'Enter a valid email address.', typed };
  if (!typed.firstName || !typed.lastName || typed.firstName.length > MAX_NAME || typed.lastName.length > MAX_NAME) {
    return { refused: `Enter a first and last name of at most ${MAX_NAME} characters each.`, typed };
  }
  return { subject: subjectFor(r.provider, typed.email), ...typed };
}

/**
 * The demo's identity provider, one for the five configured providers (told apart by client id),
 * under {idp} (SERVICE_PATHS.idp): an OAuth 2.0 authorization server with PKCE (S256 only).
 * - GET {idp}/authorize: the sign-in page ("Sign in with Google"): continue as one of the
 *   provider's people (directory.ts) or as someone new (email and name), or cancel.
 * - POST {idp}/authorize (the page's forms): redirects (303) to redirect_uri with `code` and
 *   `state`, or `error=access_denied` on cancel. A code lives 60 s, in the database.
 * - POST {idp}/token, form-encoded: code, redirect_uri, client_id, code_verifier → `{ id_token }`
 *   (id-token.ts), once per code. The user service redeems codes in-process with the same function.
 * Redirect URIs are pages of the origins the services allow (settings.allowedOrigins).
 */
export function idpRoutes(deps: ServiceDeps) {
  const { db, settings } = deps;
  const app = new Hono();
  // A sign-in page must not be framed by another site (clickjacking) nor kept by a cache.
  app.use(IDP_PATHS.authorize, async (c, next) => {
    await next();
    c.header('X-Frame-Options', 'DENY');
    c.header('Content-Security-Policy', "frame-ancestors 'none'");
    c.header('Cache-Control', 'no-store');
  });
  const check = (param: (name: string) => string | undefined) => checkAuthorizeRequest(param, settings.allowedOrigins);

  app.get(IDP_PATHS.authorize, (c) => {
    const checked = check((name) => c.req.query(name));
    if (!checked.ok) return 'page' in checked ? c.html(refusalPage(checked.page), 400) : c.redirect(checked.redirect, 302);
    return c.html(authorizePage(checked.request));
  });

  app.post(IDP_PATHS.authorize, authRateLimit(deps), requireContentType(...FORM_TYPES), async (c) => {
    const fields = await formFields(c);
    const checked = check((name) => fields[name]);
    if (!checked.ok) return 'page' in checked ? c.html(refusalPage(checked.page), 400) : c.redirect(checked.redirect, 303);
    const r = checked.request;
    if (fields.action === 'cancel') return c.redirect(redirectWith(r.redirectUri, { error: ACCESS_DENIED, state: r.state }), 303);
    const identity = chosenIdentity(r, fields);
    if ('refused' in identity) return c.html(authorizePage(r, identity.refused, identity.typed), 400);
    const expiresAt = new Date(Date.now() + AUTHORIZATION_CODE_TTL_SECONDS * 1000);
    const code = await issueCode(db, { clientId: r.clientId, redirectUri: r.redirectUri, codeChallenge: r.codeChallenge }, identity, expiresAt);
    return c.redirect(redirectWith(r.redirectUri, { code, state: r.state }), 303);
  });

  app.post(IDP_PATHS.token, authRateLimit(deps), requireContentType(...FORM_TYPES), async (c) => {
    const request = parseRequest(IdpTokenRequest, await formFields(c));
    c.header('Cache-Control', 'no-store'); // RFC 6749 §5.1
    return respond(c, IdpTokenResponse, await redeemCode(db, request));
  });

  return app;
}
