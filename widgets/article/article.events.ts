import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';
import type { PageData } from './page-data.js';

declare module '../../core/page/events.js' {
  interface MckEventMap {
    /**
     * The registration-wall hook (A§6): the article has enableRegWall and the reader is signed out
     * and not premium. The wall's provider (e.g. with the piano_enabled flag) listens and gates.
     */
    'registration-wall': { articleTemplate: string; accessStatus: string };
  }
}

/** What `<mck-article>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface ArticleEvents {
  /** The page-data object was (re)published: on load and when the sign-in state changes. On the element; bubbles, composed. */
  'mck-article-page-data': PageData;
  /** Page-wide registration-wall hook: on `window` and on `window.mck.events` as `registration-wall`. */
  'mck:registration-wall': MckEventMap['registration-wall'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ArticleEvents> {}
  interface Window {
    /** The article page's data for analytics and legacy scripts (mck-article). */
    pageData?: PageData;
  }
}
