import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-unsubscribe-link>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface UnsubscribeLinkEvents {
  /** The reader confirmed and the service unsubscribed them from these codes. On the element; bubbles, composed. */
  'mck-unsubscribe-link-done': { codes: string[] };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<UnsubscribeLinkEvents> {}
}
