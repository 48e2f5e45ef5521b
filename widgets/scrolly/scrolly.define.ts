import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Scrolly } from './scrolly.js';
import { scrollyAttributes } from './scrolly.api.js';
import { scrollyStyles } from './scrolly.styles.js';

/**
 * Scrolly-telling (E§3 Scrolly item, E§4, E§9): a sequence of steps, each a text (title,
 * description, call-to-action links, footnotes) beside its media (an exhibit image, a video, an
 * interactive, a nested `mck-*` tag). On desktop (1180 px and wider) each step's media stays in
 * view while its text scrolls past, the step crossing the middle of the viewport is marked active
 * (the others' media fade back), and the media moves slower than the page (parallax). The
 * parallax runs only at desktop width (read again 250 ms after the last resize) and never under
 * `prefers-reduced-motion`. Below desktop the text and media stack. "Left" and "right" are the
 * inline start and end, so Arabic mirrors them.
 *
 * Everything shown is what the CMS printed inside the tag, slotted where it was, so the page reads
 * the same before and without JavaScript and hydrating moves nothing. Each media column is named
 * for screen readers by its accessibility description, else by a default text (E§8). Without
 * steps it renders nothing for visitors; in editor mode, placeholders for the module and for a
 * step's missing text or media.
 *
 * Keyboard: Tab reaches the links and controls inside the steps, in the printed order.
 *
 * @tagname mck-scrolly
 * @summary Scrolly-telling steps with sticky media and desktop parallax.
 *
 * @slot text-N - Step N's text (N = 1, 2, …).
 * @slot media-N - Step N's media, with an optional `data-accessibility-description`.
 *
 * @cssprop --mck-color-ink - The dark background.
 */
export class ScrollyElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Scrolly,
  attributes: scrollyAttributes,
  styles: scrollyStyles,
}) {}

registerWidget(ScrollyElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-scrolly': ScrollyElement;
  }
}
