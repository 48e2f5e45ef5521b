import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-inline-image>` tells the page (name → detail): nothing; it only shows an image. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface InlineImageEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<InlineImageEvents> {}
}
