import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { FullBleedMedia } from './full-bleed-media.js';
import { fullBleedMediaAttributes } from './full-bleed-media.api.js';
import { fullBleedMediaStyles } from './full-bleed-media.styles.js';

/**
 * Full-bleed media (E§1, E§12): an image or video across the whole column, with the editor's
 * colour overlay. The CMS prints the media inside the tag (an `<img>`, its own `<video>`, or an
 * `<mck-video>` for the video service, which hydrates itself), so the page shows it before and
 * without JavaScript; the widget adds the overlay (`overlay-opacity` above 1 is a percentage, E§5),
 * default screen-reader text where the media has no alt or label (E§6), and stops an autoplaying
 * `<video>` for readers who prefer reduced motion.
 *
 * An empty image (no src, or the `empty-image` marker class) renders nothing; editor mode shows
 * its placeholder.
 *
 * Keyboard: no tab stop of its own; a video's controls are reached as the CMS printed them.
 *
 * @tagname mck-full-bleed-media
 * @summary A full-width image or video with an optional colour overlay.
 *
 * @slot - The media: `<img>`, `<picture>`, `<video>` or `<mck-video>`, as the CMS prints it.
 *
 * @cssprop --mck-color-ink - The overlay colour when `overlay-color` is empty.
 */
export class FullBleedMediaElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: FullBleedMedia,
  attributes: fullBleedMediaAttributes,
  styles: fullBleedMediaStyles,
}) {}

registerWidget(FullBleedMediaElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-full-bleed-media': FullBleedMediaElement;
  }
}
