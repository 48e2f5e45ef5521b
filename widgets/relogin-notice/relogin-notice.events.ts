import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-relogin-notice>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface ReloginNoticeEvents {
  /** The reader dismissed the notice for this page view. On the element; bubbles, composed. */
  'mck-relogin-notice-dismiss': Record<string, never>;
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ReloginNoticeEvents> {}
}
