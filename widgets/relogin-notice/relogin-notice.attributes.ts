import { bool, oneOf } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const reloginNoticeAttributes = {
  variant: oneOf(['banner', 'inline'], 'banner', {
    doc: '"banner": a full-width bar (a page template\'s top); "inline": a box in the flow of the content.',
  }),
  preview: bool(false, {
    doc: 'Show the notice whatever the session says: for galleries and template previews. Readers never need it.',
  }),
};
