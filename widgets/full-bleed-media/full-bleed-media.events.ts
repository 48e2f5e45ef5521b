import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-full-bleed-media>` tells the page (name → detail): nothing. Its media is the CMS's
 * own element (a `<video>` fires its own media events; `<mck-video>` its own).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface FullBleedMediaEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FullBleedMediaEvents> {}
}
