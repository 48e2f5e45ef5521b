/**
 * The public contract of `<mck-full-bleed-media>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { num, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * media itself (an `<img>`, a `<video>` or an `<mck-video>`) is what the CMS prints inside the tag.
 */
export const fullBleedMediaAttributes = {
  overlayOpacity: num(0, { min: 0, max: 100, doc: 'Opacity of the colour layer over the media, 0–1; a value above 1 is a percentage (`40` = 0.4, E§5). 0: no overlay.' }),
  overlayColor: text('', { doc: 'Colour of the overlay (a CSS colour); the house ink when empty.' }),
};

/** The parts of `<mck-full-bleed-media>`, for `mck-full-bleed-media::part(…)`. */
export const fullBleedMediaParts = /* @__PURE__ */ defineParts({
  base: 'The box around the media the CMS printed (or, in editor mode, the empty media\'s placeholder).',
  overlay: 'The colour layer over the media (only when `overlay-opacity` is above 0).',
}, editorParts);

/**
 * What `<mck-full-bleed-media>` tells the page (name → detail): nothing. Its media is the CMS's
 * own element (a `<video>` fires its own media events; `<mck-video>` its own).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface FullBleedMediaEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FullBleedMediaEvents> {}
}

/** Dictionary keys of `<mck-full-bleed-media>` with their English defaults. */
export const fullBleedMediaStrings = defineStrings({
  /** E§6: the screen-reader text of media the CMS printed without alt text or label. */
  FullBleedMedia_DefaultLabel: 'Full-width media',
  /** The editor placeholder's field name. */
  FullBleedMedia_Media: 'Media',
});
export const { t } = fullBleedMediaStrings;
