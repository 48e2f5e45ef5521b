/**
 * The public contract of `<mck-grid>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { oneOf } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * cards themselves are what the CMS prints inside the tag.
 */
export const gridAttributes = {
  variant: oneOf(['three-up', 'four-up', 'wall'], 'three-up', { doc: 'Layout (E§9): `three-up` and `four-up` put 3 or 4 cards in a row (one column on narrow screens); `wall` fills the row with as many cards as fit, of the three wall card types.' }),
  theme: oneOf(['light', 'dark'], 'light', { doc: 'The cards\' resting theme; hovering or focusing a linked card swaps it to the other (E§4 "Cards"). Background-image cards are always dark at rest.' }),
};

/** The parts of `<mck-grid>`, for `mck-grid::part(…)`. The cards are the CMS's elements: style them as such. */
export const gridParts = /* @__PURE__ */ defineParts({
  base: 'The grid that lays the cards out (or, in editor mode, the empty grid\'s placeholder).',
}, editorParts);

/**
 * What `<mck-grid>` tells the page (name → detail): nothing. Its cards are plain links, which the
 * page follows as any link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface GridEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<GridEvents> {}
}

/** Dictionary keys of `<mck-grid>` with their English defaults. */
export const gridStrings = defineStrings({
  /** The editor placeholder's field name for a grid without cards. */
  Grid_Cards: 'Cards',
});
export const { t } = gridStrings;
