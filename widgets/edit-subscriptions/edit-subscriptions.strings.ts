import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-edit-subscriptions>` with their English defaults. */
export const editSubscriptionsStrings = defineStrings({
  EditSubscriptions_Heading: 'Email subscriptions',
  EditSubscriptions_Loading: 'Loading your subscriptions…',
  EditSubscriptions_SelectAll: 'Select all',
  EditSubscriptions_UnsubscribeAll: 'Unsubscribe from all emails',
  EditSubscriptions_Save: 'Save',
  EditSubscriptions_Saved: 'Your subscriptions have been saved.',
  EditSubscriptions_Unsaved: 'You have unsaved changes. Leave this page anyway?',
  EditSubscriptions_SignIn: 'Sign in to manage your email subscriptions',
});
export const { t } = editSubscriptionsStrings;
