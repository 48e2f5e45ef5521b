/**
 * The public contract of `<mck-promo>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, num, oneOf } from '../../core/host/attributes.js';
import { ALIGNMENTS, PROMO_BAR_MAX_LINKS, TITLE_SCALES, TITLE_SIZES, VARIANTS } from './promo.variants.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

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

/** The parts of `<mck-promo>`, for `mck-promo::part(…)`. */
export const promoParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper of the items (it takes no box: the host lays the items out).',
  item: 'One promo item (a column of two-up medium, an entry of a list).',
  image: 'The item\'s image (behind the text in banner and two-up medium).',
  eyebrow: 'The line above the title.',
  title: 'The item\'s title.',
  text: 'The item\'s text.',
  quote: 'The quote of the quote variants.',
  citation: 'The quote\'s citation.',
  link: 'A call-to-action link (a read-more link in the list).',
  subscribe: 'Two-up medium\'s one-click subscribe link.',
}, editorParts);

/**
 * What `<mck-promo>` tells the page (name → detail): nothing. Its controls are plain links, which
 * the page follows as any link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface PromoEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<PromoEvents> {}
}

/**
 * Dictionary keys of `<mck-promo>` with their English defaults: the read-more and subscribe link
 * texts, and the field names editor mode shows in placeholders.
 */
export const promoStrings = defineStrings({
  Promo_ReadMore: 'Read more',
  Promo_Subscribe: 'Subscribe',
  Promo_Eyebrow: 'Eyebrow',
  Promo_Title: 'Title',
  Promo_Text: 'Text',
  Promo_Quote: 'Quote',
  Promo_Citation: 'Citation',
  Promo_Link: 'Call to action',
});
export const { t } = promoStrings;
