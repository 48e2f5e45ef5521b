import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-flourish>` tells the page (name → detail): nothing. The visualisation runs in its own
 * frame and the link is a plain link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface FlourishEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FlourishEvents> {}
}
