/**
 * Captcha kit: the page's captcha provider (reCAPTCHA, keyed by the page config's
 * `captchaSiteKey`) for every widget that asks it: the form kit's visible challenge, the quiz's and
 * the contact form's invisible action tokens. Import it only through this file (its own chunk).
 */
export { captchaActionToken, pageCaptchaProvider, type CaptchaProvider } from './provider.js';
