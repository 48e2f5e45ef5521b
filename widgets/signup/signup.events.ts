import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import type { User } from '../../core/contracts/user.js';

/** What `<mck-signup>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface SignupEvents {
  /**
   * The reader asked for the sign-in form ("Sign in" link, or the server said the email signs in
   * with a social account, A§8 2003), carrying what they typed. Cancelable: a container that swaps
   * the forms itself calls `preventDefault()`; otherwise the page goes to `#/signin`. On the
   * element; bubbles, composed.
   */
  'mck-signup-switch': { email: string };
  /** The account was created and the A§4 after-sign-up steps ran (session set, events sent). On the element. */
  'mck-signup-complete': { user: User };
  /** On `window` (legacy bus: `signed-in`): the new account is signed in. */
  'mck:signed-in': MckEventMap['signed-in'];
  /** On `window` (legacy bus: `subscription-added`): the new account's subscriptions (A§4). */
  'mck:subscription-added': MckEventMap['subscription-added'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SignupEvents> {}
}
