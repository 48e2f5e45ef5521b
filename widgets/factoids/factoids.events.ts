import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-factoids>` tells the page (name → detail): nothing (the spec gives it no events). Its
 * only controls are plain call-to-action links, which the page follows as any link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface FactoidsEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FactoidsEvents> {}
}
