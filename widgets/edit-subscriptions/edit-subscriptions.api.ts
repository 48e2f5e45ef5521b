/**
 * The public contract of `<mck-edit-subscriptions>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { num, text } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const editSubscriptionsAttributes = {
  heading: text('', { doc: 'Heading; default from the dictionary (EditSubscriptions_Heading).' }),
  headingLevel: num(1, { min: 1, max: 6, integer: true, doc: 'Level of the heading, 1 to 6 (the page\'s main heading by default); group headings are one level below.' }),
};

/** The parts of `<mck-edit-subscriptions>`, for `mck-edit-subscriptions::part(…)`. */
export const editSubscriptionsParts = /* @__PURE__ */ defineParts({
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
});

/** What `<mck-edit-subscriptions>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface EditSubscriptionsEvents {
  /** The reader's choice was saved; `codes` are the subscriptions the page lists that they now receive. On the element; bubbles, composed. */
  'mck-edit-subscriptions-saved': { codes: string[] };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<EditSubscriptionsEvents> {}
}

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
