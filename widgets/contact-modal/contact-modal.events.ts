import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-contact-modal>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface ContactModalEvents {
  /** The message was sent (the dialog shows the thank-you). On the element; bubbles, composed. */
  'mck-contact-modal-sent': { to: string; trigger: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ContactModalEvents> {}
}
