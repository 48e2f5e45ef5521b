import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';

/**
 * What `<mck-registration-rail>` tells the page (name → detail); each member's JSDoc is its manifest
 * entry. The nested `<mck-signup>` and `<mck-signin>` fire their own events (sign-up complete,
 * signed-in); the rail takes over their switch events (`mck-signup-switch`, `mck-signin-switch`:
 * it swaps the form in place instead of following the route), so those stop at the rail.
 */
export interface RegistrationRailEvents {
  /** On `window` (legacy bus: `subscription-added`): a reader subscribed through the rail. */
  'mck:subscription-added': MckEventMap['subscription-added'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<RegistrationRailEvents> {}
}
