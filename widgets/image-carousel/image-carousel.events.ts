import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-image-carousel>` tells the page (name → detail): nothing (the spec gives it no
 * events); each move is said in the page's polite live region.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface ImageCarouselEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ImageCarouselEvents> {}
}
