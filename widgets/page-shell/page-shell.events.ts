import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-page-shell>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface PageShellEvents {
  /**
   * A script tried an in-page navigation to another page (history.pushState, A§2: "navigation
   * starts become full page loads"); the shell loads that page in full instead. On the element;
   * bubbles, composed. Fired just before the load.
   */
  'mck-page-shell-full-load': { url: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<PageShellEvents> {}
}
