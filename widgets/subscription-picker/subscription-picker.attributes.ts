import { array } from 'superstruct';
import { json, num, oneOf, text } from '../../core/host/attributes.js';
import { AlertCode } from '../../core/contracts/subscriptions.js';

/** The pickers of E§2: newsletters, alerts, email guides. */
export const PICKER_CATEGORIES = ['newsLetters', 'alerts', 'guides'] as const;

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const subscriptionPickerAttributes = {
  category: oneOf(PICKER_CATEGORIES, 'newsLetters', { doc: 'Which subscriptions it offers: `newsLetters`, `alerts` or `guides` (E§2).' }),
  heading: text('', { doc: 'Heading; default from the dictionary for the category.' }),
  headingLevel: num(3, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6; group headings are one level below.' }),
  selected: json(array(AlertCode), [], { doc: 'Alert codes chosen when it opens (a registration form\'s earlier choice).', type: 'string[]' }),
};
