import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-office-map>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface OfficeMapEvents {
  /** The reader chose another city in the selector: its office id and the name shown. On the element; bubbles, composed. */
  'mck-office-map-select': { id: string; name: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<OfficeMapEvents> {}
}
