import { registerDefaults } from '../../core/text/i18n.js';
import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Accordion } from './accordion.js';
import { accordionAttributes } from './accordion.attributes.js';
import { accordionStyles } from './accordion.styles.js';

registerDefaults({ Accordion_Expand: 'Expand', Accordion_Collapse: 'Collapse' });

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
 * @tagname mck-accordion
 * @summary Items that open and close; server-rendered `<details>` work before hydration.
 *
 * @attr {string} items - JSON array of `{ "title": string, "body": html }`. Bodies are sanitised.
 * @prop {Array<{title: string, body: string}>} items - The items, also settable as an array from script.
 * @attr {string} heading - Optional heading above the list.
 * @attr {number} heading-level - Heading level of each item's title, 2 to 6. Default 3.
 * @attr {boolean} multiple - Let several items be open at once. Default: opening one closes the others.
 * @attr {boolean} open-first - Open the first item initially.
 * @attr {"load"|"idle"|"visible"|"interaction"} hydrate - When the loader hydrates it. Default `visible`.
 *
 * @fires {CustomEvent<{index: number, open: boolean}>} mck-accordion-toggle - An item was opened or closed.
 *
 * @slot - Server-rendered `<details><summary>title</summary>body</details>` items, used when `items` is absent.
 *
 * @csspart base - The wrapper.
 * @csspart heading - The optional heading.
 * @csspart item - Each item.
 * @csspart trigger - Each item's button.
 * @csspart panel - Each item's body.
 * @csspart error - The error state (bad `items` JSON, render failure).
 * @csspart placeholder - Editor-mode placeholder for an empty field.
 *
 * @cssprop [--mck-color-line=#d0d0d0] - Divider colour.
 * @cssprop [--mck-color-focus=#2251ff] - Focus ring colour.
 * @cssprop [--mck-font-family=Georgia] - Heading font.
 */
export class MckAccordionElement extends defineWidget({
  tag: meta.tag,
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
