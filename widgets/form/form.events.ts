import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-form>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface FormEvents {
  /** The message was sent (the form shows the thank-you). On the element; bubbles, composed. */
  'mck-form-sent': { formType: string; to: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FormEvents> {}
}
