import { registerDefaults } from '../../text/i18n.js';

/** English defaults of the form kit's texts; the CMS dictionary wins. */
registerDefaults({
  Forms_ErrorSummary_Title: 'There is a problem',
  Forms_Validations_Captcha: 'Please confirm that you are not a robot.',
});
