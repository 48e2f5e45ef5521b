import { navigationUrl, num, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const registrationAttributes = {
  heading: text('', { doc: 'Heading of the page; default from the dictionary by variant (Registration_Heading, …Print/Save/Download/Source, …SingleSignOn).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6 (under the page heading).' }),
  redirectUrl: navigationUrl('', {
    doc: 'The page to return to after registering when the query has no `redirectURL`: this site or an origin the page config allows; empty = the stored return route, else home.',
  }),
  practiceCode: text('', { doc: "The page's practice: after registering the reader is subscribed to it (A§4). Empty on the default practice." }),
  locationCountry: text('', { doc: "The page's country (ISO code) for the country default; empty: the visitor's geo-IP country." }),
};
