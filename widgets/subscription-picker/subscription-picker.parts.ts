import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-subscription-picker>`, for `mck-subscription-picker::part(…)`. */
export const subscriptionPickerParts = {
  base: 'The fieldset of the category.',
  heading: 'The category heading.',
  group: 'One group (alertHeader).',
  'group-heading': 'A group\'s heading.',
  'select-all': 'A group\'s "Select all" checkbox and label.',
  option: 'One subscription\'s checkbox, title, frequency and description.',
} satisfies PartDocs;
