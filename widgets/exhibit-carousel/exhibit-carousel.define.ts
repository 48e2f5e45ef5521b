import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { ExhibitCarousel } from './exhibit-carousel.js';
import { exhibitCarouselAttributes } from './exhibit-carousel.api.js';
import { exhibitCarouselStyles } from './exhibit-carousel.styles.js';

/**
 * Exhibit carousel (E§2 "previous/next controls and a two-digit counter", E§4, E§9): the exhibits
 * the CMS printed, one per view, with previous and next buttons (disabled at the first and last
 * exhibit: it does not loop) and the counter "01 / 05". A move takes 400 ms, none under
 * `prefers-reduced-motion`. Swipe or drag to move on touch screens and with a mouse.
 *
 * It follows the carousel pattern: a region named by `label` that screen readers call
 * "carousel", each exhibit a "slide" named "2 of 5", each move said in the page's polite live
 * region. Exhibits out of view are inert and hidden from screen readers. In right-to-left pages
 * the slides run from the right and the arrows mirror. An image without alt text is read as
 * "Exhibit" (E§8).
 *
 * The exhibits are what the CMS printed inside the tag, read again when it changes, so the page
 * reads the same before and without JavaScript. Without exhibits it renders nothing for visitors;
 * in editor mode, a placeholder.
 *
 * Keyboard: Tab reaches the carousel, then the previous and next buttons (Enter or Space); with
 * focus anywhere in it, the arrow keys move one exhibit (mirrored right to left), Home and End go
 * to the first and last.
 *
 * @tagname mck-exhibit-carousel
 * @summary Exhibit carousel with previous / next and a two-digit counter.
 *
 * @slot - The exhibits, one child element each: a `<figure>` with an `<img>` and an optional `<figcaption>`. Shown as printed until the widget renders.
 *
 * @cssprop --mck-color-accent - The buttons' hover colour.
 */
export class ExhibitCarouselElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: ExhibitCarousel,
  attributes: exhibitCarouselAttributes,
  styles: exhibitCarouselStyles,
}) {}

registerWidget(ExhibitCarouselElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-exhibit-carousel': ExhibitCarouselElement;
  }
}
