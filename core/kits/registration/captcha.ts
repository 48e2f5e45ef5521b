import { noCaptcha, visibleCaptcha, type CaptchaVerifier } from '../form/index.js';

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
