import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Factoids } from './factoids.js';
import { factoidsAttributes } from './factoids.api.js';
import { factoidsStyles } from './factoids.styles.js';

/**
 * Factoid counters (E§3 Factoid item, E§4 Factoids, E§9): key figures in a grid, each a large text
 * (usually a number), a medium and a small text, an optional image and call-to-action link, laid
 * out one per row on small screens, at most 4 columns from the medium and 5 from the large breakpoint.
 *
 * Each factoid starts its animation once half of it is visible: `count-up` counts its number up
 * from 0 to the printed value (only numbers of 10 or more), `slide-in` slides the items in from the
 * inline start, each 750 ms after the one before it on desktop (no delay below it), `none` shows
 * them as printed. Under `prefers-reduced-motion` the final values show at once. Screen readers
 * read each number's final value, never the counting.
 *
 * The factoids are what the CMS printed inside the tag, read again when it changes, so the page
 * reads the same before and without JavaScript. Links go through core's CTA link rules (a URL the
 * navigation check refuses is not linked and is named on the console). Without factoids it renders
 * nothing for visitors; in editor mode, placeholders for the module and for each empty text.
 *
 * Keyboard: Tab reaches each factoid's link; Enter follows it.
 *
 * @tagname mck-factoids
 * @summary Factoid counters with count-up or slide-in.
 *
 * @slot - The factoids, one child element each: `[data-factoid="large"]`, `[data-factoid="medium"]`, `[data-factoid="small"]`, an optional `<img>` and `<a href>`. Shown as printed until the widget renders.
 *
 * @cssprop --mck-color-accent - The large text and link colour.
 * @cssprop --mck-font-family - The large text's typeface.
 */
export class FactoidsElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Factoids,
  attributes: factoidsAttributes,
  styles: factoidsStyles,
}) {}

registerWidget(FactoidsElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-factoids': FactoidsElement;
  }
}
