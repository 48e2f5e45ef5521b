/**
 * The public contract of `<mck-subscription-picker>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { array } from 'superstruct';
import { json, num, oneOf, text } from '../../core/host/attributes.js';
import { AlertCode, type SubscriptionCategory } from '../../core/contracts/subscriptions.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** The pickers of E§2: newsletters, alerts, email guides. */
export const PICKER_CATEGORIES = ['newsLetters', 'alerts', 'guides'] as const;

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const subscriptionPickerAttributes = {
  category: oneOf(PICKER_CATEGORIES, 'newsLetters', { doc: 'Which subscriptions it offers: `newsLetters`, `alerts` or `guides` (E§2).' }),
  heading: text('', { doc: 'Heading; default from the dictionary for the category.' }),
  headingLevel: num(3, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6; group headings are one level below.' }),
  selected: json(array(AlertCode), [], { doc: 'Alert codes chosen when it opens (a registration form\'s earlier choice).' }),
};

/** The parts of `<mck-subscription-picker>`, for `mck-subscription-picker::part(…)`. */
export const subscriptionPickerParts = /* @__PURE__ */ defineParts({
  base: 'The fieldset of the category.',
  heading: 'The category heading.',
  group: 'One group (alertHeader).',
  'group-heading': 'A group\'s heading.',
  'select-all': 'A group\'s "Select all" checkbox and label.',
  option: 'One subscription\'s checkbox, title, frequency and description.',
});

/** What `<mck-subscription-picker>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface SubscriptionPickerEvents {
  /** The reader changed the choice: every code of this picker's category now chosen. On the element; bubbles, composed. */
  'mck-subscription-picker-change': { category: SubscriptionCategory; codes: string[] };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SubscriptionPickerEvents> {}
}

/** Dictionary keys of `<mck-subscription-picker>` with their English defaults. */
export const subscriptionPickerStrings = defineStrings({
  SubscriptionPicker_Newsletters: 'Newsletters',
  SubscriptionPicker_Alerts: 'Alerts',
  SubscriptionPicker_Guides: 'Email guides',
  SubscriptionPicker_SelectAll: 'Select all',
});
export const { t } = subscriptionPickerStrings;
