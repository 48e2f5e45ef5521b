import { num, text } from '../../core/host/attributes.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * media itself (an `<img>`, a `<video>` or an `<mck-video>`) is what the CMS prints inside the tag.
 */
export const fullBleedMediaAttributes = {
  overlayOpacity: num(0, { min: 0, max: 100, doc: 'Opacity of the colour layer over the media, 0–1; a value above 1 is a percentage (`40` = 0.4, E§5). 0: no overlay.' }),
  overlayColor: text('', { doc: 'Colour of the overlay (a CSS colour); the house ink when empty.' }),
};
