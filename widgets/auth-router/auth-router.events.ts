import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-auth-router>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface AuthRouterEvents {
  /**
   * The router acted on a hash route of A§2: `route` is its name (`signin`, `download`, …) and
   * `action` what it did (`show`, `reroute`, `home`, `save`, `print`, `publish`). On the element;
   * bubbles, composed.
   */
  'mck-auth-router-route': { route: string; action: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<AuthRouterEvents> {}
}
