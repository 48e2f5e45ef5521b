/**
 * The public contract of `<mck-not-found>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, num } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const notFoundAttributes = {
  headingLevel: num(1, { min: 1, max: 6, integer: true, doc: 'Level of the "Page not found" heading (1–6); 1 on the 404 page itself.' }),
  setTitle: bool(true, { doc: 'Set the document title to "404: NotFound" (A§2); `set-title="false"` leaves it, e.g. on a gallery page. Never in editor mode.' }),
};

/** The parts of `<mck-not-found>`, for `mck-not-found::part(…)`. */
export const notFoundParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper.',
  heading: 'The "Page not found" heading.',
  text: 'The "This page does not exist." line.',
  'home-link': 'The "Go to the Home page" link.',
});

/**
 * What `<mck-not-found>` tells the page (name → detail): nothing. Its one control is a plain link
 * to the home path, which the page follows as any link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface NotFoundEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<NotFoundEvents> {}
}

/** Dictionary keys of `<mck-not-found>` with their English defaults (A§2's texts). */
export const notFoundStrings = defineStrings({
  NotFound_Title: '404: NotFound',
  NotFound_Heading: 'Page not found',
  NotFound_Text: 'This page does not exist.',
  NotFound_HomeLink: 'Go to the Home page',
});
export const { t } = notFoundStrings;
