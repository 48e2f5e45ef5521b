import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { ImageCarousel } from './image-carousel.js';
import { imageCarouselAttributes } from './image-carousel.api.js';
import { imageCarouselStyles } from './image-carousel.styles.js';

/**
 * Image carousel (E§4, E§9): the images the CMS printed in a row, with a glimpse of the next one,
 * previous and next buttons (disabled at the ends: it does not loop) and the counter "01 / 08". How
 * many images are in view follows the viewport (E§9): 1 below 768 px, 1.2 from 768, 1.4 from
 * 1180, then 0.16 more for each 150 px from 1440 up to 5000. A move takes 600 ms, none under
 * `prefers-reduced-motion`. Swipe or drag to move on touch screens and with a mouse. Every image
 * is shown at one height, cropped to fill its slide.
 *
 * It follows the carousel pattern: a region named by `label` that screen readers call
 * "carousel", each image a "slide" named "2 of 8", each move said in the page's polite live
 * region. Images less than half in view are inert and hidden from screen readers. In right-to-left
 * pages the slides run from the right and the arrows mirror. An image without alt text is read as
 * "Image" (E§8).
 *
 * The images are what the CMS printed inside the tag, read again when it changes, so the page
 * reads the same before and without JavaScript. Without images it renders nothing for visitors;
 * in editor mode, a placeholder.
 *
 * Keyboard: Tab reaches the carousel, then the previous and next buttons (Enter or Space); with
 * focus anywhere in it, the arrow keys move one image (mirrored right to left), Home and End go to
 * the first and last.
 *
 * @tagname mck-image-carousel
 * @summary Image carousel with its breakpoints and slide counts, previous / next and a two-digit counter.
 *
 * @slot - The images, one child element each: a `<figure>` with an `<img>` and an optional `<figcaption>`. Shown as printed until the widget renders.
 *
 * @cssprop --mck-color-accent - The buttons' hover colour.
 */
export class ImageCarouselElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: ImageCarousel,
  attributes: imageCarouselAttributes,
  styles: imageCarouselStyles,
}) {}

registerWidget(ImageCarouselElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-image-carousel': ImageCarouselElement;
  }
}
