import { navigationUrl, num, requiredText, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const oneClickSubscribeAttributes = {
  alertCode: requiredText({ doc: 'The practice\'s newsletter or alert code to subscribe to (required).' }),
  heading: text('', { doc: 'Heading; default from the dictionary (OneClickSubscribe_Heading).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6.' }),
  manageUrl: navigationUrl('/my-account/edit_subscriptions', {
    doc: 'The "Manage subscriptions" link a subscribed reader sees: this site or an origin the page config allows.',
  }),
};
