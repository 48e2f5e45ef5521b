import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Flourish } from './flourish.js';
import { flourishAttributes } from './flourish.api.js';
import { flourishStyles } from './flourish.styles.js';

/**
 * A Flourish visualisation in an article, a story or a tab (E§2, E§3 flourishVisualisationID):
 * the embed host's page for the visualisation in a frame (never the host's script in this page),
 * with an accessible name, and a link that opens it on its own in a new tab. The frame is
 * sandboxed: scripts and new-tab links only, and `allow-same-origin` (which Flourish's own embed
 * code asks for) only for an embed host on another origin than the page, where it cannot reach into
 * the page; an embed host on the page's origin runs in an opaque origin, so its sandbox holds.
 *
 * The CMS prints a link to the visualisation inside the tag, so the page reads fine before and
 * without JavaScript; its template reserves the frame's box from `--mck-flourish-height`, so
 * hydrating moves nothing. A missing or unsafe `visualisation-id` (anything but one URL path
 * segment) or an `embed-base` that is not http(s) shows the error state, named on the console.
 * In editor mode the title field shows (a placeholder when empty).
 *
 * Keyboard: Tab reaches the frame, then the link; Enter follows the link.
 *
 * Screen readers: the frame is titled by `title`, else "Flourish visualisation"; the link after it
 * is named "Open the visualisation in a new tab". The chart inside the frame is read as Flourish
 * renders it.
 *
 * @tagname mck-flourish
 * @summary A Flourish visualisation in a titled frame, with a link to open it.
 *
 * @slot - The CMS's link to the visualisation, shown until the widget renders.
 *
 * @cssprop [--mck-flourish-height=575px] - Height of the visualisation's frame.
 * @cssprop --mck-color-accent - Link colour.
 */
export class FlourishElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Flourish,
  attributes: flourishAttributes,
  styles: flourishStyles,
}) {}

registerWidget(FlourishElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-flourish': FlourishElement;
  }
}
