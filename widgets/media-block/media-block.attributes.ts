import { oneOf } from '../../core/host/attributes.js';
import { MEDIA_LAYOUTS } from './media-block.layout.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const mediaBlockAttributes = {
  layout: oneOf(MEDIA_LAYOUTS, 'two', {
    doc: 'The block (D§2): two (side by side) or four (two by two, four across on wide screens) media; stacked on mobile.',
  }),
};
