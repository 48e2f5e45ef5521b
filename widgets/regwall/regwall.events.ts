import type { ElementEvents } from '../../core/host/fire.js';
import type { RegwallMode } from './regwall.rules.js';

/** What `<mck-regwall>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface RegwallEvents {
  /** The wall started blocking the page (its variant). On the element; bubbles, composed. */
  'mck-regwall-show': { mode: RegwallMode };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<RegwallEvents> {}
}
