import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';

/** What `<mck-video>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface VideoEvents {
  /** On `window` (legacy bus: `video:play`): this video started playing; the others pause. */
  'mck:video:play': MckEventMap['video:play'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<VideoEvents> {}
}
