import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-edit-subscriptions>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface EditSubscriptionsEvents {
  /** The reader's choice was saved; `codes` are the subscriptions the page lists that they now receive. On the element; bubbles, composed. */
  'mck-edit-subscriptions-saved': { codes: string[] };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<EditSubscriptionsEvents> {}
}
