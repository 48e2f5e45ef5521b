/**
 * The public contract of `<mck-careers-sticky-bar>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { StickyVariant } from './sticky-variant.js';
import { defineStrings } from '../../core/text/i18n.js';

/** The careers sticky bar datasource (A§3): camelCase prop → attribute kind (kebab-case attribute). */
export const careersStickyBarAttributes = {
  sectionTitle: text('', { doc: 'Title of the bar (datasource sectionTitle).' }),
  subTitle: text('', { doc: 'Line under the title (datasource subTitle); not in the minimal variants.' }),
  buttonText: text('', { doc: 'Text of the main button (datasource buttonText).' }),
  buttonLink: navigationUrl('', { doc: 'Where the main button goes (datasource buttonLink); through the navigation check.' }),
  signinText: text('', { doc: 'The "already started? sign in" link text (datasource singinText); dropped by sticky-minimal-top.' }),
  loginLink: navigationUrl('', { doc: 'Where the sign-in text goes (datasource loginLink); through the navigation check.' }),
};

/** The parts of `<mck-careers-sticky-bar>`, for `mck-careers-sticky-bar::part(…)`. */
export const careersStickyBarParts = /* @__PURE__ */ defineParts({
  'in-page': 'The in-page bar, where the CMS placed the element.',
  sticky: 'The sticky bar (its variant in `data-variant`).',
  title: 'The title in either bar.',
  subtitle: 'The line under the title (in-page and sticky-default).',
  button: 'The main button link in either bar.',
  signin: 'The sign-in link (not in sticky-minimal-top).',
}, editorParts);

/** What `<mck-careers-sticky-bar>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface CareersStickyBarEvents {
  /** The sticky bar changed variant as the reader scrolled. On the element; bubbles, composed. */
  'mck-careers-sticky-bar-variant': { variant: StickyVariant };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<CareersStickyBarEvents> {}
}

/** Dictionary keys of `<mck-careers-sticky-bar>` with their English defaults. */
export const careersStickyBarStrings = defineStrings({
  CareersStickyBar_Shortcut: 'Careers shortcut',
});
export const { t } = careersStickyBarStrings;
