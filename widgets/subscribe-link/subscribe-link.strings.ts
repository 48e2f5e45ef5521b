import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-subscribe-link>` with their English defaults. */
export const subscribeLinkStrings = defineStrings({
  SubscribeLink_Heading: 'Email subscription',
  SubscribeLink_Loading: 'Confirming your subscription…',
  SubscribeLink_Success: 'Thank you. You are now subscribed to {titles}.',
  SubscribeLink_Already: 'You are already subscribed to {titles}.',
  SubscribeLink_UserNotFound: 'We could not find your account. Please check the link in your email.',
  SubscribeLink_SubNotFound: 'We could not find this subscription.',
  SubscribeLink_EmptyCode: 'This subscription link is incomplete. Please use the full link from your email.',
  SubscribeLink_ApiError: 'We could not complete your subscription. Please try again later.',
});
export const { t } = subscribeLinkStrings;
