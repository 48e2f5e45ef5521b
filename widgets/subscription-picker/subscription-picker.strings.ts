import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-subscription-picker>` with their English defaults. */
export const subscriptionPickerStrings = defineStrings({
  SubscriptionPicker_Newsletters: 'Newsletters',
  SubscriptionPicker_Alerts: 'Alerts',
  SubscriptionPicker_Guides: 'Email guides',
  SubscriptionPicker_SelectAll: 'Select all',
});
export const { t } = subscriptionPickerStrings;
