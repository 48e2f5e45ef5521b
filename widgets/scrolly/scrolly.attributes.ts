import { oneOf } from '../../core/host/attributes.js';
import { BACKGROUNDS, TEXT_PLACEMENTS } from './scrolly.layout.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * steps themselves are what the CMS prints inside the tag.
 */
export const scrollyAttributes = {
  textPlacement: oneOf(TEXT_PLACEMENTS, 'left', {
    doc: 'E§3 text placement: the steps\' text on the `left` (the inline start, so the right in Arabic) or the `right` of the media, on desktop. Below it the text and media stack.',
  }),
  background: oneOf(BACKGROUNDS, 'light', { doc: 'E§3 background: a `light` or `dark` module background (the text colour follows).' }),
};
