import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-blog-entry>` tells the page (name → detail): nothing. The browser URL follows the
 * active entry through history.replaceState, which fires no event.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface BlogEntryEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<BlogEntryEvents> {}
}
