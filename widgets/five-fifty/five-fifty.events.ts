import type { ElementEvents } from '../../core/host/fire.js';
import type { TabKind } from './five-fifty.content.js';

/** What `<mck-five-fifty>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface FiveFiftyEvents {
  /** The active tab changed (by scroll, a tab, an arrow, a bullet or a swipe): its index from 0, its D§2 id (`tab-hero`, `tab-story-1-mediatype-video`, …) and kind. On the element; bubbles, composed. */
  'mck-five-fifty-change': { index: number; id: string; kind: TabKind };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FiveFiftyEvents> {}
}
