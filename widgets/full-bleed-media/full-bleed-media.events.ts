import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-full-bleed-media>` tells the page (name → detail): nothing. Its media is the CMS's
 * own element (a `<video>` fires its own media events; `<mck-video>` its own).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface FullBleedMediaEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FullBleedMediaEvents> {}
}
