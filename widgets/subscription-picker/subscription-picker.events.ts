import type { ElementEvents } from '../../core/host/fire.js';
import type { SubscriptionCategory } from '../../core/contracts/subscriptions.js';

/** What `<mck-subscription-picker>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface SubscriptionPickerEvents {
  /** The reader changed the choice: every code of this picker's category now chosen. On the element; bubbles, composed. */
  'mck-subscription-picker-change': { category: SubscriptionCategory; codes: string[] };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SubscriptionPickerEvents> {}
}
