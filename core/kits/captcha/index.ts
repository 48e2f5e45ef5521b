/**
 * Captcha kit: every captcha piece the widgets share. The page's captcha provider (reCAPTCHA,
 * keyed by the page config's `captchaSiteKey`) and its invisible action tokens (the quiz's, the
 * contact form's); the verifier contract a form takes (`CaptchaVerifier`: the provider's visible
 * challenge, the test captcha on pages without a provider, or none); and the policies that pick a
 * form's captcha (A§5: the flag `disable_visible_captcha`, none for a single sign-on, the
 * registration forms' check delay, the contact form's test tokens). The form kit's `CaptchaSlot`
 * mounts a verifier in a form (it is the form's field: its errors, ids and focus), so it stays
 * there; the form kit takes the contract as a type only, so a form without a captcha loads none of
 * this. Import it only through this file (its own chunk).
 */
import './captcha.strings.js';

export { captchaActionToken, quietCaptchaActionToken } from './provider.js';
export { noCaptcha, testCaptcha, type CaptchaVerifier } from './verifier.js';
export { pageCaptcha } from './page-captcha.js';
export {
  CAPTCHA_CHECK_DELAY_MS, contactActionToken, contactCaptcha, registrationCaptcha, visibleCaptcha,
} from './policies.js';
