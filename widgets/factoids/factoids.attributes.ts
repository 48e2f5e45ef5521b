import { oneOf } from '../../core/host/attributes.js';
import { TITLE_SIZE_NAMES } from './factoids.layout.js';
import { ANIMATIONS } from './factoids.motion.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * factoids themselves are what the CMS prints inside the tag.
 */
export const factoidsAttributes = {
  animation: oneOf(ANIMATIONS, 'none', {
    doc: 'How each factoid appears once half of it is visible (E§4): `count-up` counts its number up from 0 (only numbers of 10 or more), `slide-in` slides the items in one after another (750 ms apart on desktop), `none` shows them as printed. Reduced motion always shows the final values at once.',
  }),
  titleSize: oneOf(TITLE_SIZE_NAMES, 'large', {
    doc: 'Size of the large text (E§9): huge 196 px, xxlarge 120, xlarge 92, large 76, medium 52, small 36.',
  }),
};
