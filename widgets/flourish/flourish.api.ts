/**
 * The public contract of `<mck-flourish>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { text } from '../../core/host/attributes.js';
import { embedBase, pathSegment } from '../../core/kits/embed/index.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** Where Flourish serves its embeds; a page (the demo) may point `embed-base` at a stand-in. */
export const FLOURISH_EMBED_BASE = 'https://flo.uri.sh/';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const flourishAttributes = {
  visualisationId: pathSegment({ doc: 'The Flourish visualisation id (E§3 flourishVisualisationID): letters, digits, "-" or "_".' }),
  embedBase: embedBase(FLOURISH_EMBED_BASE, { doc: 'Base URL of the embed host; the frame loads `{embed-base}visualisation/{id}/embed`.' }),
  title: text('', { doc: "The visualisation's title: the frame's accessible name (else a generic one) and, in editor mode, a visible field." }),
};

/** The parts of `<mck-flourish>`, for `mck-flourish::part(…)`. */
export const flourishParts = /* @__PURE__ */ defineParts({
  base: 'The figure holding the frame and the link.',
  frame: "The iframe showing the visualisation (its height: --mck-flourish-height).",
  link: 'The link that opens the visualisation in a new tab.',
  'editor-title': 'Editor mode: the title field.',
}, editorParts);

/**
 * What `<mck-flourish>` tells the page (name → detail): nothing. The visualisation runs in its own
 * frame and the link is a plain link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface FlourishEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FlourishEvents> {}
}

/** Dictionary keys of `<mck-flourish>` with their English defaults. */
export const flourishStrings = defineStrings({
  Flourish_FrameTitle: 'Flourish visualisation',
  Flourish_OpenLink: 'Open the visualisation in a new tab',
});
export const { t } = flourishStrings;
