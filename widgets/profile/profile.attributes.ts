import { navigationUrl, num, oneOf, requiredText } from '../../core/host/attributes.js';
import { HERO_MODES } from './profile.hero.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const profileAttributes = {
  profileId: requiredText({ doc: 'Id of the profile the article service answers (`GET {article}/api/profiles/{id}`).' }),
  heroMode: oneOf(HERO_MODES, 'independent', {
    doc: 'How the hero shows the photo (D§2): independent (beside the name), independent-v2 (above it), full-bleed (behind it, across the width), circular-crop (a circle).',
  }),
  headingLevel: num(1, { min: 1, max: 5, integer: true, doc: "Level of the person's name, 1 to 5 (1 on a people page); the sections' headings are one level below." }),
  contactUrl: navigationUrl('', {
    doc: '"Get in touch" without `mck-contact-modal` on the page: the contact page to go to instead (checked like any navigation). Without either, there is no "Get in touch" button.',
  }),
};
