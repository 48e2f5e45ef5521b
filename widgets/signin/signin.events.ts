import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';

/**
 * What `<mck-signin>` tells the page (name → detail); each member's JSDoc is its manifest entry.
 * Both are the session core's page-wide events, which signing in or out here causes.
 */
export interface SigninEvents {
  /** On `window` (legacy bus: `signed-in`): a reader signed in, here or in another widget or tab. */
  'mck:signed-in': MckEventMap['signed-in'];
  /** On `window` (legacy bus: `signed-out`): the reader signed out. */
  'mck:signed-out': MckEventMap['signed-out'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SigninEvents> {}
}
