import { oneOf } from '../../core/host/attributes.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * cards themselves are what the CMS prints inside the tag.
 */
export const gridAttributes = {
  variant: oneOf(['three-up', 'four-up', 'wall'], 'three-up', { doc: 'Layout (E§9): `three-up` and `four-up` put 3 or 4 cards in a row (one column on narrow screens); `wall` fills the row with as many cards as fit, of the three wall card types.' }),
  theme: oneOf(['light', 'dark'], 'light', { doc: 'The cards\' resting theme; hovering or focusing a linked card swaps it to the other (E§4 "Cards"). Background-image cards are always dark at rest.' }),
};
