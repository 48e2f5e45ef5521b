import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-save-article>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface SaveArticleEvents {
  /** The service saved or unsaved the article, or stored a new rating ('' when none). On the element; bubbles, composed. */
  'mck-save-article-change': { articleId: string; language: string; saved: boolean; rating: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SaveArticleEvents> {}
}
