import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-tabbed-container>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface TabbedContainerEvents {
  /** The reader picked another tab (its index from 0 and its label); `active-tab` holds the index. On the element; bubbles, composed. */
  'mck-tabbed-container-change': { index: number; label: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<TabbedContainerEvents> {}
}
