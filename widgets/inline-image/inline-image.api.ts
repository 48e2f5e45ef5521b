/**
 * The public contract of `<mck-inline-image>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import type { AttributeSpec } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * camelCase prop → attribute kind. None: the image, its src, alt and empty-image marker are the
 * `<img>` the CMS prints inside the tag, read from there (one place for each fact).
 */
export const inlineImageAttributes = {} satisfies AttributeSpec;

/** The parts of `<mck-inline-image>`, for `mck-inline-image::part(…)`. */
export const inlineImageParts = /* @__PURE__ */ defineParts({
  base: 'The box around the image the CMS printed (or, in editor mode, the empty image\'s placeholder).',
}, editorParts);

/** What `<mck-inline-image>` tells the page (name → detail): nothing; it only shows an image. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface InlineImageEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<InlineImageEvents> {}
}

/** Dictionary keys of `<mck-inline-image>` with their English defaults. */
export const inlineImageStrings = defineStrings({
  /** E§8: the screen-reader text of an image the CMS printed without alt text. */
  InlineImage_DefaultAlt: 'Image',
});
export const { t } = inlineImageStrings;
