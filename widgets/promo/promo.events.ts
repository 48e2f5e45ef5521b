import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-promo>` tells the page (name → detail): nothing. Its controls are plain links, which
 * the page follows as any link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface PromoEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<PromoEvents> {}
}
