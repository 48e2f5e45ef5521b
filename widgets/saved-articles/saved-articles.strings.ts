import { defineStrings } from '../../core/text/i18n.js';

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
