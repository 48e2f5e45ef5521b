import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';

/**
 * What `<mck-signin>` tells the page (name → detail); each member's JSDoc is its manifest entry.
 * The page-wide ones are the session core's events, which signing in or out here causes.
 */
export interface SigninEvents {
  /**
   * The "Create an account" link was followed, with what is typed in the email field. Cancelable:
   * a container that calls `preventDefault()` (the registration rail) swaps in the sign-up form
   * itself; otherwise the link goes to `#/signup`.
   */
  'mck-signin-switch': { email: string };
  /** On `window` (legacy bus: `signed-in`): a reader signed in, here or in another widget or tab. */
  'mck:signed-in': MckEventMap['signed-in'];
  /** On `window` (legacy bus: `signed-out`): the reader signed out. */
  'mck:signed-out': MckEventMap['signed-out'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SigninEvents> {}
}
