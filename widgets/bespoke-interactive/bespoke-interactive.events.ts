import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-bespoke-interactive>` tells the page (name → detail): nothing. What the interactive
 * does is its own script's business.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface BespokeInteractiveEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<BespokeInteractiveEvents> {}
}
