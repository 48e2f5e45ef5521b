import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  KnownEmailRegistrationRequest, REGISTRATION_CAPTCHA_HEADER, REGISTRATION_CODES, REGISTRATION_PATHS,
  RegistrationResponse, SINGLE_SIGN_ON_HEADER, SOURCE_REGISTRATION_HEADER,
} from '../../../core/contracts/registration.js';
import type { Queryable } from '../../db/db.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { fail, parseRequest, respond } from '../http.js';
import { authRateLimit } from '../rate-limit.js';
import { testTokenCaptcha, type CaptchaCheck } from '../captcha/verify.js';
import { jsonBody, setTokenHeaders, userAuthorization } from './authorize.js';
import { hashPassword } from './passwords.js';
import { findUserById } from './queries.js';
import {
  adoptAnonymousSubscriptions, anonymousSubscriptions, existingAccount, insertAccount, isUniqueViolation,
  type AccountToInsert,
} from './registration-queries.js';
import { checkEmail, checkFields, checkPasswords, fromPagePayload, parseRegistration } from './registration-rules.js';
import { verifySingleSignOnToken } from './single-sign-on-token.js';
import { sendWelcomeMail } from './welcome-mail.js';

export interface RegistrationRouteOptions {
  /** Default: the demo's test-token verifier (demo/services/captcha/verify.ts). */
  captcha?: CaptchaCheck;
}

/** A source name as pages write it (`print`, `download`, `email-courses`): letters, digits, `-` and `_`. */
export const SOURCE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const captchaFailed = (): never =>
  fail(400, 'The captcha was not accepted; please try again.', REGISTRATION_CODES.CAPTCHA_FAILED);
const knownEmailRefused = (): never =>
  fail(400, 'This registration link is not valid for this email.', REGISTRATION_CODES.KNOWN_EMAIL_REFUSED);

/** The srcReg header when it is a source name; a missing or malformed one is no source. */
const sourceOf = (c: Context): string | null => {
  const source = c.req.header(SOURCE_REGISTRATION_HEADER)?.trim() ?? '';
  return SOURCE_PATTERN.test(source) ? source : null;
};

/**
 * Registration (A§7; codes REGISTRATION_CODES, their meanings in core/contracts/registration.ts).
 *
 * POST {user}/v2/users: the page and rail payload (RegistrationRequest) or the stepper's
 * (StepperRegistrationRequest, told apart by its lower-case field names). The captcha token is
 * the CaptchaKey header (the stepper's may be its `recaptcharesponse`): missing or refused, 2002.
 * With a valid single-sign-on token in the ssoToken header there is no captcha and no password:
 * the email is the token's (the body's is ignored) and the account is linked to the token's
 * provider; an invalid or expired token is 6010. An email that has an account is 1002, or 2003
 * when that account signs in only through a social provider. Success: 201, the new user, tokens
 * in the headers as sign-in, and a welcome mail in the outbox. An optional srcReg header is
 * recorded on the account.
 *
 * POST {user}/v2/users/known-email: the alternate registration with a known email and source
 * (KnownEmailRegistrationRequest, no password, srcReg header required). The demo's rule for
 * "known": the email signed up anonymously for a newsletter or alert (POST /v2/subscribe without
 * an account), which is how a newsletter link carries it; those sign-ups become the account's.
 * A missing or malformed srcReg, or an email without such sign-ups, is 2005. The account has no
 * password (the reader sets one through "forgot password") and is signed in.
 *
 * Both are rate limited per client like sign-in.
 */
export function registrationRoutes(deps: ServiceDeps, { captcha = testTokenCaptcha }: RegistrationRouteOptions = {}) {
  const { db, settings } = deps;
  const { tokens } = userAuthorization(deps);
  const app = new Hono();

  /** 1002 or 2003 when the email has an account. */
  async function requireFreeEmail(email: string) {
    const existing = await existingAccount(db, email);
    if (existing && !existing.has_password && existing.social_login_idps) {
      fail(409, 'This email belongs to an account that signs in with a social provider.', REGISTRATION_CODES.SOCIAL_ACCOUNT_EXISTS);
    }
    if (existing) fail(409, 'An account with this email already exists.', REGISTRATION_CODES.EMAIL_TAKEN);
  }

  /** Inserts the account (with `extra` in the same transaction), signs it in and answers it. */
  async function createAccount(c: Context, account: AccountToInsert, extra?: (tx: Queryable) => Promise<void>) {
    try {
      await db.transaction(async (tx) => {
        await insertAccount(tx, account);
        await extra?.(tx);
      });
    } catch (err) {
      if (isUniqueViolation(err)) fail(409, 'An account with this email already exists.', REGISTRATION_CODES.EMAIL_TAKEN);
      throw err;
    }
    await sendWelcomeMail(db, settings.publicOrigin, {
      email: account.email, firstName: account.firstName, signsInWith: account.socialLoginIdp,
      hasPassword: account.passwordHash !== null,
    });
    const user = await findUserById(db, account.id);
    if (!user) throw new Error('the new account vanished');
    setTokenHeaders(c, await tokens.issueForSignIn(user.id));
    return respond(c, RegistrationResponse, { data: user }, 201);
  }

  app.post(REGISTRATION_PATHS.register, authRateLimit(deps), requireContentType('application/json'), async (c) => {
    const request = parseRegistration(await jsonBody(c));
    const ssoToken = c.req.header(SINGLE_SIGN_ON_HEADER)?.trim();
    const identity = ssoToken ? await verifySingleSignOnToken(deps, ssoToken.slice(0, 4096)) : null;
    if (ssoToken && !identity) {
      fail(400, 'The single-sign-on link is invalid or has expired; please sign in again.', REGISTRATION_CODES.SINGLE_SIGN_ON_EXPIRED);
    }
    if (!identity) {
      const token = (c.req.header(REGISTRATION_CAPTCHA_HEADER) ?? request.captchaInBody ?? '').trim();
      if (!token || !(await captcha(token.slice(0, 4096), 'visible'))) captchaFailed();
    }
    const email = (identity?.email ?? request.email).trim();
    checkEmail(email);
    const fields = await checkFields(db, request);
    if (!identity) checkPasswords(request, email);
    await requireFreeEmail(email);
    return createAccount(c, {
      ...fields,
      id: randomUUID(),
      email,
      passwordHash: identity ? null : await hashPassword(request.password!),
      socialLoginIdp: identity?.provider ?? null,
      sourceRegistration: sourceOf(c),
    });
  });

  app.post(REGISTRATION_PATHS.registerKnownEmail, authRateLimit(deps), requireContentType('application/json'), async (c) => {
    const request = fromPagePayload(parseRequest(KnownEmailRegistrationRequest, await jsonBody(c)));
    const source = sourceOf(c) ?? knownEmailRefused();
    const email = request.email.trim();
    checkEmail(email);
    const fields = await checkFields(db, request);
    await requireFreeEmail(email);
    if ((await anonymousSubscriptions(db, email)).length === 0) knownEmailRefused();
    const id = randomUUID();
    return createAccount(c, { ...fields, id, email, passwordHash: null, socialLoginIdp: null, sourceRegistration: source },
      (tx) => adoptAnonymousSubscriptions(tx, id, email));
  });

  return app;
}
