import type { ElementEvents } from '../../core/host/fire.js';
import type { StickyVariant } from './sticky-variant.js';

/** What `<mck-careers-sticky-bar>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface CareersStickyBarEvents {
  /** The sticky bar changed variant as the reader scrolled. On the element; bubbles, composed. */
  'mck-careers-sticky-bar-variant': { variant: StickyVariant };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<CareersStickyBarEvents> {}
}
