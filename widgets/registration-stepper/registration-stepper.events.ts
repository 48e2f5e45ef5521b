import type { ElementEvents } from '../../core/host/fire.js';
import type { User } from '../../core/contracts/user.js';

/** What `<mck-registration-stepper>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface RegistrationStepperEvents {
  /** The step shown changed (Continue, Back, or the account created at step 1). On the element; bubbles, composed. */
  'mck-registration-stepper-step': { step: number };
  /** Step 4 saved the chosen subscriptions; the after-sign-up steps (A§4) and the redirect follow. On the element; bubbles, composed. */
  'mck-registration-stepper-complete': { user: User };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<RegistrationStepperEvents> {}
}
