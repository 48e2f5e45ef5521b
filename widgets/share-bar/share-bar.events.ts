import type { ElementEvents } from '../../core/host/fire.js';
import type { Network } from './share-bar.links.js';

/** What `<mck-share-bar>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface ShareBarEvents {
  /**
   * The reader shared the page: `network` (linkedin, facebook, x or email) and the `link` shared
   * (the short link, or the long tracked URL when shortening failed). On the element; bubbles, composed.
   */
  'mck-share-bar-share': { network: Network | 'email'; link: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ShareBarEvents> {}
}
