import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-grid>` tells the page (name → detail): nothing. Its cards are plain links, which the
 * page follows as any link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface GridEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<GridEvents> {}
}
