import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-one-click-subscribe>` with their English defaults. */
export const oneClickSubscribeStrings = defineStrings({
  OneClickSubscribe_Heading: 'Get our latest thinking in your inbox',
  OneClickSubscribe_Email: 'Email address',
  OneClickSubscribe_Subscribe: 'Subscribe',
  OneClickSubscribe_Subscribed: 'You are subscribed to {title}.',
  OneClickSubscribe_Manage: 'Manage subscriptions',
  OneClickSubscribe_Offer: 'Subscribe to {title} with one click.',
});
export const { t } = oneClickSubscribeStrings;
