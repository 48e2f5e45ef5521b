import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';

/** What `<mck-subscribe-link>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface SubscribeLinkEvents {
  /** On `window` (legacy bus: `subscription-added`): the link subscribed the reader to these codes. */
  'mck:subscription-added': MckEventMap['subscription-added'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SubscribeLinkEvents> {}
}
