import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-relogin-notice>` with their English defaults. */
export const reloginNoticeStrings = defineStrings({
  ReloginNotice_Message: 'For your security, please sign in again to see your account details.',
  ReloginNotice_SignIn: 'Sign in again',
  ReloginNotice_Dismiss: 'Dismiss',
});
export const { t } = reloginNoticeStrings;
