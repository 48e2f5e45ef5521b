import { num, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const editSubscriptionsAttributes = {
  heading: text('', { doc: 'Heading; default from the dictionary (EditSubscriptions_Heading).' }),
  headingLevel: num(1, { min: 1, max: 6, integer: true, doc: 'Level of the heading, 1 to 6 (the page\'s main heading by default); group headings are one level below.' }),
};
