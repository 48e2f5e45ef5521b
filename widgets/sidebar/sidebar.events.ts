import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-sidebar>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface SidebarEvents {
  /** The reader expanded or collapsed the sidebar with its toggle. On the element; bubbles, composed. */
  'mck-sidebar-toggle': { expanded: boolean };
  /** The reader used 'continue to next section' (scrolling mode); `section` is the id of the section focused, or ''. On the element; bubbles, composed. */
  'mck-sidebar-continue': { section: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SidebarEvents> {}
}
