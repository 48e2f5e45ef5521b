import { showToast } from '../toast/index.js';
import { t } from './registration.strings.js';

/**
 * The thank-you toast after a sign-up (A§4): no auto-dismiss, and still there on the return
 * route's page (the toast kit carries it over). Returns the toast.
 */
export const showThankYouToast = (doc: Document = document): HTMLElement =>
  showToast({ text: t('RegistrationForm_ThankYou'), close: t('RegistrationForm_Close') }, doc);
