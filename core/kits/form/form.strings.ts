import { defineStrings } from '../../text/i18n.js';

/**
 * Dictionary keys of the form kit with their English defaults. Its components also show dynamic
 * keys (validation and failure messages), so they use core's untyped `t`.
 */
export const formStrings = defineStrings({
  Forms_ErrorSummary_Title: 'There is a problem',
  Forms_Validations_Captcha: 'Please confirm that you are not a robot.',
  /** The captcha's group, named so a screen reader says what the challenge is for. */
  Forms_Captcha: 'Security check',
});
export const { t } = formStrings;
