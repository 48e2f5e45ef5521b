/**
 * The public contract of `<mck-accordion>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { array, defaulted, type Infer, object, string } from 'superstruct';
import { bool, json, num, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** One item: a title and an HTML body (sanitised before it is shown). */
export const AccordionItem = object({
  title: defaulted(string(), ''),
  body: defaulted(string(), ''),
});
export type AccordionItem = Infer<typeof AccordionItem>;

export const accordionAttributes = {
  items: json(array(AccordionItem), [], {
    doc: 'JSON array of `{ "title": string, "body": html }`, also settable as an array from script. Bodies are sanitised.',
  }),
  heading: text('', { doc: 'Optional heading above the list.' }),
  headingLevel: num(3, { min: 2, max: 6, integer: true, doc: "Heading level of each item's title, a whole number from 2 to 6." }),
  multiple: bool(false, { doc: 'Let several items be open at once; without it, opening one closes the others.' }),
  openFirst: bool(false, { doc: 'Open the first item initially.' }),
};

/** The parts of `<mck-accordion>`, for `mck-accordion::part(…)`. */
export const accordionParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper.',
  heading: 'The optional heading.',
  list: 'The list of items.',
  item: 'Each item.',
  trigger: "Each item's button.",
  panel: "Each item's body.",
}, editorParts);

/** What `<mck-accordion>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface AccordionEvents {
  /** A visitor opened or closed an item. On the element; bubbles, composed. */
  'mck-accordion-toggle': {
    /** Position among the items shown (items skipped for missing title or body do not count). */
    index: number;
    open: boolean;
  };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<AccordionEvents> {}
}

/** Dictionary keys of `<mck-accordion>` with their English defaults. */
export const accordionStrings = defineStrings({
  Accordion_Expand: 'Expand',
  Accordion_Collapse: 'Collapse',
});
export const { t } = accordionStrings;
