import { navigationUrl, num, oneOf } from '../../core/host/attributes.js';
import { ALIGNMENTS, PROMO_BAR_MAX_LINKS, TITLE_SCALES, TITLE_SIZES, VARIANTS } from './promo.variants.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * promo items themselves are what the CMS prints inside the tag.
 */
export const promoAttributes = {
  variant: oneOf(VARIANTS, 'one-up', {
    doc: `Which promo module (E§2, E§12): \`one-up\` (one promo with a list of links), \`one-up-medium\` (image beside the text), \`one-up-medium-quote\` (with a quote), \`banner\` (text on the image), \`bar\` and \`bar-quote\` (a band with at most ${PROMO_BAR_MAX_LINKS} calls to action; a rendering error renders nothing), \`list\` (promos with read-more links), \`two-up-medium\` (left and right columns on their background images) or \`two-up-small\` (a grid of generic items).`,
  }),
  align: oneOf(ALIGNMENTS, 'start', {
    doc: 'Text alignment: `start`, `center`, or `split` (two-up medium: the left column to the start, the right one to the end).',
  }),
  titleSize: oneOf(TITLE_SIZES, 'large', {
    doc: `Size of the titles (E§9 two-up title sizes): ${Object.entries(TITLE_SCALES).map(([size, scale]) => `${size} → scale ${scale}`).join(', ')}.`,
  }),
  overlayOpacity: num(50, {
    min: 0, max: 100,
    doc: 'Opacity of the dark overlay on background images (banner, two-up medium), 0 to 1 or a percentage above 1 (E§5).',
  }),
  subscribeUrl: navigationUrl('', {
    doc: 'Two-up medium: the subscription route its one-click subscribe control links to (a plain link until a one-click subscribe widget exists). Empty: no control.',
  }),
};
