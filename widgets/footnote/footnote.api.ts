/**
 * The public contract of `<mck-footnote>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { oneOf, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * Where the note sits next to its marker. The browser places it (CSS anchor positioning with
 * position-try fallbacks): it flips to the other side near a screen edge and follows the text
 * direction, which no script has to measure.
 */

/** The side the note prefers. */
export const NOTE_SIDES = ['above', 'below'] as const;
export type NoteSide = (typeof NOTE_SIDES)[number];

/** E§9 "mobile footnote threshold window width 563": below it the note takes the screen's width. */
export const MOBILE_FOOTNOTE_MAX_WIDTH = 563;

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const footnoteAttributes = {
  note: text('', {
    doc: 'The note the marker opens (E§4 footnote tooltips): plain text or the CMS\'s rich-text HTML, which is sanitised before it is shown. Empty: the marker stays plain text (a placeholder in editor mode).',
  }),
  side: oneOf(NOTE_SIDES, 'above', {
    doc: 'Where the note opens: above or below the marker. Near an edge of the screen it flips to the other side (and to the other inline side), so it stays on screen.',
  }),
};

/** The parts of `<mck-footnote>`, for `mck-footnote::part(…)`. */
export const footnoteParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper around marker and note.',
  marker: 'The button holding the marker the CMS printed.',
  note: 'The note that opens beside the marker.',
}, editorParts);

/**
 * What `<mck-footnote>` tells the page (name → detail): nothing. Opening a note changes only the
 * footnote itself (E§4 names no event for it).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface FootnoteEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FootnoteEvents> {}
}

/** Dictionary keys of `<mck-footnote>` with their English defaults: the marker button's name. */
export const footnoteStrings = defineStrings({
  Footnote_Label: 'Footnote {marker}',
});
export const { t } = footnoteStrings;
