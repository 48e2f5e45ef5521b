import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-blog>` tells the page (name → detail): nothing. Browsing by tag or author changes
 * the page's hash (`hashchange` is the page's event); cards are plain links.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface BlogEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<BlogEvents> {}
}
