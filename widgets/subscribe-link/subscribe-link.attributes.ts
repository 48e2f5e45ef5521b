import { num, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const subscribeLinkAttributes = {
  heading: text('', { doc: 'Heading; default from the dictionary (SubscribeLink_Heading).' }),
  headingLevel: num(1, { min: 1, max: 6, integer: true, doc: 'Level of the heading, 1 to 6 (the page\'s main heading by default).' }),
  subcode: text('', { doc: 'Alert code(s) to subscribe to, comma-separated; default the page URL\'s `subcode` (A§2).' }),
  eid: text('', { doc: 'The encrypted user id; default the page URL\'s `eid`.' }),
  cid: text('', { doc: 'The campaign id sent with the subscription; default the page URL\'s `cid`, if any.' }),
};
