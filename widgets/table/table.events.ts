import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-table>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface TableEvents {
  /** The reader zoomed the table out (fit to width) or in (its own width). On the element; bubbles, composed. */
  'mck-table-zoom': { zoomedOut: boolean };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<TableEvents> {}
}
