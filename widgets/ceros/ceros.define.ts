import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Ceros } from './ceros.js';
import { cerosAttributes } from './ceros.api.js';
import { cerosStyles } from './ceros.styles.js';

/**
 * A Ceros experience in an article, a story or a tab (E§3 Ceros fields, E§7, E§9): the
 * experience's oembed, asked of the CMS, gives the frame; only an iframe on the experience's own
 * origin with a title survives the html kit, everything else in the answer (scripts, handlers,
 * other frames) is dropped. The frame sits in a box of the oembed's aspect ratio (else
 * `desktop-padding`, 40 % by default, or a fixed `desktop-height`), and below `break-on` (768 px)
 * the mobile experience and its padding or height. With `scale-to-fit` the experience is laid out
 * at its own width and scaled to the box, 500 ms after render and after each resize, on desktop
 * and tablet. A link opens the experience in a new tab; when the oembed fails it stays, and a
 * short notice takes the box.
 *
 * The CMS prints that link inside the tag in the box of the experience, so the page reads fine
 * before and without JavaScript and hydrating moves nothing. A missing or non-http(s) `url` shows
 * the error state, named on the console.
 *
 * Keyboard: Tab reaches the frame, then the link; Enter follows the link.
 *
 * Screen readers: the frame is titled by `title`, else the experience's own title, else "Ceros
 * interactive experience"; a visually hidden role=status line says "Loading the experience…" while
 * it loads, and a failure shows a role=status notice. The link is named "Open the experience in a
 * new tab".
 *
 * @tagname mck-ceros
 * @summary A Ceros experience from its oembed, with padding, break-on and scale to fit.
 *
 * @slot - The CMS's link to the experience, shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Link colour.
 */
export class CerosElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Ceros,
  attributes: cerosAttributes,
  styles: cerosStyles,
}) {}

registerWidget(CerosElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-ceros': CerosElement;
  }
}
