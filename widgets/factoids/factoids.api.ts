/**
 * The public contract of `<mck-factoids>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { oneOf } from '../../core/host/attributes.js';
import { TITLE_SIZE_NAMES } from './factoids.layout.js';
import { ANIMATIONS } from './factoids.motion.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

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

/** The parts of `<mck-factoids>`, for `mck-factoids::part(…)`. */
export const factoidsParts = /* @__PURE__ */ defineParts({
  base: 'The list of factoids (laid out by the host\'s grid).',
  item: 'One factoid.',
  image: 'The factoid\'s image.',
  'large-text': 'The large text: the number that counts up.',
  'medium-text': 'The medium text under the number.',
  'small-text': 'The small text.',
  cta: 'The factoid\'s call-to-action link (its text alone when the navigation check refuses the URL).',
}, editorParts);

/**
 * What `<mck-factoids>` tells the page (name → detail): nothing (the spec gives it no events). Its
 * only controls are plain call-to-action links, which the page follows as any link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface FactoidsEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FactoidsEvents> {}
}

/** Dictionary keys of `<mck-factoids>` with their English defaults. */
export const factoidsStrings = defineStrings({
  /** The list's accessible name. */
  Factoids_Label: 'Key figures',
  /** The editor's placeholder name for a factoids module with no items, and for an item's empty fields. */
  Factoids_Items: 'Factoids',
  Factoids_LargeText: 'Large text',
  Factoids_MediumText: 'Medium text',
  Factoids_SmallText: 'Small text',
});
export const { t } = factoidsStrings;
