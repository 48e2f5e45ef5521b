import type { ElementEvents } from '../../core/host/fire.js';

/** What `<mck-saved-articles>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface SavedArticlesEvents {
  /** The reader confirmed and the service removed the article from their saved articles. On the element; bubbles, composed. */
  'mck-saved-articles-unsave': { articleId: string; language: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SavedArticlesEvents> {}
}
