/**
 * The public contract of `<mck-section-header>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { nullable } from 'superstruct';
import { json, num, oneOf, text } from '../../core/host/attributes.js';
import { CheckedCtaLink } from '../../core/kits/content/index.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const sectionHeaderAttributes = {
  renderMode: oneOf(['full', 'slim'], 'full', { doc: 'E§3 renderMode: `full` (a tall band over the slotted image) or `slim` (a short band, no image).' }),
  fontSize: oneOf(['huge', 'extra-large', 'large', 'medium'], 'large', { doc: 'Headline size (E§9: huge, extra large, large, medium are the type scales 1100, 1, 2, 3).' }),
  font: oneOf(['serif', 'sans'], 'serif', { doc: 'Headline typeface: the house serif or the UI sans-serif.' }),
  headlineAlignment: oneOf(['start', 'center', 'end'], 'start', { doc: 'Where the text sits across the band: `start` and `end` follow the reading direction.' }),
  backgroundColor: text('', { doc: 'Colour of the overlay over the image (a CSS colour); the house ink when empty. Without an image it is the band\'s colour.' }),
  backgroundOpacity: num(0.5, { min: 0, max: 100, doc: 'Opacity of the overlay over the image, 0–1; a value above 1 is a percentage (`40` = 0.4, E§5).' }),
  gradientDirection: oneOf(['none', 'top', 'bottom', 'start', 'end'], 'none', { doc: 'The side a dark gradient rises from, to keep the text readable; `start` and `end` follow the reading direction.' }),
  gradientLevel: num(60, { min: 0, max: 100, integer: true, doc: 'Strength of the gradient, 0–100; its opacity is level / 100.' }),
  cta: json(nullable(CheckedCtaLink), null, {
    doc: 'The call to action (E§3, A§3 CTA link), JSON. An internal link without `url`, or one without `text`, is not rendered; a URL the navigation check refuses is a malformed attribute.',
  }),
  imageCrop: oneOf(['center', 'top', 'bottom', 'start', 'end'], 'center', { doc: 'Which part of the slotted image stays in view when the band crops it.' }),
};

/** The parts of `<mck-section-header>`, for `mck-section-header::part(…)`. */
export const sectionHeaderParts = /* @__PURE__ */ defineParts({
  base: 'The band holding the text.',
  media: 'The box of the slotted image (full mode).',
  overlay: 'The colour layer over the image.',
  gradient: 'The gradient layer that keeps the text readable.',
  content: 'The eyebrow, headline and call to action.',
  cta: 'The call-to-action link.',
}, editorParts);

/**
 * What `<mck-section-header>` tells the page (name → detail): nothing. Its one control is a plain
 * link, which the page follows as any link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface SectionHeaderEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SectionHeaderEvents> {}
}

/** Dictionary keys of `<mck-section-header>` with their English defaults: its editor fields' names. */
export const sectionHeaderStrings = defineStrings({
  SectionHeader_Headline: 'Headline',
  SectionHeader_CallToAction: 'Call to action',
});
export const { t } = sectionHeaderStrings;
