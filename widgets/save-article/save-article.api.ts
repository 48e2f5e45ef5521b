/**
 * The public contract of `<mck-save-article>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { AttributeError, type AttributeKind, bool, text } from '../../core/host/attributes.js';
import { getConfig } from '../../core/page/config.js';
import { DEFAULT_ARTICLE_LANGUAGE } from '../../core/contracts/saved-articles.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const saveArticleAttributes = {
  articleId: {
    ...text('', { doc: "Id of the article the control saves and rates; default the page config's activeItemId (the article page's own item, as in rich text's [[article ratings]]). One of the two is required." }),
    parse(raw) {
      const value = (raw == null ? '' : String(raw).trim()) || getConfig()?.activeItemId?.trim() || '';
      if (!value) throw new AttributeError("is required (the page config has no activeItemId to default to)");
      return value;
    },
  } satisfies AttributeKind<string>,
  language: text(DEFAULT_ARTICLE_LANGUAGE, { doc: `Language of the article; default "${DEFAULT_ARTICLE_LANGUAGE}" (A§3).` }),
  hideRating: bool(false, { doc: 'Show only the save button, without the star rating.' }),
};

/** The parts of `<mck-save-article>`, for `mck-save-article::part(…)`. */
export const saveArticleParts = /* @__PURE__ */ defineParts({
  base: 'The control.',
  save: 'The save / unsave toggle button.',
  rating: 'The star rating group.',
  star: 'Each star.',
  error: 'The message when saving or rating failed.',
});

/** What `<mck-save-article>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface SaveArticleEvents {
  /** The service saved or unsaved the article, or stored a new rating ('' when none). On the element; bubbles, composed. */
  'mck-save-article-change': { articleId: string; language: string; saved: boolean; rating: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SaveArticleEvents> {}
}

/** Dictionary keys of `<mck-save-article>` with their English defaults. */
export const saveArticleStrings = defineStrings({
  SaveArticle_Save: 'Save',
  SaveArticle_RatingLegend: 'Rate this article',
  SaveArticle_Stars: '{count} of 5 stars',
  SaveArticle_SavedNotice: 'Saved to your articles.',
  SaveArticle_UnsavedNotice: 'Removed from your saved articles.',
  SaveArticle_RatedNotice: 'Your rating: {count} of 5 stars.',
});
export const { t } = saveArticleStrings;
