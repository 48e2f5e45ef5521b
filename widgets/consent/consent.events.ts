import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import type { Consent } from './consent-rules.js';

declare module '../../core/page/events.js' {
  interface MckEventMap {
    /** The visitor saved a consent choice (after California's rule); legacy scripts may gate on it. */
    'consent-changed': { consent: Consent };
  }
}

/** What `<mck-consent>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface ConsentEvents {
  /** The visitor saved a choice. On the element; bubbles, composed. */
  'mck-consent-change': { consent: Consent };
  /** The same, page-wide: on `window` and on `window.mck.events` as `consent-changed`. */
  'mck:consent-changed': MckEventMap['consent-changed'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ConsentEvents> {}
}
