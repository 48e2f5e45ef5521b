import { defineStrings } from '../../text/i18n.js';

/**
 * Dictionary keys of the captcha kit with their English defaults. The key keeps the `Forms_`
 * name it had when the test captcha was the form kit's: the CMS dictionaries hold it so.
 */
export const captchaStrings = defineStrings({
  Forms_TestCaptcha: 'I am not a robot (test captcha)',
});
