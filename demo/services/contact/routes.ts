import { Hono, type Context } from 'hono';
import {
  CAPTCHA_HEADER, CONTACT_PATHS, ContactResponse, GenerateOtpResponse, INVISIBLE_CAPTCHA_HEADER, OTP_EXPIRED_MESSAGE, OTP_INVALID_MESSAGE,
} from '../../../core/contracts/contact.js';
import { ContactRequest, GenerateOtpRequest } from '../../../core/contracts/contact-requests.js';
import { SERVICE_PATHS } from '../config/page-config.js';
import type { ServiceDeps } from '../deps.js';
import { fail, parseRequest, respond } from '../http.js';
import { authRateLimit } from '../rate-limit.js';
import { sendMail } from '../outbox/outbox.js';
import { jsonBody } from '../user/authorize.js';
import { requireCaptcha, testTokenCaptcha, type CaptchaCheck } from '../captcha/verify.js';
import { checkCode, expireCode, issueCode, OTP_TTL_SECONDS } from './codes.js';
import { contactMail, CONTACT_SUCCESS_HTML, isContactableAddress } from './message.js';

export interface ContactRouteOptions {
  /** Default: the demo's test-token verifier (demo/services/captcha/verify.ts). */
  captcha?: CaptchaCheck;
  /** Clock, for tests. */
  now?: () => Date;
}

/** Demo only: POST here with `?email=` and that address's one-time code expires now. */
export const EXPIRE_CODE_PATH = '/demo/one-time-codes/expire';

/**
 * The forms service's contact calls (A§7), mounted at the app's root because of the one demo
 * route; the service routes live under SERVICE_PATHS.forms:
 * - POST {forms}/generate-otp `{email, firstName}`, header CaptchaKey (or InvisibleCaptchaKey for a
 *   resend): mails a code (429 when asked
 *   again within the resend wait or too often in an hour);
 * - POST {forms}/save-form-data, header CaptchaKey: the contact request (A§3) mailed to `emailData.to`;
 * - POST {forms}/save-form-data-with-otp, header InvisibleCaptchaKey: the same, with `otp`, which
 *   must be the address's live code: else 400 "Otp is expired" or "Otp is invalid" (A§8).
 * Every message goes to the demo outbox (/demo/outbox). Each call costs a mail, so each counts
 * against the per-client limit of sign-in and code routes.
 */
export function contactRoutes(deps: ServiceDeps, { captcha = testTokenCaptcha, now = () => new Date() }: ContactRouteOptions = {}) {
  const { db } = deps;
  const app = new Hono();
  const base = SERVICE_PATHS.forms;

  async function contactRequest(c: Context, header: string, kind: 'visible' | 'invisible') {
    await requireCaptcha(c, header, kind, captcha);
    const request = parseRequest(ContactRequest, await jsonBody(c));
    if (request.SendEmailRequest.isRequired && !request.SendEmailRequest.message.trim()) {
      fail(400, 'Invalid request: the message is required.');
    }
    if (!isContactableAddress(request.emailData.to)) fail(400, 'Invalid request: that address cannot be written to from the contact form.');
    return request;
  }

  async function deliver(c: Context, request: ContactRequest) {
    await sendMail(db, contactMail(request));
    return respond(c, ContactResponse, { data: { successMessage: CONTACT_SUCCESS_HTML } });
  }

  app.post(`${base}${CONTACT_PATHS.generateOtp}`, authRateLimit(deps), async (c) => {
    if (c.req.header(INVISIBLE_CAPTCHA_HEADER)) await requireCaptcha(c, INVISIBLE_CAPTCHA_HEADER, 'invisible', captcha);
    else await requireCaptcha(c, CAPTCHA_HEADER, 'visible', captcha);
    const { email, firstName } = parseRequest(GenerateOtpRequest, await jsonBody(c));
    const code = await issueCode(db, email, now());
    await sendMail(db, {
      to: email,
      subject: 'Your verification code',
      body: `Hello ${firstName.trim()},\n\nyour verification code is ${code}.\nIt is good for ${OTP_TTL_SECONDS / 60} minutes.`,
      kind: 'one-time-code',
    });
    return respond(c, GenerateOtpResponse, { data: { expiresInSeconds: OTP_TTL_SECONDS } });
  });

  app.post(`${base}${CONTACT_PATHS.save}`, authRateLimit(deps), async (c) =>
    deliver(c, await contactRequest(c, CAPTCHA_HEADER, 'visible')));

  app.post(`${base}${CONTACT_PATHS.saveWithOtp}`, authRateLimit(deps), async (c) => {
    const request = await contactRequest(c, INVISIBLE_CAPTCHA_HEADER, 'invisible');
    if (!request.otp) fail(400, OTP_INVALID_MESSAGE);
    const check = await checkCode(db, request.SendEmailRequest.email, request.otp, now());
    if (check === 'expired') fail(400, OTP_EXPIRED_MESSAGE);
    if (check === 'invalid') fail(400, OTP_INVALID_MESSAGE);
    return deliver(c, request);
  });

  app.post(EXPIRE_CODE_PATH, async (c) => {
    const email = c.req.query('email')?.slice(0, 254) ?? '';
    if (!(await expireCode(db, email, now()))) fail(404, 'No code for that address.');
    return c.body(null, 204);
  });

  return app;
}
