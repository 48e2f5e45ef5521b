import type { ElementEvents } from '../../core/host/fire.js';
import type { SearchState } from './global-search.state.js';

/** What `<mck-global-search>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface GlobalSearchEvents {
  /** The reader searched, filtered, sorted or paged: the new query, filter, sort and page (from 1). On the element; bubbles, composed. */
  'mck-global-search-search': SearchState;
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<GlobalSearchEvents> {}
}
