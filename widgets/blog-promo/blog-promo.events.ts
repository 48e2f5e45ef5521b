import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-blog-promo>` tells the page (name → detail): nothing. Its calls to action are plain
 * links; the form and the one-click control are the CMS's children and speak for themselves.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface BlogPromoEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<BlogPromoEvents> {}
}
