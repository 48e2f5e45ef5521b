import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-blog>` tells the page (name → detail): nothing. Browsing by tag or author changes
 * the page's hash (`hashchange` is the page's event); cards are plain links.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface BlogEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<BlogEvents> {}
}
