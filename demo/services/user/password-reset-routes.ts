import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  ACCOUNT_CODES, ACCOUNT_PATHS, CAPTCHA_HEADERS, PasswordResetRequest, PasswordResetRequestResponse,
  ResetPasswordRequest, ResetPasswordResponse,
} from '../../../core/contracts/account.js';
import { EMAIL_MAX, isEmail, isStrongPassword } from '../../../core/contracts/user-fields.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { fail, parseRequest, respond } from '../http.js';
import { sendMail } from '../outbox/outbox.js';
import { authRateLimit } from '../rate-limit.js';
import { jsonBody } from './authorize.js';
import { hashPassword } from './passwords.js';
import { clearSignInFailures, findUserById, revokeOtherSessions } from './queries.js';
import {
  consumePasswordReset, findUserIdByEmail, insertPasswordReset, passwordResetUser, recentPasswordResets, setPasswordHash,
} from './account-queries.js';

/** How long a reset link works (chosen: the spec says only that links expire). */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
/**
 * Unused reset links one address receives per link lifetime; further requests answer the same but
 * send nothing, so the route cannot flood someone's inbox (the per-client rate limit covers the
 * rest). A link that was used no longer counts.
 */
export const MAX_RESET_MAILS_PER_TTL = 3;
/** Longest password hashed (argon2 of a huge input costs time); longer ones are refused as weak. */
export const PASSWORD_MAX_LENGTH = 128;
/** The page the link opens (demo/pages/reset-password.html). */
export const RESET_PAGE_PATH = '/pages/reset-password';

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

function requireCaptcha(c: Context) {
  const token = c.req.header(CAPTCHA_HEADERS.visible) ?? c.req.header(CAPTCHA_HEADERS.default);
  // The demo has no captcha provider to ask whether a token is genuine (as the quiz service):
  // it refuses a request without one, as the real service refuses a token its provider rejects.
  if (!token?.trim()) fail(400, `Invalid request: the ${CAPTCHA_HEADERS.visible} or ${CAPTCHA_HEADERS.default} header is missing.`);
}

/** A new password: the strength rule with the account's email, and at most PASSWORD_MAX_LENGTH. */
export function checkNewPassword(password: string, email: string, code: number) {
  if (Array.from(password).length > PASSWORD_MAX_LENGTH || !isStrongPassword(password, email)) {
    fail(400, 'The new password is too weak.', code);
  }
}

/**
 * Password reset (A§7). POST {user}/v2/users/password-reset `{email}` with a captcha header:
 * mails a link `{publicOrigin}/pages/reset-password?token=…&uid=…` (uid: the account's id, which
 * is the reset body's `encEmailId`; the token is the secret, stored hashed) and answers
 * `{data:{sent:true}}` whether or not the email has an account. POST {user}/v2/users/reset-password
 * `{password, token, encEmailId}` sets the password, ends every session of the account (their
 * refresh and access tokens stop working) and answers the account's email, with which the page
 * signs in. Reset codes (ACCOUNT_CODES): 1001 (404) no account has that uid; 6008 (400) the
 * link is unknown, expired, used or another account's: the invalid-link state; 6011 (400) the
 * password fails the strength rule (the link stays usable). Both routes are rate limited per client.
 */
export function passwordResetRoutes(deps: ServiceDeps) {
  const { db, settings } = deps;
  const app = new Hono();

  app.post(ACCOUNT_PATHS.passwordResetRequest, authRateLimit(deps), requireContentType('application/json'), async (c) => {
    requireCaptcha(c);
    const email = parseRequest(PasswordResetRequest, await jsonBody(c)).email.trim();
    if (email.length > EMAIL_MAX || !isEmail(email)) fail(400, 'Invalid request: email is not a valid address.');
    const account = await findUserIdByEmail(db, email);
    if (account && (await recentPasswordResets(db, account.id, RESET_LINK_TTL_SECONDS)) < MAX_RESET_MAILS_PER_TTL) {
      const token = randomBytes(32).toString('base64url');
      await insertPasswordReset(db, hashResetToken(token), account.id, new Date(Date.now() + RESET_LINK_TTL_SECONDS * 1000));
      const link = new URL(RESET_PAGE_PATH, settings.publicOrigin);
      link.search = new URLSearchParams({ token, uid: account.id }).toString();
      await sendMail(db, {
        to: account.email,
        subject: 'Reset your password',
        body: `Someone asked to reset the password of this account. To choose a new one, open:\n${link.href}\n`
          + `The link works once, for ${RESET_LINK_TTL_SECONDS / 60} minutes. If it was not you, ignore this message.`,
        kind: 'password-reset',
      });
    }
    return respond(c, PasswordResetRequestResponse, { data: { sent: true } });
  });

  app.post(ACCOUNT_PATHS.resetPassword, authRateLimit(deps), requireContentType('application/json'), async (c) => {
    const { password, token, encEmailId } = parseRequest(ResetPasswordRequest, await jsonBody(c));
    const user = await findUserById(db, encEmailId);
    if (!user) fail(404, 'No account has this link.', ACCOUNT_CODES.RESET_ACCOUNT_GONE);
    const linkInvalid = () => fail(400, 'This link is invalid or has expired.', ACCOUNT_CODES.RESET_LINK_INVALID);
    const tokenHash = hashResetToken(token);
    if ((await passwordResetUser(db, tokenHash)) !== user.id) linkInvalid();
    checkNewPassword(password, user.email, ACCOUNT_CODES.RESET_PASSWORD_REFUSED);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      if ((await consumePasswordReset(tx, tokenHash)) !== user.id) linkInvalid(); // a concurrent reset used it
      await setPasswordHash(tx, user.id, passwordHash);
      await clearSignInFailures(tx, user.id); // a reset also ends a lockout
      await revokeOtherSessions(tx, user.id, null); // and every session: whoever knew the old password is out
    });
    return respond(c, ResetPasswordResponse, { data: { email: user.email } });
  });

  return app;
}
