/**
 * Which captcha each form uses (A§5, A§7). Small rules, kept here so that every answer to "does
 * this form ask for a captcha, and what does it send without a provider" is in one place.
 */
import { TEST_CAPTCHA_TOKENS } from '../../contracts/captcha.js';
import { flag } from '../../page/config.js';
import { pageCaptcha } from './page-captcha.js';
import { captchaActionToken } from './provider.js';
import { noCaptcha, type CaptchaVerifier } from './verifier.js';

/** A§5: the page's visible captcha unless the flag `disable_visible_captcha` is on (forgot password, subscribe, sign-up). */
export const visibleCaptcha = (testToken?: string): CaptchaVerifier =>
  (flag('disable_visible_captcha') ? noCaptcha : pageCaptcha(testToken));

/**
 * A§5 "captcha visibility is checked 1 second after load": the registration forms show their
 * captcha (or decide they have none) this long after they first render, holding its place until then.
 */
export const CAPTCHA_CHECK_DELAY_MS = 1000;

/**
 * The registration forms' captcha (A§5): the page's visible captcha, unless the flag
 * `disable_visible_captcha` is on or the sign-up is a single sign-on (the provider vouched for the
 * reader). `testToken` is what the test captcha yields where the page has no provider.
 */
export const registrationCaptcha = (singleSignOn: boolean, testToken?: string): CaptchaVerifier =>
  (singleSignOn ? noCaptcha : visibleCaptcha(testToken));

/** The contact form's invisible challenge's action (A§7 with-OTP call). */
export const CONTACT_CAPTCHA_ACTION = 'contact_otp';

/**
 * The contact form's visible captcha (A§5 "recaptcha required", whatever the flag says): the
 * page's provider, else the test captcha, whose token only the demo's verifier accepts.
 */
export const contactCaptcha = (): CaptchaVerifier => pageCaptcha(TEST_CAPTCHA_TOKENS.visible);

/**
 * A token of the contact form's invisible challenge (the with-OTP send, a resent code); the
 * invisible test token on a page without a provider. A provider failure rejects.
 */
export async function contactActionToken(): Promise<string> {
  return (await captchaActionToken(CONTACT_CAPTCHA_ACTION)) ?? TEST_CAPTCHA_TOKENS.invisible;
}
