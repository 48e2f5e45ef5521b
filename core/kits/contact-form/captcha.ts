import { TEST_CAPTCHA_TOKENS } from '../../contracts/contact.js';
import { captchaActionToken } from '../captcha/index.js';
import { pageCaptcha, type CaptchaVerifier } from '../form/index.js';

/** The invisible challenge's action (A§7 with-OTP call). */
export const CONTACT_CAPTCHA_ACTION = 'contact_otp';

/**
 * The contact form's visible captcha (A§5 "recaptcha required"): the page's provider, else the
 * form kit's test captcha, whose token only the demo's verifier accepts.
 */
export const contactCaptcha = (): CaptchaVerifier => pageCaptcha(TEST_CAPTCHA_TOKENS.visible);

/** A token of the invisible challenge; the test token on a page without a provider. */
export async function invisibleCaptchaToken(): Promise<string> {
  return (await captchaActionToken(CONTACT_CAPTCHA_ACTION)) ?? TEST_CAPTCHA_TOKENS.invisible;
}
