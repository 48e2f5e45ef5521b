import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';

/** What `<mck-one-click-subscribe>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface OneClickSubscribeEvents {
  /** On `window` (legacy bus: `subscription-added`): a signed-in reader subscribed here. */
  'mck:subscription-added': MckEventMap['subscription-added'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<OneClickSubscribeEvents> {}
}
