import { defineStrings } from '../../core/text/i18n.js';

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
