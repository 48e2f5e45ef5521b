import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-accordion>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface AccordionEvents {
  /** A visitor opened or closed an item. On the element; bubbles, composed. */
  'mck-accordion-toggle': {
    /** Position among the items shown (items skipped for missing title or body do not count). */
    index: number;
    open: boolean;
  };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<AccordionEvents> {}
}
