/**
 * The public contract of `<mck-blog-promo>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { array } from 'superstruct';
import { bool, json, num, oneOf, text } from '../../core/host/attributes.js';
import { CheckedCtaLink } from '../../core/kits/content/index.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** D§3 "Blog promo" and D§9: the promo's defaults and choices, each declared once. */

/** D§9: the promo's default background, deep blue (the brand's ink colour). */
export const DEFAULT_BACKGROUND = '#051c2c';
/** D§9: the heading's default scale, H5. */
export const DEFAULT_HEADING_SCALE = 'h5';
export const HEADING_SCALES = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export const DESCRIPTION_SCALES = ['large', 'medium', 'small'] as const;
/** D§3: align, default center. */
export const ALIGNMENTS = ['left', 'center', 'right'] as const;

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const blogPromoAttributes = {
  heading: text('', { doc: "The promo's title (D§3 title). Without one the promo is hidden (D§4)." }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading in the page outline, 2 to 6 (its look is heading-scale).' }),
  headingScale: oneOf(HEADING_SCALES, DEFAULT_HEADING_SCALE, { doc: 'How large the heading looks, h1 to h6 (D§9: default h5).' }),
  description: text('', { doc: 'The description, HTML from the CMS (sanitised).' }),
  descriptionScale: oneOf(DESCRIPTION_SCALES, 'medium', { doc: 'How large the description looks.' }),
  cta: json(array(CheckedCtaLink), [], {
    doc: 'Calls to action, shown when one-click is not enabled (content kit links; a URL the navigation check refuses is an error).',
  }),
  align: oneOf(ALIGNMENTS, 'center', { doc: 'Text alignment (D§3: default center).' }),
  enableOneClick: bool(false, { doc: 'Show the one-click subscribe control (the `mck-one-click-subscribe` child in slot "one-click") instead of the calls to action.' }),
  hidePromoBar: bool(false, { doc: 'Hide the promo (D§4).' }),
  backgroundColor: text(DEFAULT_BACKGROUND, { doc: `Background colour, any CSS colour (D§9: default deep blue, ${DEFAULT_BACKGROUND}).` }),
  isDetailsPage: bool(false, { doc: 'The promo is on a blog entry page: it sits in the text column instead of across the page.' }),
};

/** The parts of `<mck-blog-promo>`, for `mck-blog-promo::part(…)`. */
export const blogPromoParts = /* @__PURE__ */ defineParts({
  base: 'The banner.',
  heading: 'The title.',
  description: 'The description.',
  form: 'The form area (the "form" slot), only for readers without a session.',
  'one-click': 'Where the one-click subscribe control (the "one-click" slot) shows.',
  links: 'The list of calls to action.',
  link: 'One call to action.',
}, editorParts);

/**
 * What `<mck-blog-promo>` tells the page (name → detail): nothing. Its calls to action are plain
 * links; the form and the one-click control are the CMS's children and speak for themselves.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface BlogPromoEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<BlogPromoEvents> {}
}

/** Dictionary keys of `<mck-blog-promo>` with their English defaults: the form area's name for screen readers. */
export const blogPromoStrings = defineStrings({
  BlogPromo_FormLabel: 'Subscribe',
});
export const { t } = blogPromoStrings;
