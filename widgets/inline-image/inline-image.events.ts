import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-inline-image>` tells the page (name → detail): nothing; it only shows an image. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface InlineImageEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<InlineImageEvents> {}
}
