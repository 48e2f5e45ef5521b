import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-toc>` tells the page (name → detail): nothing. Its links go to the sections as page
 * anchors do (the URL's hash changes).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface TocEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<TocEvents> {}
}
