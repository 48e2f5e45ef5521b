import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import type { User } from '../../core/contracts/user.js';

/** What `<mck-registration>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface RegistrationEvents {
  /** The account was created and the A§4 after-sign-up steps ran. On the element; bubbles, composed. */
  'mck-registration-complete': { user: User };
  /** On `window` (legacy bus: `signed-in`): the new account is signed in. */
  'mck:signed-in': MckEventMap['signed-in'];
  /** On `window` (legacy bus: `subscription-added`): the new account's subscriptions (A§4). */
  'mck:subscription-added': MckEventMap['subscription-added'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<RegistrationEvents> {}
}
