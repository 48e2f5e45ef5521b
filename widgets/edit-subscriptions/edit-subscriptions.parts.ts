import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-edit-subscriptions>`, for `mck-edit-subscriptions::part(…)`. */
export const editSubscriptionsParts = {
  base: 'The wrapper.',
  heading: 'The page heading.',
  banner: 'Each banner (also `success-banner` or `error-banner`).',
  'success-banner': '"Your subscriptions have been saved."',
  'error-banner': 'The generic error: the list or the save failed.',
  loading: 'The line shown while the list loads.',
  groups: 'The form holding the groups.',
  group: 'One group (alertHeader) of subscriptions.',
  'group-heading': 'A group\'s heading.',
  'select-all': 'A group\'s "Select all" checkbox and label.',
  item: 'One subscription: its checkbox and details.',
  option: 'A subscription\'s checkbox and title.',
  details: 'Frequency, description and preview link.',
  preview: 'The preview link.',
  'unsubscribe-all': 'The "Unsubscribe from all emails" checkbox and label.',
  save: 'The save button.',
  'sign-in': 'For an anonymous reader: the link to the sign-in prompt.',
} satisfies PartDocs;
