/**
 * The public contract of `<mck-exhibit-carousel>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { num, text } from '../../core/host/attributes.js';
import { carouselParts } from '../../core/kits/carousel/index.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * exhibits themselves are what the CMS prints inside the tag.
 */
export const exhibitCarouselAttributes = {
  label: text('', { doc: 'The carousel\'s accessible name (what screen readers announce for the region); "Exhibits" in the page\'s language when empty. Give each carousel on a page a name of its own (screen readers list them by it).' }),
  startSlide: num(1, { min: 1, integer: true, doc: 'The exhibit shown first, counted from 1 (E§4); a number above the count shows the last one.' }),
};

/** The parts of `<mck-exhibit-carousel>`, for `mck-exhibit-carousel::part(…)`. */
export const exhibitCarouselParts = /* @__PURE__ */ defineParts({
  base: 'The empty module in editor mode (holds its placeholder).',
}, carouselParts, editorParts);

/**
 * What `<mck-exhibit-carousel>` tells the page (name → detail): nothing (the spec gives it no
 * events); each move is said in the page's polite live region.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface ExhibitCarouselEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ExhibitCarouselEvents> {}
}

/** Dictionary keys of `<mck-exhibit-carousel>` with their English defaults. */
export const exhibitCarouselStrings = defineStrings({
  /** The region's accessible name when the page gives none; also the editor's placeholder name. */
  ExhibitCarousel_Label: 'Exhibits',
  /** Screen-reader text of an exhibit image the CMS printed without alt text (E§8). */
  ExhibitCarousel_DefaultAlt: 'Exhibit',
});
export const { t } = exhibitCarouselStrings;
