import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';

/** What `<mck-profile>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface ProfileEvents {
  /**
   * "Get in touch": the page event `contact:open` (on `window`, and `window.mck.events`) with the
   * person's address (`to`), name (`partnerName`) and `trigger: 'Profile'`; `mck-contact-modal`
   * answers it with the contact form.
   */
  'mck:contact:open': MckEventMap['contact:open'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ProfileEvents> {}
}
