import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-media-block>` tells the page (name → detail): nothing. It lays out the CMS's media;
 * nested widgets (e.g. `mck-video`) fire their own events.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface MediaBlockEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<MediaBlockEvents> {}
}
