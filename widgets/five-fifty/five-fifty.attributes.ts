import { num, text } from '../../core/host/attributes.js';
import { HEADER_OFFSET_PX } from './five-fifty.layout.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * story itself is what the CMS prints inside the tag (see the define file).
 */
export const fiveFiftyAttributes = {
  label: text('', { doc: 'The story\'s accessible name (its tab list and, on mobile, its carousel); the hero\'s label when empty.' }),
  headerOffset: num(HEADER_OFFSET_PX, {
    min: 0, integer: true,
    doc: `The site header's height in px, which the pinned story sits under and scrolls to (D§9: ${HEADER_OFFSET_PX}).`,
  }),
};
