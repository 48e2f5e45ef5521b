/**
 * The public contract of `<mck-scrolly>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { oneOf } from '../../core/host/attributes.js';
import { BACKGROUNDS, TEXT_PLACEMENTS } from './scrolly.layout.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * steps themselves are what the CMS prints inside the tag.
 */
export const scrollyAttributes = {
  textPlacement: oneOf(TEXT_PLACEMENTS, 'left', {
    doc: 'E§3 text placement: the steps\' text on the `left` (the inline start, so the right in Arabic) or the `right` of the media, on desktop. Below it the text and media stack.',
  }),
  background: oneOf(BACKGROUNDS, 'light', { doc: 'E§3 background: a `light` or `dark` module background (the text colour follows).' }),
};

/** The parts of `<mck-scrolly>`, for `mck-scrolly::part(…)`. */
export const scrollyParts = /* @__PURE__ */ defineParts({
  base: 'The sequence of steps.',
  step: 'One step: its text beside its media on desktop, stacked below (`aria-current="step"` while it is the step being read).',
  text: 'A step\'s text (the CMS\'s `text-N` content, slotted).',
  media: 'A step\'s media column (sticky while its text scrolls), named for screen readers.',
  frame: 'The media itself, inside its column: what the parallax moves.',
}, editorParts);

/**
 * What `<mck-scrolly>` tells the page (name → detail): nothing (the spec gives it no events). The
 * step being read is marked on its `step` part (`active`) and with `aria-current="step"`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface ScrollyEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ScrollyEvents> {}
}

/** Dictionary keys of `<mck-scrolly>` with their English defaults. */
export const scrollyStrings = defineStrings({
  /** Editor placeholders: a module without steps, a step's empty text or media. */
  Scrolly_Steps: 'Scrolly steps',
  Scrolly_Text: 'Step text',
  Scrolly_Media: 'Step media',
  /** E§8: the media's screen-reader name when the CMS gave no accessibility description. */
  Scrolly_MediaDefault: 'Illustration for step {number}',
});
export const { t } = scrollyStrings;
