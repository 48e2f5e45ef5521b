import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-not-found>` tells the page (name → detail): nothing. Its one control is a plain link
 * to the home path, which the page follows as any link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface NotFoundEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<NotFoundEvents> {}
}
