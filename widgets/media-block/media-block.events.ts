import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-media-block>` tells the page (name → detail): nothing. It lays out the CMS's media;
 * nested widgets (e.g. `mck-video`) fire their own events.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface MediaBlockEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<MediaBlockEvents> {}
}
