import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-toc>` tells the page (name → detail): nothing. Its links go to the sections as page
 * anchors do (the URL's hash changes).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface TocEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<TocEvents> {}
}
