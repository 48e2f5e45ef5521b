import { integer, min, object, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';

/**
 * The forms service's contact calls (A§3 contact request payload, A§7): send the contact form,
 * with or without a one-time code, and ask for a code. The widgets (mck-contact-modal, mck-form,
 * through core/kits/contact-form) check the answers with these; demo/services/contact its answers
 * on the way out. The request payloads are in contact-requests.ts: only the service checks them,
 * so the core chunk (which carries what a kit uses) does not carry their schemas.
 */

/** Paths under the forms service. The spec names save-form-data; the other two are ours. */
export const CONTACT_PATHS = {
  /** POST, header {@link CAPTCHA_HEADER}: the contact message (A§7). */
  save: '/save-form-data',
  /** POST, header {@link INVISIBLE_CAPTCHA_HEADER}: the same with the one-time code `otp` (A§7 "with-OTP variant"). */
  saveWithOtp: '/save-form-data-with-otp',
  /**
   * POST, header {@link CAPTCHA_HEADER} (the form's visible captcha) or, for a resend from the code
   * step, {@link INVISIBLE_CAPTCHA_HEADER}: mail a one-time code to `email` (A§7 "generate-OTP", path not shown).
   */
  generateOtp: '/generate-otp',
} as const;

/** The visible captcha's token (A§7). */
export const CAPTCHA_HEADER = 'CaptchaKey';
/** The invisible captcha's token, on the with-OTP call (A§7). */
export const INVISIBLE_CAPTCHA_HEADER = 'InvisibleCaptchaKey';

/** The service's messages for a code that failed (A§8): the widgets match these texts exactly. */
export const OTP_EXPIRED_MESSAGE = 'Otp is expired';
export const OTP_INVALID_MESSAGE = 'Otp is invalid';

/**
 * Seconds before another code may be asked for (A§9 "OTP resend wait 30 s"): the widget's resend
 * countdown and the service's resend limit.
 */
export const OTP_RESEND_WAIT_SECONDS = 30;

/** A one-time code: six digits (A§5 "must match a code pattern"; the form kit's `otp` rule). */
export const OTP_PATTERN = /^\d{6}$/;

/** Longest contact message, in characters (ours; the spec gives none). */
export const CONTACT_MESSAGE_MAX = 4000;

/** The answer: `data.data.successMessage` in the spec's axios terms; HTML, shown sanitised. */
export const ContactResponse = envelope(object({ successMessage: string() }));
export type ContactResponse = Infer<typeof ContactResponse>;

/** A code was mailed; it is good for `expiresInSeconds`. */
export const GenerateOtpResponse = envelope(object({ expiresInSeconds: min(integer(), 1) }));
export type GenerateOtpResponse = Infer<typeof GenerateOtpResponse>;
