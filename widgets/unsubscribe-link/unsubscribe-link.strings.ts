import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-unsubscribe-link>` with their English defaults. */
export const unsubscribeLinkStrings = defineStrings({
  UnsubscribeLink_Heading: 'Unsubscribe',
  UnsubscribeLink_Question: 'Do you want to stop receiving {titles}?',
  UnsubscribeLink_QuestionUnnamed: 'Do you want to stop receiving this email?',
  UnsubscribeLink_Confirm: 'Unsubscribe',
  UnsubscribeLink_Working: 'Unsubscribing…',
  UnsubscribeLink_Success: 'You have been unsubscribed. You will no longer receive this email.',
  UnsubscribeLink_Incomplete: 'This unsubscribe link is incomplete. Please use the full link from your email.',
});
export const { t } = unsubscribeLinkStrings;
