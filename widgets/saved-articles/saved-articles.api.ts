/**
 * The public contract of `<mck-saved-articles>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { num, text } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import { dialogParts } from '../../core/kits/dialog/index.js';
import { listParts } from '../../core/kits/list/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const savedArticlesAttributes = {
  heading: text('', { doc: 'Heading above the list; default the dictionary\'s "Saved articles".' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6; the articles\' titles are one level below.' }),
};

/** The parts of `<mck-saved-articles>`, for `mck-saved-articles::part(…)`. */
export const savedArticlesParts = /* @__PURE__ */ defineParts({
  base: 'The section around the list.',
  heading: 'The heading.',
  list: 'The list of saved articles.',
  item: 'One saved article.',
  image: "The article's image.",
  type: "The article's type.",
  title: "The article's title.",
  link: 'The link to the article.',
  unsave: 'The unsave button of an article.',
  'unsave-error': 'The tooltip saying an unsave failed.',
  empty: 'The text shown when nothing is saved.',
  error: 'The message when the list could not be loaded.',
  placeholder: 'What editors see in page-editing mode.',
  confirm: 'The confirm button in the dialog.',
  cancel: 'The cancel button in the dialog.',
}, listParts, dialogParts);

/** What `<mck-saved-articles>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface SavedArticlesEvents {
  /** The reader confirmed and the service removed the article from their saved articles. On the element; bubbles, composed. */
  'mck-saved-articles-unsave': { articleId: string; language: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<SavedArticlesEvents> {}
}

/** Dictionary keys of `<mck-saved-articles>` with their English defaults. */
export const savedArticlesStrings = defineStrings({
  SavedArticles_Heading: 'Saved articles',
  SavedArticles_Empty: 'You have not saved any articles yet.',
  SavedArticles_Unsave: 'Unsave',
  SavedArticles_UnsaveLabel: 'Unsave “{title}”',
  SavedArticles_ConfirmTitle: 'Remove this article?',
  SavedArticles_ConfirmText: '“{title}” will be removed from your saved articles.',
  SavedArticles_Confirm: 'Remove',
  SavedArticles_Cancel: 'Cancel',
  SavedArticles_Removed: '“{title}” was removed from your saved articles.',
  SavedArticles_EditorHidden: 'Saved articles: the reader\'s list is hidden in page-editing mode.',
});
export const { t } = savedArticlesStrings;
