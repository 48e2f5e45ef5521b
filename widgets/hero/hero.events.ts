import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-hero>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface HeroEvents {
  /** The reader used the fifty-fifty hero's share icon (the page's share tools may take over). On the element; bubbles, composed. */
  'mck-hero-share': { url: string; title: string };
  /** The video hero's player opened (`open: true`) or closed, by the close button, Escape or the video's end. On the element; bubbles, composed. */
  'mck-hero-video': { open: boolean };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<HeroEvents> {}
}
