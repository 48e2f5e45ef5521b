import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-university-search>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface UniversitySearchEvents {
  /** The reader chose a university (Enter on a suggestion, or a click). On the element; bubbles, composed. */
  'mck-university-search-select': { name: string; url: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<UniversitySearchEvents> {}
}
