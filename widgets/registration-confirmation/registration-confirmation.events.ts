import type { ElementEvents } from '../../core/host/fire.js';

/**
 * What `<mck-registration-confirmation>` tells the page (name → detail): nothing. It takes the
 * reader to the saved route by itself (or through its plain "Continue now" link).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface RegistrationConfirmationEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<RegistrationConfirmationEvents> {}
}
