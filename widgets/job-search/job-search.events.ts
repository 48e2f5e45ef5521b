import type { ElementEvents } from '../../core/host/fire.js';
import type { FilterSelection } from './job-search.url.js';

/** What `<mck-job-search>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface JobSearchEvents {
  /** The reader changed the search: its text, filters or page (Load More). On the element; bubbles, composed. */
  'mck-job-search-change': { query: string; filters: FilterSelection; page: number };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<JobSearchEvents> {}
}
