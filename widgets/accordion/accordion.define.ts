import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Accordion } from './accordion.js';
import { accordionAttributes } from './accordion.api.js';
import { accordionStyles } from './accordion.styles.js';

/**
 * Accordion (E§5): a list of items whose bodies open and close. Items without both a title and a
 * body are skipped; in page-editing mode they show with placeholders instead.
 *
 * Items come from the `items` attribute, or, when it is absent, from `<details>` elements the
 * server printed inside the tag (which also work before and without JavaScript).
 *
 * Keyboard: Tab reaches each item's button; Enter or Space opens and closes; Arrow Up and Arrow
 * Down move between items (wrapping); Home and End jump to the first and last.
 *
 * Screen readers: each item's title is a heading (level from `heading-level`) holding a button
 * named by the title plus a hidden "Expand" or "Collapse", whose aria-expanded says whether it is
 * open; the open body is a region labelled by that button. The chevron icon is hidden.
 *
 * @tagname mck-accordion
 * @summary Items that open and close; server-rendered `<details>` work before hydration.
 *
 * @slot - Server-rendered `<details><summary>title</summary>body</details>` items, used when `items` is absent.
 *
 * @cssprop --mck-color-line - Divider colour.
 * @cssprop --mck-color-focus - Focus ring colour.
 * @cssprop --mck-font-family - Heading font.
 */
export class MckAccordionElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Accordion,
  attributes: accordionAttributes,
  styles: accordionStyles,
}) {}

registerWidget(MckAccordionElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-accordion': MckAccordionElement;
  }
}
