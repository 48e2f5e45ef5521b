/**
 * The public contract of `<mck-media-block>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { oneOf } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * The media block's layouts (D§2 "two-media and four-media blocks"), declared once for the
 * attribute, the component, the styles and the gallery's printed fallback.
 * - two: side by side from a tablet-wide viewport, stacked below it;
 * - four: two by two from a tablet-wide viewport, four across from a desktop-wide one, stacked on mobile.
 * The spec names no breakpoints: these are the site's tablet and desktop widths (the factoids' too).
 */
export const MEDIA_COUNTS = { two: 2, four: 4 } as const;
export type MediaLayout = keyof typeof MEDIA_COUNTS;
export const MEDIA_LAYOUTS = Object.keys(MEDIA_COUNTS) as MediaLayout[];

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const mediaBlockAttributes = {
  layout: oneOf(MEDIA_LAYOUTS, 'two', {
    doc: 'The block (D§2): two (side by side) or four (two by two, four across on wide screens) media; stacked on mobile.',
  }),
};

/** The parts of `<mck-media-block>`, for `mck-media-block::part(…)`. */
export const mediaBlockParts = /* @__PURE__ */ defineParts({
  base: 'The grid holding the media the CMS printed.',
}, editorParts);

/**
 * What `<mck-media-block>` tells the page (name → detail): nothing. It lays out the CMS's media;
 * nested widgets (e.g. `mck-video`) fire their own events.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface MediaBlockEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<MediaBlockEvents> {}
}

/** Dictionary keys of `<mck-media-block>` with their English defaults: the editor's placeholder name. */
export const mediaBlockStrings = defineStrings({
  MediaBlock_Medium: 'Media {number}',
});
export const { t } = mediaBlockStrings;
